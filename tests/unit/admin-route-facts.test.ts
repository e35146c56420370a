/**
 * A back-office request's route is found in the route table the build registers (not by a pattern over
 * the URL written beside it): every route by its own path, with what it is about and its parameters.
 */
import { describe, expect, it } from "vitest";
import { acceptsUploads, adminRouteFor, adminRoutes } from "~/admin/route-table";
import { contentTypeNames, contentTypes, hasImage } from "~/content/content-types";

const filled = (path: string) => `/${path.replace(/:(\w+)/g, (_, name: string) => `the-${name}`)}`;

describe("a back-office route from the route table", () => {
  it("finds every registered route by its own path, parameters read", () => {
    for (const route of adminRoutes()) {
      const found = adminRouteFor(filled(route.path));
      expect(found?.id, route.path).toBe(route.id);
      expect(found?.subject, route.path).toEqual(route.subject);
      for (const name of route.path.match(/:(\w+)/g) ?? [])
        expect(found?.params[name.slice(1)], route.path).toBe(`the-${name.slice(1)}`);
    }
  });

  it("finds a path in any letter case and percent-encoded, as Remix matches it, with the route's access", () => {
    // Remix opens /Dashboard as /dashboard: its access must be the same, or the page would answer 403.
    expect(adminRouteFor("/Dashboard")).toEqual(adminRouteFor("/dashboard"));
    expect(adminRouteFor("/%64ashboard")).toEqual(adminRouteFor("/dashboard"));
    expect(adminRouteFor("/ADMIN/Staff")?.access).toBeDefined();
    expect(adminRouteFor("/ADMIN/Staff")?.access).toBe(adminRouteFor("/admin/staff")?.access);
  });

  it("says what each list type's pages are about", () => {
    for (const name of contentTypeNames) {
      const { pluralSlug, slug, adminCanCreate } = contentTypes[name];
      expect(adminRouteFor(`/admin/list-${pluralSlug}`)?.subject).toEqual({
        kind: "record",
        type: name,
        action: "list",
      });
      if (!adminCanCreate) continue;
      expect(adminRouteFor(`/admin/edit-${slug}/abc`)?.subject).toEqual({
        kind: "record",
        type: name,
        action: "edit",
      });
      expect(adminRouteFor(`/admin/edit-${slug}/abc/versions/3`)).toMatchObject({
        subject: { kind: "record", type: name, action: "version" },
        params: { id: "abc", version: "3" },
      });
    }
  });

  it("reads a single-fetch request (.data) and a trailing slash as the page", () => {
    expect(adminRouteFor("/admin/list-clients.data")?.id).toBe("admin-list-clients");
    expect(adminRouteFor("/admin/list-clients/")?.id).toBe("admin-list-clients");
  });

  it("finds nothing for a path the table does not have, a longer one, or a malformed escape", () => {
    expect(adminRouteFor("/admin/list-nothing")).toBeUndefined();
    expect(adminRouteFor("/admin/list-clients/extra")).toBeUndefined();
    expect(adminRouteFor("/admin/edit-client/a/b")).toBeUndefined();
    expect(adminRouteFor("/about")).toBeUndefined();
    expect(adminRouteFor("/admin/edit-client/%zz")?.params.id).toBe("%zz");
  });

  it("takes uploads on the add and edit pages of types with an image only", () => {
    for (const name of contentTypeNames) {
      const { slug, adminCanCreate } = contentTypes[name];
      const expected = adminCanCreate && hasImage(contentTypes[name]);
      expect(acceptsUploads(`/admin/add-${slug}`), name).toBe(expected);
      expect(acceptsUploads(`/admin/edit-${slug}/x`), name).toBe(expected);
      expect(acceptsUploads(`/admin/list-${contentTypes[name].pluralSlug}`), name).toBe(false);
    }
    expect(acceptsUploads("/admin/edit-client/x.data")).toBe(true);
    expect(acceptsUploads("/admin/settings")).toBe(false);
  });
});

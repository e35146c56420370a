import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { localizedPath } from "~/i18n/localized-path";
import { inlineScriptHashes } from "~/server/page-store.server";

describe("localizedPath", () => {
  it("names the language in the query, before any anchor", () => {
    expect(localizedPath("/", "ku")).toBe("/?lng=ku");
    expect(localizedPath("/about", "ar")).toBe("/about?lng=ar");
    expect(localizedPath("/#contact-us", "en")).toBe("/?lng=en#contact-us");
  });

  it("keeps other parameters and replaces a language already there", () => {
    expect(localizedPath("/admin/list-clients?page=2", "ar")).toBe("/admin/list-clients?page=2&lng=ar");
    expect(localizedPath("/about?lng=en#team", "ku")).toBe("/about?lng=ku#team");
  });
});

describe("inlineScriptHashes", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("hashes every inline script exactly as written, once, and skips scripts loaded from a URL", () => {
    const html =
      `<script>a()</script><script type="module" nonce="">import "x";\n</script>` +
      `<script src="/assets/x.js"></script><script>a()</script><SCRIPT>b()</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "x";\n'), sha("b()")]);
  });
});

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_LIMIT } from "~/contact/contact.server";
import { clearLimit } from "~/db/rate-limits.server";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { sampleContent } from "~/db/sample-content";
import { jumbotrons, messages, services } from "~/db/schema";
import { loader as healthz } from "~/routes/healthz";
import { action as contactAction, loader as homeLoader } from "~/routes/_site._index";
import { callRoute, form, unwrap } from "./helpers";

/** The home page's data (the loader answers with `data()`: a staff preview adds headers). */
const home = async (url: string, init?: RequestInit) =>
  unwrap<Awaited<ReturnType<typeof homeLoader>>["data"]>(await callRoute(homeLoader, url, init)).body;

describe("home loader", () => {
  it("returns the sample content newest first in the visitor's language", async () => {
    const english = await home("/?lng=en");
    expect(english.banners.map((b) => b.title.text)).toEqual(sampleContent.jumbotrons.map((j) => j.titleEn));
    expect(english.services).toHaveLength(sampleContent.services.length);
    expect(english.clients).toHaveLength(sampleContent.clients.length);

    const kurdish = await home("/", { headers: { "Accept-Language": "ckb" } });
    expect(kurdish.banners[0]?.title.text).toBe(sampleContent.jumbotrons[0]?.titleKu);
    expect(kurdish.products.map((p) => p.title.text)).toEqual(sampleContent.products.map((p) => p.titleKu));
  });

  it("falls back to English where a translation is empty", async () => {
    const id = newId();
    db()
      .insert(services)
      .values({
        id,
        titleEn: "Brand new service",
        titleKu: "",
        titleAr: "",
        descEn: "English only",
        date: new Date(),
      })
      .run();
    const arabic = await home("/?lng=ar");
    // Marked as English: the page puts lang="en" dir="ltr" on it.
    expect(arabic.services[0]).toMatchObject({
      id,
      title: { text: "Brand new service", lang: "en" },
      excerpt: { text: "English only", lang: "en" },
    });
    db().delete(services).where(eq(services.id, id)).run();
  });

  it("knows when the contact form was just sent without JavaScript", async () => {
    expect((await home("/?contact=sent")).contactSent).toBe(true);
    expect((await home("/")).contactSent).toBe(false);
  });
});

describe("contact action", () => {
  const valid = {
    name: "Rebin Ahmed",
    email: "rebin@example.com",
    phone: "+964 770 111 2233",
    subject: "Hosting",
    message: "How much is hosting for a small shop?",
  };
  const post = (values: Record<string, string>, clientAddress = "10.0.0.1") =>
    callRoute(contactAction, "/?index&lng=ar", { method: "POST", body: form(values), clientAddress });
  const storedFrom = (email: string) => db().select().from(messages).where(eq(messages.email, email)).all();

  beforeEach(() => clearLimit(CONTACT_LIMIT));

  it("stores the message, then redirects a plain form post back to the thank-you (#contact-status) in the form's language", async () => {
    let thrown: unknown;
    try {
      await post(valid);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/?contact=sent&lng=ar#contact-status");
    const [row] = storedFrom(valid.email);
    expect(row).toMatchObject({ ...valid });
    expect(row?.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(Date.now() - row!.date.getTime()).toBeLessThan(60_000);
  });

  it("answers the enhanced form with data instead of a redirect", async () => {
    const result = unwrap<{ status: string }>(
      await post({ ...valid, email: "js@example.com", _enhanced: "1" }),
    );
    expect(result.body.status).toBe("sent");
    expect(storedFrom("js@example.com")).toHaveLength(1);
  });

  it("keeps what was typed and names each invalid field, storing nothing", async () => {
    const result = unwrap<{
      status: string;
      values: Record<string, string>;
      errors: Record<string, unknown>;
    }>(await post({ ...valid, email: "broken@", subject: "" }));
    expect(result.status).toBe(400);
    expect(result.body.values).toMatchObject({ name: valid.name, email: "broken@", message: valid.message });
    expect(result.body.errors).toEqual({ email: { code: "invalidEmail" }, subject: { code: "required" } });
    expect(storedFrom("broken@")).toHaveLength(0);
  });

  it("rejects a filled honeypot with a message and stores nothing", async () => {
    const result = unwrap<{ formError: string }>(
      await post({ ...valid, email: "bot@example.com", website: "spam" }),
    );
    expect(result.status).toBe(400);
    expect(result.body.formError).toBe("spamRejected");
    expect(storedFrom("bot@example.com")).toHaveLength(0);
  });

  it(`limits an address to ${CONTACT_LIMIT.max} messages a minute, others unaffected`, async () => {
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      await post({ ...valid, email: `many${i}@example.com`, _enhanced: "1" }, "10.9.9.9");
    }
    const limited = unwrap<{ formError: string }>(
      await post({ ...valid, email: "one-too-many@example.com", _enhanced: "1" }, "10.9.9.9"),
    );
    expect(limited.status).toBe(429);
    expect(limited.body.formError).toBe("rateLimited");
    expect(storedFrom("one-too-many@example.com")).toHaveLength(0);

    const other = unwrap<{ status: string }>(
      await post({ ...valid, email: "other@example.com", _enhanced: "1" }, "10.8.8.8"),
    );
    expect(other.body.status).toBe("sent");
  });
});

describe("healthz", () => {
  it("answers 200 with a short JSON body while the database answers", async () => {
    const response = await healthz();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      database: "ok",
      uploads: "ok",
      disk: "ok",
      log: "ok",
    });
  });
});

describe("sample content", () => {
  it("was written once, when the database was created", () => {
    expect(db().select().from(jumbotrons).all().length).toBe(sampleContent.jumbotrons.length);
  });
});

describe("healthz when the database is gone", () => {
  it("answers 503", async () => {
    const { database } = await import("~/db/client.server");
    database().sqlite.close();
    const response = await healthz();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable", database: "not writable" });
  });
});

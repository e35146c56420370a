import { describe, expect, it } from "vitest";
import { readFormWithImage } from "~/media/upload-form.server";
import { readForm } from "~/lib/forms.server";

/** The status of the 4xx readForm throws, or "ok". */
async function outcome(promise: Promise<unknown>): Promise<number | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (thrown) {
    const init = (thrown as { init?: ResponseInit }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

const post = (body: BodyInit | null, type?: string) =>
  new Request("http://localhost/", { method: "POST", body, headers: type ? { "Content-Type": type } : {} });

describe("reading a form", () => {
  it("reads urlencoded and multipart forms", async () => {
    expect(await outcome(readForm(post("a=1", "application/x-www-form-urlencoded")))).toBe("ok");
    const form = new FormData();
    form.set("a", "1");
    expect(await outcome(readForm(new Request("http://localhost/", { method: "POST", body: form })))).toBe(
      "ok",
    );
  });

  it("answers 415 for anything that is not a form", async () => {
    expect(await outcome(readForm(post('{"a":1}', "application/json")))).toBe(415);
    expect(await outcome(readForm(post("a=1", "text/plain")))).toBe(415);
    expect(await outcome(readForm(post(null)))).toBe(415);
  });

  it("answers 400 for a malformed multipart body", async () => {
    expect(await outcome(readForm(post("not multipart", "multipart/form-data; boundary=x")))).toBe(400);
    expect(await outcome(readForm(post("--x\r\nbroken", "multipart/form-data")))).toBe(400);
  });

  it("answers 413 for a text part over 64 KB in an upload form", async () => {
    const form = new FormData();
    form.set("titleEn", "t".repeat(70 * 1024));
    const upload = new Request("http://localhost/admin/add-client", { method: "POST", body: form });
    expect(await outcome(readFormWithImage(upload))).toBe(413);
  });
});

describe("limits on the parts of an upload form", () => {
  it("reads a form with no file chosen (an empty part without a name) as one without an image", async () => {
    const form = new FormData();
    form.set("titleEn", "Typed");
    form.set("image", new Blob([]), "");
    form.set("imageAltEn", "After");
    const read = await readFormWithImage(
      new Request("http://localhost/admin/add-client", { method: "POST", body: form }),
    );
    expect(read.image).toEqual({ kind: "none" });
    expect(read.form.get("titleEn")).toBe("Typed");
    expect(read.form.get("imageAltEn")).toBe("After");
  });

  it("refuses a second image (400), a file over 64 KB in another field and more than 50 parts (413)", async () => {
    const twoImages = new FormData();
    twoImages.set("titleEn", "x");
    twoImages.append("image", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "a.png");
    twoImages.append("image", new Blob([new Uint8Array([4, 5, 6])], { type: "image/png" }), "b.png");
    const upload = (body: FormData) =>
      new Request("http://localhost/admin/add-client", { method: "POST", body });
    expect(await outcome(readFormWithImage(upload(twoImages)))).toBe(400);

    const otherFile = new FormData();
    otherFile.set("titleEn", "x");
    otherFile.set("notes", new Blob([new Uint8Array(70 * 1024)]), "notes.txt");
    expect(await outcome(readFormWithImage(upload(otherFile)))).toBe(413);

    const manyFields = new FormData();
    for (let i = 0; i < 51; i++) manyFields.append(`field${i}`, "x");
    expect(await outcome(readFormWithImage(upload(manyFields)))).toBe(413);
  });
});

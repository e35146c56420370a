import { existsSync, readFileSync, statSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { rawRequest } from "../support/http";
import { projectDir } from "../support/processes";
import { expect, test } from "./fixtures";

/**
 * The browser's files as the server sends them: compressed once at build time
 * where that pays, per request where no copy was made, cached for a year.
 * (What a first visit downloads: tests/e2e/first-load.spec.ts.)
 */
/** The file the build wrote for a URL of the site. */
const built = (url: string) => `${projectDir}/build/client${url}`;

test("the browser's scripts go out as compressed at build time: brotli, else gzip, else plain, cached for a year", async ({
  site,
}) => {
  // The back office's React app, and every module of the public pages' script (as its build listed them).
  const html = (await rawRequest(site.base, { path: "/admin?lng=ku" })).body.toString("utf8");
  const backOffice = [...html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/g)].map(
    ([, path]) => path!,
  );
  expect(backOffice.length).toBeGreaterThanOrEqual(5);
  const siteScript = JSON.parse(readFileSync(`${projectDir}/build/site-script.json`, "utf8")) as {
    files: { file: string }[];
  };
  const scripts = [...backOffice, ...siteScript.files.map(({ file }) => file)];
  expect(scripts.length).toBeGreaterThanOrEqual(backOffice.length + 4);
  for (const path of scripts) {
    const file = built(path);
    const plain = await rawRequest(site.base, { path });
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    expect(plain.body.equals(readFileSync(file)), path).toBe(true);
    // A file of 1 KB or less is not worth compressing (as the compression middleware would not).
    if (plain.body.length <= 1024) continue;
    for (const [accept, encoding, decode] of [
      ["br, gzip, deflate", "br", brotliDecompressSync],
      ["gzip, deflate", "gzip", gunzipSync],
    ] as const) {
      const answer = await rawRequest(site.base, { path, headers: { "Accept-Encoding": accept } });
      expect(answer.headers["content-encoding"], `${path} for ${accept}`).toBe(encoding);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toContain("Accept-Encoding");
      expect(decode(answer.body).equals(plain.body), path).toBe(true);
      // The very file made at build time, not one compressed for this request.
      const made = `${file}.${encoding === "br" ? "br" : "gz"}`;
      expect(answer.body.equals(readFileSync(made)), made).toBe(true);
    }
  }
  // Any other method falls through to the site (a 404 or 405), without a compressed file's headers.
  const posted = await rawRequest(site.base, {
    method: "POST",
    path: scripts.at(-1)!,
    headers: {
      "Accept-Encoding": "br",
      Origin: site.base,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "a=1",
  });
  expect(posted.status).toBeGreaterThanOrEqual(400);
  // The site's own answer (a status page, compressed for this request if at all), never the file's bytes.
  const postedBody =
    posted.headers["content-encoding"] === "br" ? brotliDecompressSync(posted.body) : posted.body;
  expect(postedBody.toString("utf8")).toMatch(/^<!DOCTYPE html>/i);
});

test("images only the server names (the sample services') are compressed per request, having no copies", async ({
  site,
}) => {
  const html = (await rawRequest(site.base, { path: "/?lng=en" })).body.toString("utf8");
  const images = [...new Set([...html.matchAll(/src="(\/assets\/[^"]+\.svg)"/g)].map(([, path]) => path!))];
  const withoutCopies = images.filter(
    (path) => !existsSync(`${built(path)}.br`) && statSync(built(path)).size > 1024,
  );
  expect(withoutCopies.length, images.join("\n")).toBeGreaterThan(0);
  for (const path of withoutCopies) {
    // In the encoding the browser prefers, as every answer compressed per request.
    const br = await rawRequest(site.base, { path, headers: { "Accept-Encoding": "br, gzip" } });
    expect(br.headers["content-encoding"], path).toBe("br");
    expect(brotliDecompressSync(br.body).equals(readFileSync(built(path))), path).toBe(true);
    const gzip = await rawRequest(site.base, { path, headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers["content-encoding"], path).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(readFileSync(built(path))), path).toBe(true);
  }
});

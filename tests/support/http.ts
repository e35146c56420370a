import http from "node:http";
import { ENHANCED_FIELD } from "../../app/enhance/attributes";
import { fallbackLanguage } from "../../app/i18n/languages";

/** A visitor address of its own, so per-address rate limits never collide between tests. */
export function visitorAddress(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

/** A file for a form's file field. */
export type Upload = { bytes: Buffer; name?: string; type?: string };

/**
 * Posts a form as a browser without JavaScript does (no redirect followed):
 * multipart when it carries a file (or `multipart` is asked), else urlencoded.
 * A file field given as `null` is sent empty, as a form with no file chosen.
 */
export function postForm(
  base: string,
  path: string,
  fields: Record<string, string | string[]>,
  options: {
    cookie?: string;
    image?: Upload | null;
    multipart?: boolean;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  let body: FormData | URLSearchParams;
  if (options.image !== undefined || options.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      for (const one of [value].flat()) form.append(name, one);
    if (options.image === null) form.set("image", new Blob([]), "");
    else if (options.image)
      form.set(
        "image",
        new Blob([new Uint8Array(options.image.bytes)], { type: options.image.type ?? "image/png" }),
        options.image.name ?? "image.png",
      );
    body = form;
  } else {
    body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      for (const one of [value].flat()) body.append(name, one);
  }
  return fetch(`${base}${path}`, { method: "POST", body, headers, redirect: "manual" });
}

/** A page as a visitor gets it (no session: the page cache may answer): status, validator and HTML. */
export async function visit(base: string, path: string) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, etag: response.headers.get("etag"), html: await response.text() };
}

/** A contact message every field of which is valid; tests change what they test. */
export const validMessage = {
  name: "Dilan Karim",
  email: "dilan@example.com",
  phone: "+964 750 555 1234",
  subject: "A new website",
  message: "We would like a website in three languages.",
};

/**
 * Sends the contact form without JavaScript (or, with `_enhanced`, as the page's script does), from an
 * address of its own unless one is given.
 */
export function sendMessage(
  base: string,
  fields: Partial<Record<keyof typeof validMessage | "website" | typeof ENHANCED_FIELD, string>> = {},
  { lng = fallbackLanguage, address = visitorAddress() }: { lng?: string; address?: string } = {},
): Promise<Response> {
  return postForm(
    base,
    `/?index&lng=${lng}`,
    { ...validMessage, ...fields },
    { headers: { "X-Forwarded-For": address } },
  );
}

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * One HTTP request over a plain socket, for what fetch will not send (a
 * TRACE, an odd Host, a 50 MB body streamed lazily, a chunked body). The
 * answer is read as soon as it comes, even if the server stops reading the
 * body early, as it should for a refused upload.
 */
export function rawRequest(
  base: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer | { repeat: string; bytes: number };
    chunked?: boolean;
  },
): Promise<RawResponse> {
  const url = new URL(base);
  const body = options.body;
  const headers: Record<string, string | number> = { ...options.headers };
  const length =
    body === undefined
      ? 0
      : typeof body === "string" || Buffer.isBuffer(body)
        ? Buffer.byteLength(body)
        : body.bytes;
  if (
    !options.chunked &&
    body !== undefined &&
    !Object.keys(headers).some((h) => h.toLowerCase() === "content-length")
  )
    headers["Content-Length"] = length;
  if (options.chunked) headers["Transfer-Encoding"] = "chunked";
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: url.hostname,
      port: url.port,
      method: options.method ?? "GET",
      path: options.path,
      headers,
      setHost: !Object.keys(headers).some((h) => h.toLowerCase() === "host"),
    });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        request.destroy();
      });
    });
    // The server may close the connection before the whole body is sent.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (body === undefined) return void request.end();
    if (typeof body === "string" || Buffer.isBuffer(body)) return void request.end(body);
    const chunk = Buffer.from(body.repeat.repeat(Math.ceil(65536 / body.repeat.length)));
    let sent = 0;
    const pump = () => {
      while (sent < body.bytes && !answered && !request.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, body.bytes - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

/** The name=value pairs of a response's Set-Cookie headers, as a Cookie header sends them back. */
export function cookiesOf(response: Response, name?: string): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => name === undefined || pair.startsWith(`${name}=`))
    .join("; ");
}

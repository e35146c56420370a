import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { startCaddy } from "../../scripts/lib/caddy.mjs";

export { startCaddy } from "../../scripts/lib/caddy.mjs";
export { freePort } from "../../scripts/lib/free-port.mjs";

export type Caddy = Awaited<ReturnType<typeof startCaddy>>;

/** The site's name resolves to this machine, as DNS would send a visitor to the server. */
const toLoopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

export type CaddyAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every header as sent, name then value: a header sent twice shows twice. */
  rawHeaders: string[];
  body: string;
  /** The Set-Cookie headers. */
  cookies: string[];
};

/**
 * One request to Caddy by the site's name, as a browser sends it: over HTTPS (trusting only the
 * internal CA of that Caddy) or plain HTTP, from a loopback address of its own (`from`: 127.0.0.2,
 * 127.0.0.3, …, a distinct visitor), with any headers, X-Forwarded-* included.
 */
export function viaCaddy(
  caddy: Caddy,
  domain: string,
  options: {
    scheme?: "https" | "http";
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    from?: string;
  },
): Promise<CaddyAnswer> {
  const secure = (options.scheme ?? "https") === "https";
  const transport = secure ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      {
        host: domain,
        port: secure ? caddy.httpsPort : caddy.httpPort,
        lookup: toLoopback,
        localAddress: options.from,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        ...(secure ? { ca: caddy.rootCertificate, servername: domain, agent: false } : { agent: false }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks).toString("utf8"),
            cookies: [response.headers["set-cookie"] ?? []].flat(),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** The values of one header as the answer carried them (every copy). */
export function headerValues(answer: CaddyAnswer, name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2)
    if (answer.rawHeaders[i]!.toLowerCase() === name.toLowerCase()) values.push(answer.rawHeaders[i + 1]!);
  return values;
}

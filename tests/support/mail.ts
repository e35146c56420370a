import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { scaled } from "./timeouts";

/**
 * A real SMTP server a test runs (smtp-server, plain SMTP on loopback), and the few MIME parts the
 * tests read of what it received (mailparser could not be installed: docs/decisions/010-inbox-and-mail.md).
 */
export type Received = { from: string; to: string[]; raw: string; at: number };

/**
 * The site's settings for sending through a test's SMTP server (`mail.port`): the sender, the office's
 * address(es) told of messages, and retries after half a second.
 */
export const siteMailSettings = (mail: { port: number }, notify = "office@zagros.test") => ({
  SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
  NOTIFY_EMAIL: notify,
  MAIL_FROM: "website@zagros.test",
  MAIL_RETRY_SECONDS: "0.5",
});

/** An SMTP server on a port of its own; it can be stopped and started again on the same port. */
export async function startMailServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"], // plain SMTP on loopback
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject); // a port in use is an error, never someone else's server
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a received mail, unfolded and with RFC 2047 encoded words decoded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
}
export const headerNames = (raw: string) =>
  raw
    .split(/\r?\n\r?\n/)[0]!
    .split(/\r?\n/)
    .filter((line) => /^[^\s:]+:/.test(line))
    .map((line) => line.split(":")[0]!.toLowerCase());

function decodeWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, encoding: string, data: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** The plain-text body, decoded from quoted-printable or base64. */
export function body(raw: string): string {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const text = rest.join("\n\n");
  const encoding = header(raw, "Content-Transfer-Encoding")?.toLowerCase();
  if (encoding === "base64") return Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8").replace(/\r\n/g, "\n");
  }
  return text.replace(/\r\n/g, "\n");
}

/** One part of a multipart mail (a mail of text and HTML), decoded; a single-part mail of that type is itself. */
export function part(raw: string, type: "text/plain" | "text/html"): string {
  const contentType = header(raw, "Content-Type") ?? "";
  const boundary = /boundary="?([^";\s]+)"?/i.exec(contentType)?.[1];
  if (!boundary) {
    if (!contentType.toLowerCase().startsWith(type))
      throw new Error(`The mail is ${contentType}, not ${type}`);
    return body(raw);
  }
  const parts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((text) => text.replace(/^\r?\n/, ""));
  const found = parts.find((candidate) => header(candidate, "Content-Type")?.toLowerCase().startsWith(type));
  if (found === undefined) throw new Error(`The mail has no ${type} part`);
  return body(found);
}

export async function waitFor<T>(
  what: string,
  find: () => T | undefined,
  timeoutMs = scaled(20_000),
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

import type { IncomingMessage } from "node:http";
import morgan from "morgan";

/** Query parameters that are secrets: a password reset link's token opens the account it was sent for. */
const SECRET_PARAMETERS = ["token"];

/** The request's path and query as the access log writes it: a secret's value is left out. */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const pairs = url.slice(queryStart + 1).split("&");
  const hidden = pairs.map((pair) => {
    const name = pair.split("=", 1)[0]!;
    return SECRET_PARAMETERS.includes(decodedName(name)) ? `${name}=…` : pair;
  });
  return `${url.slice(0, queryStart)}?${hidden.join("&")}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll("+", " "));
  } catch {
    return name;
  }
}

morgan.token("logged-url", (request: IncomingMessage & { originalUrl?: string }) =>
  loggedUrl(request.originalUrl ?? request.url ?? ""),
);

/** morgan's "tiny" line, with the secrets of the address left out (loggedUrl). */
export const ACCESS_LOG_FORMAT = ":method :logged-url :status :res[content-length] - :response-time ms";

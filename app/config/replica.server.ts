import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where Litestream copies the database's WAL (LITESTREAM_REPLICA_URL, and `npm run restore --
 * --from-replica URL`): a folder (a mounted volume, another disk) or a bucket on S3-compatible
 * storage. The URL's form is Litestream's own (its later releases read the same query
 * parameters), so an address written for one works for the other.
 */
export type ReplicaTarget =
  | { kind: "file"; url: string; folder: string }
  | {
      kind: "s3";
      url: string;
      bucket: string;
      /** Folder inside the bucket, without a leading slash ("" for the bucket's root). */
      path: string;
      /** An S3-compatible service's address (https://…); none means Amazon S3 itself. */
      endpoint?: string;
      region?: string;
      forcePathStyle?: boolean;
    };

export const REPLICA_URL_FORMS =
  "file:///absolute/folder or s3://bucket/folder (with ?endpoint=https://…&region=… for S3-compatible storage)";

const S3_OPTIONS = new Set(["endpoint", "region", "force-path-style", "forcePathStyle"]);

/** The target an address stands for, or why it cannot be one (a sentence without the address). */
export function parseReplicaUrl(value: string): ReplicaTarget | { problem: string } {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { problem: `must be ${REPLICA_URL_FORMS}` };
  }
  if (url.username || url.password) {
    return {
      problem:
        "must not carry credentials: give them as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (they stay out of the logs)",
    };
  }
  if (url.protocol === "file:") {
    // file://backups/site would be the host "backups": only a full path is unambiguous.
    if (url.host !== "" && url.host !== "localhost") {
      return { problem: "must be a folder's full path, with three slashes: file:///srv/replica/site" };
    }
    if (url.search || url.hash) return { problem: "a file:// address takes no ?options" };
    const folder = path.resolve(fileURLToPath(url));
    if (folder === path.parse(folder).root) return { problem: "must name a folder, not the root folder" };
    return { kind: "file", url: `file://${folder}`, folder };
  }
  if (url.protocol === "s3:") {
    if (!url.hostname) return { problem: "must name the bucket: s3://bucket/folder" };
    if (url.hash) return { problem: "an s3:// address takes no #fragment" };
    for (const key of url.searchParams.keys()) {
      if (!S3_OPTIONS.has(key)) {
        return { problem: `does not know the option "${key}" (known: endpoint, region, force-path-style)` };
      }
    }
    const endpoint = url.searchParams.get("endpoint") ?? undefined;
    let endpointUrl: string | undefined;
    if (endpoint !== undefined) {
      try {
        const parsed = new URL(/^[a-z]+:\/\//i.test(endpoint) ? endpoint : `https://${endpoint}`);
        if (!["http:", "https:"].includes(parsed.protocol)) throw new Error("not http");
        endpointUrl = parsed.origin;
      } catch {
        return {
          problem: "has an endpoint that is not an http(s) address: ?endpoint=https://s3.example.com",
        };
      }
    }
    const style = url.searchParams.get("force-path-style") ?? url.searchParams.get("forcePathStyle");
    if (style !== null && !["true", "false"].includes(style)) {
      return { problem: "force-path-style must be true or false" };
    }
    return {
      kind: "s3",
      url: url.href,
      bucket: url.host,
      path: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ""),
      endpoint: endpointUrl,
      region: url.searchParams.get("region") || undefined,
      forcePathStyle: style === null ? undefined : style === "true",
    };
  }
  return { problem: `must be ${REPLICA_URL_FORMS}; got a ${url.protocol}// address` };
}

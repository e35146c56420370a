import { randomBytes } from "node:crypto";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { UPLOADS_KEY_PREFIX, type UploadStorage } from "~/config/upload-storage.server";
import { contentTypeOf, IMMUTABLE_CACHE_CONTROL } from "~/content/stored-image";
import { StorageUnavailableError, type UploadStore } from "./upload-store-contract.server";

type S3Storage = Extract<UploadStorage, { kind: "s3" }>;

/** The setting most likely wrong when the service answers this way (for the one line at start). */
function variableToBlame(error: unknown, storage: S3Storage): string {
  const name = error instanceof S3ServiceException ? error.name : "";
  if (name === "NoSuchBucket") return "S3_BUCKET";
  if (/AccessDenied|InvalidAccessKeyId|SignatureDoesNotMatch|Forbidden/.test(name)) {
    return "AWS_ACCESS_KEY_ID";
  }
  if (/AuthorizationHeaderMalformed|PermanentRedirect|IllegalLocationConstraint/.test(name))
    return "S3_REGION";
  return storage.endpoint ? "S3_ENDPOINT" : "S3_REGION";
}

/**
 * A bucket on S3-compatible storage (S3_BUCKET): each file is the object `uploads/<name>`, which
 * browsers load straight from the bucket or the CDN before it (UPLOADS_PUBLIC_URL). A PUT is
 * whole or nothing by itself. An unreachable or refusing service throws StorageUnavailableError
 * after one retry, within seconds: an upload waits for it, a visitor never does.
 */
export function s3Store(storage: S3Storage): UploadStore {
  const client = new S3Client({
    region: storage.region,
    endpoint: storage.endpoint,
    // S3-compatible services are addressed by path (one host, no DNS name per bucket).
    forcePathStyle: storage.endpoint !== undefined,
    credentials: storage.credentials,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  const Bucket = storage.bucket;
  const key = (name: string) => `${UPLOADS_KEY_PREFIX}${name}`;
  const description = `the bucket ${Bucket}`;

  /** Runs one request; anything but the answers a caller expects becomes StorageUnavailableError. */
  async function send<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const reason =
        error instanceof S3ServiceException
          ? `${error.name} (${error.$metadata.httpStatusCode ?? "no status"})`
          : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);
      throw new StorageUnavailableError(`Could not ${what} in ${description}: ${reason}`, {
        cause: error,
        variable: variableToBlame(error, storage),
      });
    }
  }
  const notFound = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound");

  const store: UploadStore = {
    description,
    async put(name, bytes) {
      await send(`store ${name}`, () =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: key(name),
            Body: bytes,
            ContentType: contentTypeOf(name),
            // Names change with their content: what a browser or a CDN keeps never goes stale.
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          }),
        ),
      );
    },
    async read(name) {
      return send(`read ${name}`, async () => {
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
          return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
        } catch (error) {
          if (notFound(error)) return undefined;
          throw error;
        }
      });
    },
    async remove(name) {
      // S3 answers a DELETE of a missing key with success too.
      await send(`remove ${name}`, () => client.send(new DeleteObjectCommand({ Bucket, Key: key(name) })));
    },
    async list() {
      return send("list the files", async () => {
        const names: string[] = [];
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket, Prefix: UPLOADS_KEY_PREFIX, ContinuationToken }),
          );
          for (const object of page.Contents ?? []) {
            const name = object.Key?.slice(UPLOADS_KEY_PREFIX.length);
            if (name && !name.includes("/")) names.push(name);
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
        return names;
      });
    },
    async exists(name) {
      return send(`look for ${name}`, async () => {
        try {
          await client.send(new HeadObjectCommand({ Bucket, Key: key(name) }));
          return true;
        } catch (error) {
          if (notFound(error)) return false;
          throw error;
        }
      });
    },
    async size(name) {
      return send(`look for ${name}`, async () => {
        try {
          return (await client.send(new HeadObjectCommand({ Bucket, Key: key(name) }))).ContentLength;
        } catch (error) {
          if (notFound(error)) return undefined;
          throw error;
        }
      });
    },
    async isWritable() {
      const probe = `.write-check-${randomBytes(6).toString("hex")}.tmp`;
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key(probe), Body: "ok" }));
        await client.send(new DeleteObjectCommand({ Bucket, Key: key(probe) }));
        return true;
      } catch {
        return false;
      }
    },
  };
  return store;
}

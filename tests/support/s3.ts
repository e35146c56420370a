import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * A real S3-compatible server (s3rver, from the npm registry) on this machine, for the S3 upload
 * store: its objects are files in a temporary folder. `stop()` is an outage (the port refuses
 * connections), `start()` brings it back on the same port with the same objects; `remove()` ends it
 * and its folder.
 */
export class S3Server {
  readonly bucket = "site-images";
  private server: S3rver | undefined;
  private constructor(
    readonly folder: string,
    private port: number,
  ) {}

  static async start(): Promise<S3Server> {
    const s3 = new S3Server(mkdtempSync(path.join(tmpdir(), "site-s3-")), 0);
    await s3.start();
    return s3;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The site's settings for uploads in this server's bucket. */
  env(more: Record<string, string> = {}): Record<string, string> {
    return {
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: this.endpoint,
      S3_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      ...more,
    };
  }

  async start(): Promise<void> {
    const server = new S3rver({
      address: "127.0.0.1",
      port: this.port,
      silent: true,
      directory: this.folder,
      configureBuckets: [{ name: this.bucket, configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    this.port = address.port;
    this.server = server;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.folder, { recursive: true, force: true });
  }

  /** The names of the files under uploads/ in the bucket, sorted (asked over HTTP, as any client would). */
  async files(): Promise<string[]> {
    const answer = await fetch(`${this.endpoint}/${this.bucket}?list-type=2&prefix=uploads/`);
    if (!answer.ok) throw new Error(`Listing the bucket answered ${answer.status}`);
    const xml = await answer.text();
    return [...xml.matchAll(/<Key>uploads\/([^<]+)<\/Key>/g)].map((match) => match[1]!).sort();
  }
}

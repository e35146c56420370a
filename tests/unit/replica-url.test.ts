import { describe, expect, it } from "vitest";
import { parseReplicaUrl } from "~/config/replica.server";
import { litestreamConfig } from "~/lib/litestream.server";

describe("LITESTREAM_REPLICA_URL", () => {
  it("reads a folder and a bucket, in Litestream's own form", () => {
    expect(parseReplicaUrl("file:///srv/replica/site")).toEqual({
      kind: "file",
      url: "file:///srv/replica/site",
      folder: "/srv/replica/site",
    });
    expect(parseReplicaUrl("s3://backups/zagros/site?endpoint=s3.example.com:9000&region=eu-1")).toEqual({
      kind: "s3",
      url: "s3://backups/zagros/site?endpoint=s3.example.com:9000&region=eu-1",
      bucket: "backups",
      path: "zagros/site",
      endpoint: "https://s3.example.com:9000",
      region: "eu-1",
      forcePathStyle: undefined,
    });
    expect(
      parseReplicaUrl("s3://backups?endpoint=http://127.0.0.1:9000&force-path-style=true"),
    ).toMatchObject({
      bucket: "backups",
      path: "",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
    });
  });

  it.each([
    ["", /must be file:\/\/\/absolute\/folder or s3:\/\//],
    ["/srv/replica", /must be file:\/\/\/absolute\/folder/],
    ["https://example.com/replica", /got a https:\/\/ address/],
    ["file://replica/site", /full path, with three slashes/],
    ["file:///", /not the root folder/],
    ["file:///srv/replica?x=1", /takes no \?options/],
    ["s3:///site", /must name the bucket/],
    ["s3://user:secret@bucket/site", /must not carry credentials/],
    ["s3://bucket/site?storage-class=GLACIER", /does not know the option "storage-class"/],
    ["s3://bucket/site?endpoint=ftp://host", /endpoint that is not an http\(s\) address/],
    ["s3://bucket/site?force-path-style=yes", /force-path-style must be true or false/],
  ])("refuses %j", (value, problem) => {
    const parsed = parseReplicaUrl(value);
    expect(parsed).toHaveProperty("problem");
    expect((parsed as { problem: string }).problem).toMatch(problem);
  });
});

describe("Litestream's configuration", () => {
  it("one database, one replica, the interval for both looks and copies, no credentials", () => {
    const target = parseReplicaUrl("s3://backups/site?endpoint=http://127.0.0.1:9000&region=us-east-1");
    if ("problem" in target) throw new Error(target.problem);
    expect(
      JSON.parse(
        litestreamConfig({
          binary: "litestream",
          databasePath: "/data/site.db",
          target,
          syncIntervalSeconds: 0.5,
        }),
      ),
    ).toEqual({
      logging: { type: "json", level: "info" },
      dbs: [
        {
          path: "/data/site.db",
          "monitor-interval": "500ms",
          replicas: [
            {
              type: "s3",
              bucket: "backups",
              path: "site",
              endpoint: "http://127.0.0.1:9000",
              region: "us-east-1",
              "sync-interval": "500ms",
            },
          ],
        },
      ],
    });
  });
});

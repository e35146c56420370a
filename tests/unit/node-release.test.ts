import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

/**
 * One Node release everywhere (docs/decisions/024-node-lts.md): .node-version (what CI fetches), the
 * engines range and the image's base, pinned by digest.
 */
const nodeVersion = readFileSync(".node-version", "utf8").trim();

test("package.json's engines take the release of .node-version", () => {
  const { engines } = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };
  const major = nodeVersion.split(".")[0];
  expect(engines.node).toBe(`>=${major} <${Number(major) + 1}`);
});

test("the image is built on that release, pinned by digest, in every stage that starts from Node", () => {
  const dockerfile = readFileSync("Dockerfile", "utf8");
  const base = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1];
  expect(base).toMatch(
    new RegExp(`^node:${nodeVersion.replace(/\./g, "\\.")}-bookworm-slim@sha256:[0-9a-f]{64}$`),
  );
  const stages = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
  expect(stages.filter((image) => image!.startsWith("node:"))).toEqual([]);
  expect(stages).toContain("${NODE_IMAGE}");
});

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

test("every stage started from the Node image installs libatomic1 before it runs Node", () => {
  // Node 26's binary links libatomic.so.1: a base without it fails at the first `node` or `npm` (exit 127).
  const dockerfile = readFileSync("Dockerfile", "utf8");
  const stages = dockerfile.split(/^(?=FROM )/m).filter((stage) => stage.startsWith("FROM ${NODE_IMAGE}"));
  expect(stages.map((stage) => /^FROM \S+ AS (\S+)/.exec(stage)?.[1])).toEqual(["deps", "runtime"]);
  for (const stage of stages) {
    const firstRun = /^RUN ((?:[^\n]*\\\n)*[^\n]*)/m.exec(stage)?.[1] ?? "";
    expect(firstRun).toMatch(/apt-get install -y --no-install-recommends [^\n\\]*\blibatomic1\b/);
    expect(firstRun).not.toMatch(/\b(node|npm)\b/);
  }
});

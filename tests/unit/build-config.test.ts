import { describe, expect, it } from "vitest";
import type { ConfigEnv, Rollup, UserConfig } from "vite";
import viteConfig from "../../vite.config";

const configFor = (isSsrBuild: boolean) =>
  (viteConfig as (env: ConfigEnv) => UserConfig)({ command: "build", mode: "production", isSsrBuild });

describe("the build's output", () => {
  it("is quiet: warnings and errors only, not the table of every file", () => {
    expect(configFor(false).logLevel).toBe("warn");
  });

  it.each([false, true])(
    "drops the warnings that say nothing about our code, keeps the rest (SSR: %s)",
    (ssr) => {
      const onwarn = configFor(ssr).build?.rollupOptions?.onwarn;
      expect(onwarn).toBeTypeOf("function");
      const shown: string[] = [];
      const warn: Rollup.LoggingFunction = (log) => {
        const warning = typeof log === "function" ? log() : log;
        shown.push(typeof warning === "string" ? warning : String(warning.code));
      };
      const call = (warning: Rollup.RollupLog) => onwarn!(warning, warn);
      call({ code: "EMPTY_BUNDLE", message: 'Generated an empty chunk: "healthz".' });
      call({ code: "INVALID_ANNOTATION", id: "/app/node_modules/zod/v4/core/util.js", message: "A comment" });
      call({ code: "INVALID_ANNOTATION", id: "/app/app/lib/meta.ts", message: "A comment" });
      call({ code: "EVAL", id: "/app/app/lib/meta.ts", message: "Use of eval" });
      call({ code: "CIRCULAR_DEPENDENCY", message: "Circular dependency" });
      expect(shown).toEqual(["INVALID_ANNOTATION", "EVAL", "CIRCULAR_DEPENDENCY"]);
    },
  );
});

// @ts-check
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of app/, lowest first (docs/decisions/018-layers.md). A folder may import from its own
 * layer and the layers below it, never from one above: `db/` never reaches into `admin/`.
 * Assets (`images/`, `fonts/`) are leaves anyone may import.
 */
const LAYERS = [
  ["i18n"],
  ["config"],
  ["content"],
  ["db"],
  ["lib", "enhance"],
  ["media"],
  ["mail"],
  ["site", "contact"],
  ["components", "styles"],
  ["admin"],
  ["routes", "public-routes", "root.tsx"],
  ["server", "ops", "entry.server.tsx", "entry.client.tsx"],
];

/** One zone per layer: nothing in it imports from any layer above. */
const layerZones = LAYERS.slice(0, -1).map((layer, index) => ({
  target: layer.map((folder) => `./app/${folder}`),
  from: LAYERS.slice(index + 1)
    .flat()
    .map((folder) => `./app/${folder}`),
  message: `${layer.join(", ")} is below what it imports (docs/decisions/018-layers.md).`,
}));

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "public/", "test-results/", "playwright-report/", ".scratch/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ["eslint.config.js"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      // A promise nobody awaits fails silently: an unsaved record, an unsent mail.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Input cleaning matches control characters on purpose (validation.ts, redirect.ts).
      "no-control-regex": "off",
    },
  },
  {
    // The public pages' script runs without React or Remix (docs/decisions/038-public-pages-without-react.md).
    files: ["app/enhance/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "react",
                "react-dom",
                "react-dom/*",
                "@remix-run/*",
                "@tabler/*",
                "*.server",
                "~/server/*",
              ],
              message: "The public pages' script stays small: the DOM and the site's plain modules only.",
            },
          ],
        },
      ],
    },
  },
  {
    // Public pages are rendered on the server only (docs/decisions/038-public-pages-without-react.md): a
    // state, an effect or an event handler here would never run in the browser. Behaviour goes in app/enhance/.
    files: [
      "app/components/**/*.tsx",
      "app/contact/**/*.tsx",
      "app/routes/**/*.tsx",
      "app/public-routes/**/*.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react",
              importNames: [
                "useEffect",
                "useLayoutEffect",
                "useState",
                "useReducer",
                "useRef",
                "useSyncExternalStore",
              ],
              message:
                "Public pages never run React in the browser: behaviour goes in app/enhance/ (note 038).",
            },
            {
              name: "@remix-run/react",
              importNames: ["useFetcher", "useNavigation", "useSubmit", "useRevalidator", "useBeforeUnload"],
              message: "Public pages never run React in the browser: use a plain form (note 038).",
            },
          ],
          patterns: [
            {
              group: ["~/lib/use-hydrated"],
              message: "Public pages never hydrate (note 038).",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name=/^on[A-Z]/]",
          message:
            "Public pages never run React in the browser: an event handler goes in app/enhance/ (note 038).",
        },
      ],
    },
  },
  {
    // The site's database is read and written by db/ only (docs/decisions/018-layers.md).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/db/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["better-sqlite3", "drizzle-orm", "drizzle-orm/*"],
              allowTypeImports: true,
              message: "Read and write the database through a module of app/db/.",
            },
          ],
        },
      ],
    },
  },
);

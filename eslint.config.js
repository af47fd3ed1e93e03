// Lint: typescript-eslint (type-aware), React hooks, and the one-way import boundaries between src/ folders (engine and export depend only on contract; web never imports server) and between the web app's features.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import globals from "globals";

const forbid = (target, from, message) => ({ target, from, message });

// The web app's features (src/web/features/<feature>/), each one-way towards the others: a feature never imports
// another. What several features use lives below them (components/, hooks/, lib/, shared/<topic>/); a page that
// composes several features lives in app/pages/ (decision 0306).
const webFeatures = readdirSync(new URL("./src/web/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "data/**",
      "node_modules/**",
      "tests/artifacts/**",
      "bench/out/**",
      "src/server/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { "import-x": importX },
    // Boundaries and cycles concern our own modules; parsing bundled packages (PGlite's is megabytes) only costs time.
    settings: { "import-x/ignore": ["node_modules"] },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            forbid("./src/contract", "./src/!(contract)/**/*", "contract depends on nothing else"),
            forbid("./src/engine", "./src/!(contract|engine)/**/*", "engine depends only on contract"),
            forbid("./src/export", "./src/!(contract|export)/**/*", "export depends only on contract"),
            forbid(
              "./src/procore",
              "./src/!(contract|export|procore)/**/*",
              "procore depends only on contract and export",
            ),
            forbid("./src/web", "./src/!(contract|export|web)/**/*", "web depends only on contract and export"),
            forbid("./src/server", "./src/{web,cli}/**/*", "server never imports web or cli"),
            forbid("./src/cli", "./src/web/**/*", "cli never imports web"),
            forbid("./src/web/features", "./src/web/app/**/*", "features never import app/"),
            ...webFeatures.map((feature) =>
              forbid(
                `./src/web/features/${feature}`,
                `./src/web/features/!(${feature})/**/*`,
                "a feature never imports another feature: move what both use to shared/ or components/, or compose them in app/pages/",
              ),
            ),
            forbid(
              "./src/web/{components,hooks,lib,config,shared}/**/*",
              "./src/web/{features,app}/**/*",
              "components/, hooks/, lib/, config/ and shared/ never import features/ or app/",
            ),
          ],
        },
      ],
    },
  },
  {
    // The engine is used through its public module (src/engine/index.ts), never through the folders behind it; the
    // page-image thread alone uses src/engine/page-images.ts, so it starts without loading the rules.
    files: ["src/{server,cli,web}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+engine/(?!page-images$)",
              message: 'Import the engine through its public module (src/engine/index.ts): from ".../engine".',
            },
          ],
        },
      ],
      // The same for `import("…")`, which no-restricted-imports does not look at.
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/^(\\.\\.\\/)+engine\\/(?!page-images$)/]",
          message: 'Import the engine through its public module (src/engine/index.ts): from ".../engine".',
        },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    // The boundaries above need each import resolved to its file: TypeScript's extensions and the app's `@/` paths.
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".json"],
          tsconfig: { configFile: `${import.meta.dirname}/tsconfig.web.json` },
        }),
      ],
    },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
);

// Lint: typescript-eslint (type-aware), React hooks, and the one-way import boundaries between src/ folders (engine and export depend only on contract; web never imports server), between the web app's features and between the server's layers.
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

// The server's floors (decision 0310): db/ imports no other server folder; http/ (what every route module receives)
// imports only the floors below it; the features sit above both. Top-level files of src/server/ (config, the build's
// version, the data directory's modes) are below every folder; app.ts, main.ts and worker.ts compose it all.
const serverFloorsBelowHttp = ["db", "storage", "email", "logging"];
const serverLayers = [
  forbid(
    "./src/server/db",
    "./src/server/!(db)/**/*",
    "db/ imports no other server folder: what it needs lives in db/ or beside config, and what a feature makes of it (an HTTP answer, a type) is the feature's",
  ),
  forbid(
    "./src/server/http",
    `./src/server/!(http|${serverFloorsBelowHttp.join("|")})/**/*`,
    `http/ imports only ${serverFloorsBelowHttp.map((f) => `${f}/`).join(", ")}: a feature's piece that http/ needs moves below it or is handed in`,
  ),
  forbid(
    "./src/server/{storage,email,logging,queue}/**/*",
    "./src/server/!(db|storage|email|logging|queue)/**/*",
    "the server's other floors (storage/, email/, logging/, queue/) import only db/ and each other, never http/ or a feature",
  ),
  // Inside the features, the arrows that ran both ways point one way: scans belong to projects, the admin API reads
  // accounts, and a scan job's kinds share what they run with (scans/running/) instead of importing each other.
  forbid("./src/server/projects", "./src/server/scans/**/*", "projects/ never imports scans/ (scans import projects)"),
  forbid("./src/server/{account,auth}/**/*", "./src/server/admin/**/*", "account/ and auth/ never import admin/"),
  forbid("./src/server/auth", "./src/server/account/**/*", "auth/ never imports account/"),
  forbid("./src/server/projects", "./src/server/admin/**/*", "projects/ never imports admin/"),
  forbid(
    "./src/server/scans/ranges",
    "./src/server/scans/job/**/*",
    "scans/ranges/ never imports scans/job/: what both job kinds use lives in scans/running/",
  ),
  forbid(
    "./src/server/scans/running",
    "./src/server/scans/{job,ranges}/**/*",
    "scans/running/ is what every scan job kind shares: it never imports one of them",
  ),
];

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
              "./src/!(contract|export|integrations|procore)/**/*",
              "procore depends only on contract, export and integrations",
            ),
            forbid(
              "./src/integrations",
              "./src/!(contract|integrations)/**/*",
              "integrations (what the sends share) depends only on contract",
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
            ...serverLayers,
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
    // The boundaries above need each import resolved to its file; without a resolver import-x resolves no extensionless
    // TypeScript import, and the zones and no-cycle stay silent (decision 0310). The web app's files get their own below.
    files: ["src/**/*.ts"],
    ignores: ["src/web/**"],
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".js", ".json"],
          tsconfig: { configFile: `${import.meta.dirname}/tsconfig.json` },
        }),
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

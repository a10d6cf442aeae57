import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layers (docs/ARCHITECTURE.md): lib/core is pure and browser-safe; lib/ai and lib/server run on the server only;
// lib/client and components run in the browser. The authority is .dependency-cruiser.cjs, on the resolved graph
// (relative imports too; test/platform/layers.test.ts runs it). These zones repeat its rules on the import specifiers,
// for the editor's feedback as code is written: each lists what its modules may not import (tests aside).
const services = ["drizzle-orm", "drizzle-orm/*", "postgres", "@electric-sql/*", "stripe", "resend", "pino", "jose"];
const serverPackages = [...services, "next-auth", "next-auth/*", "@node-rs/*", "@react-pdf/*", "@ai-sdk/openai"];
const serverOnly = ["server-only", "node:*", "next/server", "next/headers", ...serverPackages];
const noApp = {
  group: ["@/app", "@/app/**"],
  message: "Nothing imports app/: move what is shared to lib/ or components/.",
};
const zone = (files, patterns, { ignores = [], paths = [] } = {}) => ({
  files,
  ignores: ["**/*.test.ts", "**/*.test.tsx", ...ignores],
  rules: { "no-restricted-imports": ["error", { patterns: [noApp, ...patterns], paths }] },
});
const layers = [
  zone(
    ["lib/core/**"],
    [
      {
        group: ["@/lib/server/**", "@/lib/ai/**", "@/lib/client/**", "@/db", "@/db/**", "@/components/**", "@/proxy"],
        message: "lib/core is pure: it imports nothing outside lib/core.",
      },
      {
        group: ["next", "next/*", "react", "react-dom", "react/*", "@ai-sdk/*", ...serverOnly],
        message: "lib/core is pure and browser-safe: no framework, Node or service imports.",
      },
      { group: ["../../**"], message: "Import another folder of lib/core by its @/lib/core/ path." },
    ],
    { paths: [{ name: "ai", allowTypeImports: true, message: "lib/core may use the AI SDK's types only." }] },
  ),
  zone(
    ["lib/client/**", "components/**"],
    [
      {
        group: ["@/lib/server/**", "@/lib/ai/**", "@/db", "@/db/**", ...serverOnly],
        message: "The browser's code never imports the server: types from lib/core/api, data through lib/client.",
      },
    ],
  ),
  zone(
    ["lib/server/http/**"],
    [
      {
        group: [
          "@/lib/server/*",
          "!@/lib/server/http",
          "!@/lib/server/log",
          "!@/lib/server/env",
          "!@/lib/server/process-global",
          "@/lib/server/*/**",
          "!@/lib/server/http/**",
          "!@/lib/server/log/**",
          "@/lib/ai/**",
          "@/db/*",
          "!@/db/unavailable",
          "@/components/**",
          "@/lib/client/**",
        ],
        message:
          "route() and its parts import no domain code: a domain module registers what it needs (afterEveryRequest).",
      },
    ],
    { paths: [{ name: "@/db", message: "route() never opens the database." }] },
  ),
  zone(
    ["lib/ai/**"],
    [
      {
        group: [
          "@/lib/server/*",
          "!@/lib/server/env",
          "!@/lib/server/log",
          "@/lib/server/*/**",
          "!@/lib/server/log/**",
          "@/db/**",
          "@/lib/client/**",
          "@/components/**",
        ],
        message:
          "lib/ai asks the model and checks its answer: no database, handlers or services (lib/server's env and log only).",
      },
    ],
    { paths: [{ name: "@/db", message: "lib/ai never opens the database." }] },
  ),
  zone(
    ["lib/server/**", "db/**", "proxy.ts", "instrumentation.ts"],
    [{ group: ["@/lib/client/**", "@/components/**"], message: "Server code never imports the browser's modules." }],
    { ignores: ["lib/server/http/**"] },
  ),
];

// No component function over 120 lines (issue 45). Lint counts every line a function spans, blank and comment lines
// too, as test/platform/code-budgets.ts counts them, so the two agree on each component's length; lint checks every
// function of a component file, the test the capitalised ones.
const COMPONENT_MAX_LINES = 120;
const componentFiles = ["components/**/*.tsx", "app/**/*.tsx"];
const maxLines = (max) => ["error", { max, skipBlankLines: false, skipComments: false }];
const componentLength = {
  files: componentFiles,
  ignores: ["**/*.test.tsx"],
  rules: { "max-lines-per-function": maxLines(COMPONENT_MAX_LINES) },
};

export default defineConfig([
  ...layers,
  ...nextVitals,
  ...nextTs,
  componentLength,
  {
    // One name per concept (issue 45): a report kind is a `kind` in the browser and the core, never a `slot` (the
    // ReportsProvider's holder for a kind's report) or a `validator` (only the tool page's address says that).
    files: ["components/**", "lib/client/**", "lib/core/**"],
    rules: { "id-denylist": ["error", "slot", "validator"] },
  },
  {
    // Request bodies are read only through lib/http (readJson, readText), which enforce the route's byte cap.
    files: ["app/**/*.ts", "app/**/*.tsx", "lib/**/*.ts"],
    ignores: ["lib/server/http/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name=/^(request|req)$/][callee.property.name=/^(json|text|formData|arrayBuffer|blob|bytes)$/]",
          message: "Read request bodies with readJson/readText from @/lib/http, which enforce the body cap.",
        },
      ],
    },
  },
  {
    // A type assertion (other than `as const`) tells the compiler to trust us: the application's source has one only
    // where a guard, `satisfies`, a parse or a better type cannot say it, each behind a disable that gives the reason
    // (`// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- why`). Tests build odd values on
    // purpose and are left out; test/platform/budgets.test.ts holds the count.
    files: [
      "app/**/*.{ts,tsx}",
      "components/**/*.{ts,tsx}",
      "lib/**/*.{ts,tsx}",
      "db/**/*.ts",
      "proxy.ts",
      "instrumentation.ts",
    ],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/consistent-type-assertions": ["error", { assertionStyle: "never" }] },
  },
  {
    // Every disable names its rule and says why, after ` -- `.
    plugins: comments.recommended.plugins,
    rules: {
      "@eslint-community/eslint-comments/require-description": "error",
      "@eslint-community/eslint-comments/no-unlimited-disable": "error",
    },
  },
  globalIgnores([
    "**/.next/**",
    ".data/**",
    ".e2e/**",
    ".test-reports/**",
    "out/**",
    "next-env.d.ts",
    "db/migrations/**",
    "test-results/**",
    "playwright-report/**",
    "bench/results/**",
    "bench/tmp/**",
  ]),
]);

// The layers of docs/ARCHITECTURE.md, on the import graph as it resolves (the tsconfig's `@/` paths, relative imports,
// index files, type imports too): test/platform/layers.test.ts cruises the project with these rules, and
// `npx depcruise .` prints the same. This is the authority; eslint.config.mjs's zones repeat it for the editor.
// Paths are regular expressions on resolved files (a package is its file under node_modules/, a Node module its name).
// A graph cannot see how an import is spelled: ESLint alone asks lib/core's folders to import each other by `@/`.

const tests = "\\.test\\.tsx?$";
/** Packages that need a server: Node's own modules are dependency type "core". */
const serverPackages =
  "^node_modules/(server-only|drizzle-orm|postgres|@electric-sql|stripe|resend|pino|jose|next-auth|@node-rs|@react-pdf|@ai-sdk/(openai|provider))/|^node_modules/next/(server|headers)\\.js$";
const typesOnly = ["type-only", "type-import"];

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import circle: split the module both sides need.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "Every import resolves to a file, or the rules below would miss it.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "core-is-pure",
      comment: "lib/core is pure and browser-safe: it imports lib/core, zod and the AI SDK's types, nothing else.",
      severity: "error",
      from: { path: "^lib/core/", pathNot: tests },
      to: { pathNot: "^(lib/core/|node_modules/(zod|ai)/)" },
    },
    {
      name: "core-ai-types-only",
      comment: "lib/core may use the AI SDK's types only (`import type`).",
      severity: "error",
      from: { path: "^lib/core/", pathNot: tests },
      to: { path: "^node_modules/ai/", dependencyTypesNot: typesOnly },
    },
    {
      name: "browser-not-to-server",
      comment: "The browser's code never imports the server: types from lib/core/api, data through lib/client.",
      severity: "error",
      from: { path: "^(lib/client|components)/", pathNot: tests },
      to: { path: ["^(lib/server|lib/ai|db)/", serverPackages] },
    },
    {
      name: "browser-not-to-node",
      comment: "The browser's code imports no Node module.",
      severity: "error",
      from: { path: "^(lib/client|components)/", pathNot: tests },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "route-knows-no-domain",
      comment:
        "route() and its parts import lib/core, lib/server's http, log, env and process-global, db/unavailable and " +
        "packages: a domain module registers what it needs (afterEveryRequest).",
      severity: "error",
      from: { path: "^lib/server/http/", pathNot: tests },
      to: {
        pathNot: [
          "^node_modules/",
          "^lib/core/",
          "^lib/server/(http|log)/",
          "^lib/server/(env|process-global)\\.ts$",
          "^db/unavailable\\.ts$",
        ],
        dependencyTypesNot: ["core"],
      },
    },
    {
      name: "ai-no-database-or-services",
      comment:
        "lib/ai asks the model and checks its answer: no database, handlers or services (lib/server's env and log only).",
      severity: "error",
      from: { path: "^lib/ai/", pathNot: tests },
      to: { path: "^(db|lib/server|lib/client|components)/", pathNot: "^lib/server/(env\\.ts$|log/)" },
    },
    {
      name: "server-not-to-browser",
      comment: "Server code never imports the browser's modules.",
      severity: "error",
      from: { path: "^(lib/server/|db/|proxy\\.ts$|instrumentation\\.ts$)", pathNot: ["^lib/server/http/", tests] },
      to: { path: "^(lib/client|components)/" },
    },
    {
      name: "nothing-imports-app",
      comment: "Nothing imports app/: move what is shared to lib/ or components/.",
      severity: "error",
      from: { pathNot: ["^(app|test|e2e)/", tests] },
      to: { path: "^app/" },
    },
  ],
  options: {
    doNotFollow: { path: "^node_modules/" },
    exclude: { path: "^(\\.next|\\.data|\\.e2e|\\.test-reports|bench|scripts|test-results|playwright-report|out)/" },
    // Type-only imports are edges too, marked "type-only" (the rules above let lib/core have the AI SDK's that way).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};

import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
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

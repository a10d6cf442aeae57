import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".data/**",
    ".e2e/**",
    ".test-reports/**",
    "out/**",
    "next-env.d.ts",
    "db/migrations/**",
    "test-results/**",
    "playwright-report/**",
    "bench/results/**",
  ]),
]);

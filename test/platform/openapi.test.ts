import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { calls, type CallName } from "@/lib/core/api/calls";
import { contract, type CallSchemas } from "@/lib/core/api/contract";
import { openApiDocument } from "@/lib/core/api/openapi";

// Issue 45: the contract as code. docs/openapi.json is generated from lib/core/api's call table and contract; it must
// be what they say today, and the calls whose schemas still live beside their handlers may only become fewer.

/** Calls whose query or body schema is still outside lib/core/api (contract.ts's `parsedIn`): a ceiling. */
const PARSED_ELSEWHERE_CEILING = 0;

describe("docs/openapi.json", () => {
  it("is what lib/core/api says (npm run openapi writes it)", () => {
    const committed: unknown = JSON.parse(readFileSync("docs/openapi.json", "utf8"));
    expect(committed, "docs/openapi.json is stale: run `npm run openapi`").toEqual(
      JSON.parse(JSON.stringify(openApiDocument())),
    );
  });

  it("has an operation for every call, with its schemas", () => {
    const { paths } = openApiDocument();
    const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(Object.keys(calls).sort());
    const ask = paths["/api/data/reports/{id}/chat"]!.post!;
    expect(ask.requestBody?.content["application/json"].schema).toMatchObject({
      type: "object",
      properties: { message: { type: "object", required: ["role", "parts"] } },
    });
    expect(paths["/api/data/saved-reports"]!.get!.parameters.map((parameter) => parameter.name)).toContain("pp_page");
  });

  it("leaves fewer calls parsed outside the contract, never more", () => {
    const elsewhere = (Object.keys(contract) as CallName[]).filter((name) => "parsedIn" in contract[name]);
    const listed = elsewhere.map((name) => `${name} (${calls[name].method} ${calls[name].path})`).join("\n");
    expect(elsewhere.length, `over the ceiling: move the schema into lib/core/api\n${listed}`).toBeLessThanOrEqual(
      PARSED_ELSEWHERE_CEILING,
    );
    expect(elsewhere.length, `under the ceiling: lower PARSED_ELSEWHERE_CEILING to ${elsewhere.length}`).toBe(
      PARSED_ELSEWHERE_CEILING,
    );
  });
});

describe("the routes' parsing", () => {
  it("is the contract's schema, but in the files the contract says still parse with their own", () => {
    const allowed = new Set(
      Object.values(contract).flatMap((schemas: CallSchemas) => (schemas.parsedIn ? [schemas.parsedIn] : [])),
    );
    const sources = [...globSync("lib/server/**/*.ts"), ...globSync("app/api/**/*.ts")].filter(
      (file) => !file.endsWith(".test.ts") && !file.startsWith("lib/server/http/"),
    );
    const parses = sources.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bread(?:Json|Query)\(\s*request,\s*([\w.]+)/g)].map(
        ([, schema]) => `${file}: ${schema}`,
      ),
    );
    const ownSchemas = parses.filter((entry) => {
      const schema = entry.split(": ")[1]!;
      return !schema.startsWith("contract.") && schema !== "schema";
    });
    const unexpected = ownSchemas.filter((entry) => !allowed.has(entry.split(":")[0]!));
    expect(unexpected, "parse with contract.<call>.body or .query (lib/core/api/contract.ts)").toEqual([]);
    // The scan sees the routes' parsing: since every call parses with the contract's schemas, the contract's own.
    expect(parses.length).toBeGreaterThan(0);
  });
});

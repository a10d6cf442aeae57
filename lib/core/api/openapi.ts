import { z } from "zod";
import { omit } from "@/lib/core/objects";
import { site } from "@/lib/core/site";
import { callNames, calls, type Access, type Call, type CallName } from "./calls";
import { contract, type CallSchemas } from "./contract";

/**
 * The OpenAPI 3.1 document of the API, from the call table and the contract: each call's path, method, access, query
 * and body (JSON Schema from the zod schemas its handler parses with), and the refusals its shape implies. The prose
 * (what a call does, each message word for word) stays in docs/API.md. `npm run openapi` writes it to
 * docs/openapi.json; test/platform/openapi.test.ts fails when that file is stale.
 */

type JsonSchema = z.core.JSONSchema.BaseSchema;

/** A schema's JSON Schema as the client sends it (before defaults and transforms), without its dialect line. */
const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  omit(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }), "$schema");

const REFUSED = { $ref: "#/components/responses/refused" };
const refusedAnswer = {
  description: "Refused: `{ message }`, the exact messages are in docs/API.md",
  content: {
    "application/json": {
      schema: { type: "object", properties: { message: { type: "string" } }, required: ["message"] },
    },
  },
};

const SECURITY: Record<Access, { [scheme: string]: string[] }[] | undefined> = {
  none: [],
  session: [{ bearer: [] }, { accessCookie: [] }],
  plan: [{ bearer: [] }, { accessCookie: [] }],
  secret: undefined,
};

/** The refusals a call's shape implies: its access, its parameters, its input. */
function refusalsOf(call: Call, schemas: CallSchemas): string[] {
  const statuses = new Set<string>();
  if (schemas.body || schemas.query || call.path.includes("{")) statuses.add("400");
  if (call.access === "session" || call.access === "plan") statuses.add("401");
  if (call.access === "plan" || call.method !== "GET") statuses.add("403");
  if (call.path.includes("{")) statuses.add("404");
  if (schemas.body) (["413", "415"] as const).forEach((status) => statuses.add(status));
  return [...statuses].sort();
}

/** The path parameters that are ids (docs/API.md: a malformed one is 400, someone else's 404). */
const UUID_PARAMETERS = new Set(["id", "messageId", "signup"]);

function pathParameters(path: string) {
  return [...path.matchAll(/\{(?:\.\.\.)?([^}]+)\}/g)].flatMap(([, name]) =>
    name
      ? [
          {
            name,
            in: "path",
            required: true,
            schema: UUID_PARAMETERS.has(name) ? { type: "string", format: "uuid" } : { type: "string" },
          },
        ]
      : [],
  );
}

function queryParameters(schemas: CallSchemas) {
  if (!schemas.query) return [];
  const { properties = {}, required = [] } = jsonSchemaOf(schemas.query);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.includes(name),
    schema,
  }));
}

function operationOf(name: CallName) {
  const call: Call = calls[name];
  const schemas: CallSchemas = contract[name];
  return {
    operationId: name,
    tags: [call.path.split("/")[2] ?? "api"],
    ...(call.legacy ? { deprecated: true } : {}),
    ...(SECURITY[call.access] ? { security: SECURITY[call.access] } : {}),
    ...(call.access === "secret" ? { "x-access": "a secret of the caller's own (docs/API.md)" } : {}),
    ...(call.devOnly ? { "x-dev-only": true } : {}),
    ...(schemas.parsedIn ? { "x-schema-in": schemas.parsedIn } : {}),
    ...(schemas.external ? { "x-external": schemas.external } : {}),
    parameters: [...pathParameters(call.path), ...queryParameters(schemas)],
    ...(schemas.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchemaOf(schemas.body) } } } }
      : {}),
    responses: {
      "200": { description: "Success: the answer docs/API.md describes for this call" },
      ...Object.fromEntries(refusalsOf(call, schemas).map((status) => [status, REFUSED])),
    },
  };
}

export function openApiDocument() {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const name of callNames) {
    const { method, path } = calls[name];
    paths[path] = { ...paths[path], [method.toLowerCase()]: operationOf(name) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${site.name} API`,
      version: "1",
      description: "Generated from lib/core/api/calls.ts and contract.ts. What each call does: docs/API.md.",
    },
    components: {
      responses: { refused: refusedAnswer },
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        accessCookie: { type: "apiKey", in: "cookie", name: "__Host-ll_access" },
      },
    },
    paths,
  };
}

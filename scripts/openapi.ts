// `npm run openapi`: writes docs/openapi.json from lib/core/api (test/platform/openapi.test.ts fails when it is stale).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { openApiDocument } from "@/lib/core/api/openapi";

const file = path.resolve(import.meta.dirname, "../docs/openapi.json");
const options = { ...(await resolveConfig(file)), filepath: file };
writeFileSync(file, await format(JSON.stringify(openApiDocument()), options));
console.log(`wrote ${path.relative(process.cwd(), file)}`);

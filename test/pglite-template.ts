import { rmSync, writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "@/db/client";

/**
 * Vitest's global setup: one in-memory PGlite with every migration applied, dumped to the file that vitest.config.ts
 * names in PGLITE_DIR (`memory:<file>`), so each test file's database starts from it instead of migrating its own.
 */
export default async function setup() {
  const file = process.env.PGLITE_TEMPLATE_FILE;
  if (!file) throw new Error("vitest.config.ts sets PGLITE_TEMPLATE_FILE");
  const pglite = await PGlite.create();
  await openDatabase({ pglite });
  writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
  return () => rmSync(file, { force: true });
}

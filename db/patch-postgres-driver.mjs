// Mends a defect of postgres.js 3.4.9 (the latest release) in node_modules, at `npm install` (package.json's
// postinstall), in each of its builds (src: ESM, which Next bundles and Vitest runs; cjs; cf).
//
// A connection batches small writes behind a setImmediate, armed only while `nextWriteTimer` is null, and only that
// immediate, once it has written, sets it back to null. Issue 23: when the database went away under a transaction,
// postgres.js sent its rollback on the dead connection; the deferred write found no socket and threw a TypeError
// outside any caller (Next logged "uncaughtException" and carried on), before resetting `nextWriteTimer` and `chunk`.
// The connection never armed a write again: when the database was back, its start-up message waited behind the stale
// bytes, nothing was sent, and the request queued on it failed with CONNECT_TIMEOUT 10 s later (bench:faults: one
// to six 503s at 25 s, the database back at 15 s). closed() and terminate() left the same stale state when a socket
// closed with a write still pending. Upstream: porsager/postgres#1208, #1209; LanternOps/breeze#3225.
//
// The mend: a deferred write that finds no socket drops its bytes and rejects the queries they carried (meant for the
// closed socket) instead of throwing, and both teardowns forget a pending write. db/pool.test.ts ("right after an
// outage") fails without it. Also: a connection cut while it fetched the array types at start-up left that fetch's
// rejection unhandled; the query waiting on the connection fails with the same error, so it is caught and dropped.
//
//   node db/patch-postgres-driver.mjs [node_modules folder]   (idempotent; warns and leaves a file alone when its
//                                                              code is not the one this mends, e.g. after an upgrade)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const MARK = "/* launchlens: issue 23 */";

const EDITS = [
  {
    name: "terminate() forgets a buffered write",
    from: "    clearImmediate(nextWriteTimer)\n    if (socket) {",
    to: `    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null ${MARK}\n    if (socket) {`,
  },
  {
    name: "closed() forgets a buffered write",
    from: "    incomings = null\n    clearImmediate(nextWriteTimer)\n",
    to: `    incomings = null\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null ${MARK}\n`,
  },
  {
    name: "a deferred write without a socket rejects its queries",
    from: "  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)",
    to: [
      "  function nextWrite(fn) {",
      `    if (!socket) { ${MARK}`,
      "      nextWriteTimer !== null && clearImmediate(nextWriteTimer)",
      "      chunk = nextWriteTimer = null",
      "      const err = Errors.connection('CONNECTION_CLOSED', options)",
      "      query && queryError(query, err)",
      "      while (sent.length) queryError(sent.shift(), err)",
      "      return false",
      "    }",
      "    const x = socket.write(chunk, fn)",
    ].join("\n"),
  },
  {
    name: "a failed fetch of the array types is not an unhandled rejection",
    from: "        return fetchArrayTypes()\n",
    to: `        return fetchArrayTypes().catch(noop) ${MARK}\n`,
  },
];

/** Applies the edits to one connection.js; returns what it did, for the log line. */
export function patchSource(source) {
  let patched = source;
  const missing = [];
  for (const edit of EDITS) {
    if (patched.includes(edit.to)) continue;
    if (!patched.includes(edit.from)) {
      missing.push(edit.name);
      continue;
    }
    patched = patched.replace(edit.from, edit.to);
  }
  return { patched, missing };
}

export function patchPostgresDriver(nodeModules = path.resolve(import.meta.dirname, "..", "node_modules")) {
  const root = path.join(nodeModules, "postgres");
  if (!existsSync(path.join(root, "package.json"))) return;
  const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  for (const build of ["src", "cjs/src", "cf/src"]) {
    const file = path.join(root, build, "connection.js");
    if (!existsSync(file)) continue;
    const source = readFileSync(file, "utf8");
    const { patched, missing } = patchSource(source);
    if (missing.length) {
      console.warn(
        `postgres ${version}, ${build}/connection.js: not mended (${missing.join("; ")}: the code differs). See db/patch-postgres-driver.mjs.`,
      );
      continue;
    }
    if (patched !== source) writeFileSync(file, patched);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) patchPostgresDriver(process.argv[2]);

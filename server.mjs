// The production server (`npm start`): what `next start` does, plus the shutdown an operator expects. On SIGTERM or
// SIGINT it stops taking connections, lets every request in flight finish (a streamed generation included, up to
// its time limit), closes the database, and exits 0. `next start` drains too, but exits 143 and never closes the pool.
//
//   node server.mjs [-p PORT] [-H HOST]       PORT defaults to $PORT, then 3000; HOST to every interface
import { createServer } from "node:http";

// As `next start` does: this file serves the production build only, from the project's folder (next.config.ts and
// the migrations are found from the working directory), wherever it was started from.
process.env.NODE_ENV = "production";
process.chdir(import.meta.dirname);
const { default: next } = await import("next");
const { default: pino } = await import("pino");
const { lineFormat } = await import("./lib/server/log/line-format.mjs");

const flag = (short, long) => {
  const index = process.argv.findIndex((arg) => arg === short || arg === long);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const port = Number(flag("-p", "--port") ?? process.env.PORT ?? 3000);
const hostname = flag("-H", "--hostname");

// What the app opened, published by its start-up (instrumentation.ts → lib/server/lifecycle.ts), which Next.js runs just
// after the server starts listening.
const lifecycle = () => globalThis[Symbol.for("launchlens.lifecycle")];
// The app's own log format: one JSON line per event on stdout.
const logger = pino(
  { level: process.env.LOG_LEVEL || "info", ...lineFormat },
  // Written at once: the last lines come just before process.exit().
  pino.destination({ dest: 1, sync: true }),
);

// Set when a signal has come; from then on nothing new is started.
let stopping = null;
let server = null;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = signal;
    // Before the server listens, start-up itself stops (below).
    if (server) void shutdown(signal);
  });
}

// The TCP peer's address, for per-client throttling when no proxy's word is trusted (TRUST_PROXY=0, the default; see
// lib/server/http/client-address.ts). A client's own copy of the header is deleted first, and the mark on globalThis tells
// the app that this server set it (under `next dev` nothing does, and the header is ignored).
const PEER_HEADER = "x-launchlens-peer-address";
globalThis[Symbol.for("launchlens.peerAddressHeader")] = true;

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
if (stopping) await closeAndExit(Date.now());

// The methods the app answers. Next.js fails on others it receives (TRACE answered a bare 500 and logged a stack on
// every path, before any route ran): they get a 405 in the app's own shape here.
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const ALLOW = [...METHODS].join(", ");

function methodNotAllowed(request, response) {
  const api = /^\/api(\/|$|\?)/.test(request.url ?? "");
  response.writeHead(405, {
    Allow: ALLOW,
    "Cache-Control": "no-store",
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
  });
  response.end(
    api
      ? JSON.stringify({ message: `${request.method} is not allowed here. Calls take ${ALLOW}.` })
      : `${request.method} is not allowed here.`,
  );
}

server = createServer((request, response) => {
  if (!METHODS.has(request.method ?? "")) return methodNotAllowed(request, response);
  delete request.headers[PEER_HEADER];
  if (request.socket.remoteAddress) request.headers[PEER_HEADER] = request.socket.remoteAddress;
  // While draining, a kept-alive connection is closed after its answer, so that clients reconnect elsewhere.
  if (stopping) {
    response.setHeader("connection", "close");
    response.on("finish", () => server.closeIdleConnections());
  }
  handle(request, response);
});
server.listen(port, hostname, () =>
  logger.info({ port, hostname: hostname ?? "*" }, `launchlens: listening on port ${port}`),
);

async function shutdown(signal) {
  const started = Date.now();
  // Long enough for a generation that started just before the signal (AI_TIMEOUT_MS), and a little more. Read here,
  // after Next.js has loaded the .env files.
  const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || Number(process.env.AI_TIMEOUT_MS || 120_000) + 5_000);
  logger.info({ signal, graceMs }, "shutdown: no new connections; waiting for the requests in flight");
  const drained = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const overdue = setTimeout(() => {
    logger.warn({ graceMs }, "shutdown: grace period over, closing the connections still open");
    server.closeAllConnections();
  }, graceMs);
  await drained;
  clearTimeout(overdue);
  await closeAndExit(started);
}

async function closeAndExit(started) {
  try {
    await app.close(); // work Next.js still runs after responses (after())
    await lifecycle()?.close();
  } catch (error) {
    logger.error({ err: error }, "shutdown: closing failed");
    process.exit(1);
  }
  logger.info({ durationMs: Date.now() - started }, "shutdown: done, database closed");
  process.exit(0);
}

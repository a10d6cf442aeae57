// Simulated founders for bench/load.mjs and bench/faults.mjs: each signs up (once, not measured), signs in, then
// until the time is up lists its reports, reads one, saves a report and generates a validation with the demo model,
// as the app's pages would, with an optional pause between clicks (think time). Every answer is recorded per call: latency, status and, for saves answered 201, the id.
import http from "node:http";
import { API_PASSWORD, signUpThroughApi } from "../test/http-account.mjs";
import { quantile } from "./lib.mjs";

const IDEA = "A booking app for independent dog groomers that fills last-minute cancellations from a waitlist.";
/** A request still unanswered after this long is a hang (the statement timeout is 10 s). */
export const HANG_MS = 15_000;

/** Per call: latencies of the answered requests, statuses, and the failures with when they happened. */
export class Recorder {
  constructor() {
    this.calls = new Map();
    this.savedIds = [];
  }

  call(name) {
    if (!this.calls.has(name)) this.calls.set(name, { latencies: [], statuses: new Map(), failures: [], answered: [] });
    return this.calls.get(name);
  }

  record(name, { started, status, ok, message }) {
    const call = this.call(name);
    const ended = Date.now();
    call.latencies.push(ended - started);
    call.statuses.set(status, (call.statuses.get(status) ?? 0) + 1);
    if (ok) call.answered.push(ended);
    else call.failures.push({ at: ended, status, message });
  }

  /** When the successful answers of a call that came after `time` arrived. */
  answeredAfter(name, time) {
    return this.call(name).answered.filter((ended) => ended > time);
  }

  summary() {
    const rows = [];
    for (const [name, call] of this.calls) {
      const sorted = [...call.latencies].sort((a, b) => a - b);
      const at = (q) => quantile(sorted, q) ?? 0;
      rows.push({
        name,
        count: sorted.length,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        errors: call.failures.length,
        statuses: Object.fromEntries(call.statuses),
      });
    }
    return rows;
  }

  failures() {
    return [...this.calls].flatMap(([name, call]) => call.failures.map((failure) => ({ name, ...failure })));
  }
}

export function printSummary(recorder, seconds) {
  const rows = recorder.summary();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  console.log(
    `${"call".padEnd(14)} ${"count".padStart(7)} ${"req/s".padStart(7)} ${"p50".padStart(6)} ${"p95".padStart(6)} ${"p99".padStart(6)} ${"errors".padStart(6)}  statuses`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(14)} ${String(row.count).padStart(7)} ${(row.count / seconds).toFixed(1).padStart(7)} ${String(row.p50).padStart(6)} ${String(row.p95).padStart(6)} ${String(row.p99).padStart(6)} ${String(row.errors).padStart(6)}  ${JSON.stringify(row.statuses)}`,
    );
  }
  console.log(`${"all".padEnd(14)} ${String(total).padStart(7)} ${(total / seconds).toFixed(1).padStart(7)}`);
}

/**
 * The founders' HTTP client: Node's http with kept-alive connections, as a browser keeps them. Node's fetch cost the
 * load generator about 2 ms of its own time per call, which every latency here counted against the app (list calls
 * one at a time on an idle server, p50: 4.7-5.1 ms through fetch, 2.6-2.8 ms through http, 0.8-0.9 ms in the server;
 * `npm run bench:client-cost`). Idle connections are let go after 4 s, before the server's 5 s keep-alive timeout
 * could close one under a request.
 */
const agent = new http.Agent({ keepAlive: true, timeout: 4_000 });

/** One request: its status, headers and body text; rejects on a network failure, or with a TimeoutError at HANG_MS. */
export function send(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const fail = (error) => {
      clearTimeout(timer);
      reject(error);
    };
    const withLength = body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) };
    const request = http.request(url, { method, headers: withLength, agent }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("error", fail);
      response.on("end", () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode,
          headers: response.headers,
          text: Buffer.concat(chunks).toString("utf8"),
        });
      });
    });
    const timer = setTimeout(() => {
      const timeout = new Error(`no answer within ${HANG_MS} ms`);
      timeout.name = "TimeoutError";
      request.destroy(timeout);
    }, HANG_MS);
    request.on("error", fail);
    request.end(body);
  });
}

/** What a request that got no answer met: the hang, or the network's error code. */
const failureOf = (error) => (error.name === "TimeoutError" ? error.message : (error.code ?? error.message));

/** One request, timed; a network failure or a hang is recorded with status 0 and what happened. */
async function timed(recorder, name, url, init, expected) {
  const started = Date.now();
  try {
    const response = await send(url, init);
    const { text } = response;
    const body = text && String(response.headers["content-type"]).includes("json") ? JSON.parse(text) : text;
    const ok = response.status === expected;
    recorder.record(name, {
      started,
      status: response.status,
      ok,
      message: ok ? undefined : (body?.message ?? String(text).slice(0, 120)),
    });
    return ok ? body : null;
  } catch (error) {
    recorder.record(name, { started, status: 0, ok: false, message: failureOf(error) });
    return null;
  }
}

const tryJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Signs up `count` users on `base` (distinct client addresses, as real founders have); returns their e-mails. */
export async function signUpUsers(base, count) {
  const users = [];
  for (let index = 0; index < count; index++) {
    const address = `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    users.push({ email: (await signUpThroughApi(base, { headers: { "x-forwarded-for": address } })).email, address });
  }
  return users;
}

/**
 * Runs each user's loop until `until` (a Date.now() value), against `baseOf(user)` at each step, so that a fault
 * script can move users between instances. Resolves when every loop has stopped.
 */
export async function runUsers(users, { baseOf, until, recorder, thinkMs = 0, rampMs = 0 }) {
  await Promise.all(
    users.map(async (user, index) => {
      // Founders arrive over `rampMs`, as they do, rather than all signing in within the same millisecond.
      await new Promise((resolve) => setTimeout(resolve, (index * rampMs) / users.length));
      await userLoop(user, index, baseOf, until, recorder, thinkMs);
    }),
  );
}

/** A founder reads what they got before the next click: `thinkMs` on average (half to one and a half times it). */
const think = (thinkMs) =>
  thinkMs > 0 ? new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random()))) : null;

async function userLoop(user, index, baseOf, until, recorder, thinkMs) {
  const jsonHeaders = (base, cookie) => ({
    "content-type": "application/json",
    origin: base,
    "x-forwarded-for": user.address,
    ...(cookie ? { cookie } : {}),
  });
  let cookie = null;
  let report = null;
  while (Date.now() < until) {
    const base = baseOf(user, index);
    if (!cookie) {
      const started = Date.now();
      try {
        const response = await send(`${base}/api/auth/authenticate`, {
          method: "POST",
          headers: jsonHeaders(base),
          body: JSON.stringify({ email: user.email, password: API_PASSWORD }),
        });
        const message = response.status === 200 ? undefined : tryJson(response.text)?.message;
        recorder.record("sign-in", { started, status: response.status, ok: response.status === 200, message });
        if (response.status === 200)
          cookie = (response.headers["set-cookie"] ?? []).map((value) => value.split(";")[0]).join("; ");
      } catch (error) {
        recorder.record("sign-in", { started, status: 0, ok: false, message: failureOf(error) });
      }
      if (!cookie) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
    }
    // The address is read at each call, not once per round: after a restart (bench/faults.mjs) a founder's next
    // click goes to the instance that is up, as a browser's would through a load balancer.
    const call = (name, path, init, expected) => {
      const current = baseOf(user, index);
      return timed(recorder, name, `${current}${path}`, { ...init, headers: jsonHeaders(current, cookie) }, expected);
    };
    await think(thinkMs);
    const list = await call("list", "/api/data/get-reports?pp_page=1&ms_page=1&iv_page=1&limit=10", {}, 200);
    const newest = list?.pp?.data?.[0];
    await think(thinkMs);
    if (newest) await call("read", `/api/data/pain-point-report/${newest.id}`, {}, 200);
    report ??=
      (await call("generate-pp", `/api/data/create-report?search=${encodeURIComponent(IDEA)}`, {}, 200))?.data ?? null;
    if (report) {
      await think(thinkMs);
      const saved = await call(
        "save",
        "/api/data/save-pain-point-report",
        { method: "POST", body: JSON.stringify({ data: { ...report, id: undefined } }) },
        201,
      );
      if (saved?.id) recorder.savedIds.push({ id: saved.id, email: user.email });
    }
    await think(thinkMs);
    await call(
      "generate",
      "/api/data/validate-idea",
      { method: "POST", body: JSON.stringify({ userPrompt: IDEA }) },
      200,
    );
  }
}

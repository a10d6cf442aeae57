// Accounts made over HTTP against a running server with the local outbox open (MAIL_MODE=local and
// LOCAL_OUTBOX_PUBLIC=1): for the journeys that drive a server process and for the benchmarks.
import { createServer } from "node:net";

export const API_PASSWORD = "correct horse battery";

/** Whether a TCP port on 127.0.0.1 can be listened on: the port itself, or 0 for any (the port it got). */
function probe(wanted) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", (error) => (wanted === 0 ? reject(error) : resolve(null)));
    server.listen(wanted, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const taken = new Set();

/**
 * A free TCP port on 127.0.0.1: any, or one of `PORT_RANGE` ("4600-4699") on a machine whose users share out port
 * ranges. Within one process a port is handed out once, since a server may not listen on it yet.
 */
export async function freePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.PORT_RANGE ?? "");
  if (!range) return probe(0);
  const [low, high] = [Number(range[1]), Number(range[2])];
  const start = low + Math.floor(Math.random() * (high - low + 1));
  for (let step = 0; step <= high - low; step++) {
    const port = low + ((start - low + step) % (high - low + 1));
    if (taken.has(port)) continue;
    if ((await probe(port)) !== null) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`No free port in PORT_RANGE ${process.env.PORT_RANGE}`);
}

const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");

/**
 * Registers, verifies with the e-mailed code and (unless `trial: false`) starts the local trial; `headers` go with
 * every call (a client address, say). Returns the e-mail and the session cookies.
 */
/** The newest e-mail to `email` in the local outbox; it is sent after the answer, so wait for it (10 s at most). */
async function mailTo(base, email) {
  for (let tries = 0; tries < 50; tries++) {
    const mails = await fetch(`${base}/api/dev/mail`).then((response) => response.json());
    const mail = mails.find((entry) => entry.to === email);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail reached ${email} within 10 s`);
}

export async function signUpThroughApi(base, { headers = {}, trial = true, name = "Ada Founder" } = {}) {
  const email = `api.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...headers },
    body: JSON.stringify({ name, email, password: API_PASSWORD }),
  }).then((response) => response.json());
  const token = new URL(registered.redirectTo, base).searchParams.get("token");
  const code = /code is: (\d{6})/.exec((await mailTo(base, email)).text)[1];
  const verified = await fetch(`${base}/api/auth/verify-email?userCode=${code}&token=${encodeURIComponent(token)}`, {
    headers,
  });
  const cookie = cookiesOf(verified);
  if (trial)
    await fetch(`${base}/api/billing/checkout?interval=month`, { headers: { cookie, ...headers }, redirect: "manual" });
  return { email, cookie };
}

// Accounts made over HTTP against a running server with the local outbox open (MAIL_MODE=local and
// LOCAL_OUTBOX_PUBLIC=1): for the journeys that drive a server process and for the benchmarks.
import { createServer } from "node:net";

export const API_PASSWORD = "correct horse battery";

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
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

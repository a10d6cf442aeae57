import { createServer, type IncomingMessage, type ServerResponse, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as requestReset } from "@/app/api/auth/request-password-reset/route";
import { getDb } from "@/db";
import { emailOutbox, users } from "@/db/schema";
import { hashPassword } from "@/lib/server/auth/password";
import { settleBackgroundWork } from "@/lib/server/background";
import { deliverPendingEmails, MAX_DELIVERY_ATTEMPTS, queueEmail } from "@/lib/server/email/queue";
import { experimentReminderEmail } from "@/lib/server/email/templates";
import { TestClient, uniqueEmail } from "@/test/api";
import { PASSWORD } from "./helpers";

/**
 * A stand-in for Resend's HTTP API: records each POST /emails, refuses it when told to, or holds it unanswered until
 * released (a slow provider).
 */
const received: { auth: string | undefined; body: Record<string, unknown> }[] = [];
let refuse = false;
let hold = false;
const held: (() => void)[] = [];
/** Resolves when the provider next holds a request: what a test waits on instead of polling `held`. */
let onHeld = () => {};
let server: Server;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    request.on("data", (chunk) => (data += chunk));
    request.on("end", () => resolve(data));
  });

function answer(request: IncomingMessage, body: Record<string, unknown>, response: ServerResponse) {
  response.setHeader("content-type", "application/json");
  if (request.method !== "POST" || request.url !== "/emails") {
    response.writeHead(404).end(JSON.stringify({ name: "not_found", message: "Not found", statusCode: 404 }));
    return;
  }
  if (refuse) {
    response
      .writeHead(422)
      .end(JSON.stringify({ name: "validation_error", message: "Domain not verified", statusCode: 422 }));
    return;
  }
  received.push({ auth: request.headers.authorization, body });
  response.writeHead(200).end(JSON.stringify({ id: `email_${received.length}` }));
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request));
    if (hold) {
      held.push(() => answer(request, body, response));
      onHeld();
    } else answer(request, body, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Read by lib/server/env.ts on first use, which is after this point in this test file.
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.RESEND_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.EMAIL_FROM = "LaunchLens <hello@launchlens.test>";
});

/** `promise`, or a failure naming what did not happen once `seconds` have passed. */
function withinSeconds<T>(seconds: number, promise: Promise<T>, failure: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(failure)), seconds * 1000)),
  );
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const mailsTo = async (to: string) => (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe("e-mail through Resend", () => {
  it("delivers the verification code after the answer, as HTML and text, then erases its body", async () => {
    const email = uniqueEmail();
    const response = await new TestClient().call(register, "/api/auth/register", {
      method: "POST",
      body: { name: "Ada", email, password: PASSWORD },
    });
    expect(response.status).toBe(201);
    await settleBackgroundWork();
    const sent = received.find((mail) => mail.body.to === email);
    expect(sent!.auth).toBe("Bearer re_test_key");
    expect(sent!.body).toMatchObject({ from: "LaunchLens <hello@launchlens.test>", to: email });
    expect(sent!.body.subject).toMatch(/^\d{6} is your LaunchLens verification code$/);
    expect(sent!.body.text).toMatch(/code is: \d{6}/);
    expect(sent!.body.html).toMatch(/<p[^>]*>\d{6}<\/p>/);
    const [row] = await mailsTo(email);
    expect(row).toMatchObject({ transport: "resend", text: "", html: "", attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("answers a reset request for a real account without waiting for a slow provider", async () => {
    const email = uniqueEmail();
    await (
      await getDb()
    )
      .insert(users)
      .values({ fullName: "Ada", email, passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() });
    hold = true;
    const reachedProvider = new Promise<void>((resolve) => (onHeld = resolve));
    try {
      // Were the e-mail sent inline, this answer would wait for the held provider and the test would time out.
      const response = await new TestClient().call(requestReset, "/api/auth/request-password-reset", {
        method: "POST",
        body: { email },
      });
      expect(response.status).toBe(200);
      expect(received.some((mail) => mail.body.to === email)).toBe(false);
      // The e-mail reaches the provider after the answer, and waits there.
      await withinSeconds(5, reachedProvider, "the reset e-mail never reached the provider after the answer");
      expect(received.some((mail) => mail.body.to === email)).toBe(false);
    } finally {
      hold = false;
      held.splice(0).forEach((release) => release());
    }
    await settleBackgroundWork();
    expect(received.find((mail) => mail.body.to === email)!.body.subject).toMatch(/Reset your LaunchLens password/);
  });

  it("keeps a refused e-mail queued, never a 5xx, delivers it on a later run, and gives up after five tries", async () => {
    const email = uniqueEmail();
    refuse = true;
    const response = await new TestClient().call(register, "/api/auth/register", {
      method: "POST",
      body: { name: "Ada", email, password: PASSWORD },
    });
    await settleBackgroundWork();
    refuse = false;
    expect(response.status).toBe(201);
    const [queued] = await mailsTo(email);
    expect(queued).toMatchObject({ attempts: 1, sentAt: null, lastError: "Domain not verified" });
    expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: the next run leaves it alone; once due, it goes out.
    const db = await getDb();
    await deliverPendingEmails(db);
    expect(received.some((mail) => mail.body.to === email)).toBe(false);
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, queued!.id));
    await deliverPendingEmails(db);
    expect(received.some((mail) => mail.body.to === email)).toBe(true);

    // A mail that has used up its tries is never sent again.
    const other = uniqueEmail();
    await db
      .insert(emailOutbox)
      .values({ to: other, subject: "s", text: "t", html: "h", transport: "resend", attempts: MAX_DELIVERY_ATTEMPTS });
    await deliverPendingEmails(db);
    expect(received.some((mail) => mail.body.to === other)).toBe(false);
  });

  it("sends a reminder with its one-click List-Unsubscribe headers, and erases them with the body once delivered", async () => {
    const email = uniqueEmail();
    const db = await getDb();
    const link = "http://localhost:3000/api/reminders/unsubscribe?token=t";
    await queueEmail(
      db,
      email,
      experimentReminderEmail({
        name: "Ada",
        experiments: [{ ideaTitle: "Cafe", hypothesis: "Cafes would pay", dueDate: "2030-03-01", link: "http://x/" }],
        more: 0,
        settingsLink: "http://localhost:3000/app/ideas#account",
        unsubscribeLink: "http://localhost:3000/reminders/unsubscribe?token=t",
        oneClickUnsubscribe: link,
      }),
    );
    await settleBackgroundWork();
    const sent = received.find((mail) => mail.body.to === email);
    expect(sent?.body.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const [row] = await mailsTo(email);
    expect(row).toMatchObject({ headers: null, text: "", html: "" });
  });
});

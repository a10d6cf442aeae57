import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { TestClient, uniqueEmail } from "@/test/api";
import { PASSWORD } from "./helpers";

/** A stand-in for Resend's HTTP API: records each POST /emails, or refuses it when told to. */
const received: { auth: string | undefined; body: Record<string, unknown> }[] = [];
let refuse = false;
let server: Server;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    request.on("data", (chunk) => (data += chunk));
    request.on("end", () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request));
    response.setHeader("content-type", "application/json");
    if (request.method !== "POST" || request.url !== "/emails") {
      response.writeHead(404).end(JSON.stringify({ name: "not_found", message: "Not found", statusCode: 404 }));
      return;
    }
    if (refuse) {
      response.writeHead(422).end(JSON.stringify({ name: "validation_error", message: "Domain not verified", statusCode: 422 }));
      return;
    }
    received.push({ auth: request.headers.authorization, body });
    response.writeHead(200).end(JSON.stringify({ id: `email_${received.length}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Read by lib/env.ts on first use, which is after this point in this test file.
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.RESEND_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.EMAIL_FROM = "LaunchLens <hello@launchlens.test>";
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("e-mail through Resend", () => {
  it("sends the verification code as HTML and text through Resend's API", async () => {
    const email = uniqueEmail();
    const response = await new TestClient().call(register, "/api/auth/register", {
      method: "POST",
      body: { name: "Ada", email, password: PASSWORD },
    });
    expect(response.status).toBe(201);
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent!.auth).toBe("Bearer re_test_key");
    expect(sent!.body).toMatchObject({ from: "LaunchLens <hello@launchlens.test>", to: email });
    expect(sent!.body.subject).toMatch(/^\d{6} is your LaunchLens verification code$/);
    expect(sent!.body.text).toMatch(/code is: \d{6}/);
    expect(sent!.body.html).toMatch(/<p[^>]*>\d{6}<\/p>/);
  });

  it("answers 502 with a clear message when Resend refuses, never a 500", async () => {
    refuse = true;
    const response = await new TestClient("198.51.100.77").call(register, "/api/auth/register", {
      method: "POST",
      body: { name: "Ada", email: uniqueEmail(), password: PASSWORD },
    });
    refuse = false;
    expect(response.status).toBe(502);
    expect(response.body.message).toMatch(/could not send the e-mail/);
  });
});

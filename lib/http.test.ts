import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clientAddress, HttpError, readJson, sameHostUrl } from "./http";

const request = (headers: Record<string, string>, body?: string) =>
  new Request("http://localhost:3000/api/x", { method: body === undefined ? "GET" : "POST", headers, body });

describe("clientAddress", () => {
  it("trusts the hosting proxy's X-Real-IP, else the last X-Forwarded-For hop, never the client's own claim", () => {
    expect(clientAddress(request({ "x-real-ip": "203.0.113.9", "x-forwarded-for": "1.1.1.1" }))).toBe("203.0.113.9");
    expect(clientAddress(request({ "x-forwarded-for": "6.6.6.6, 198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientAddress(request({}))).toBe("unknown");
  });
});

describe("readJson", () => {
  const schema = z.object({ name: z.string({ error: "Name is required." }) });

  const json = { "content-type": "application/json" };

  it("returns the parsed body", async () => {
    expect(await readJson(request(json, JSON.stringify({ name: "Ada" })), schema)).toEqual({ name: "Ada" });
  });

  it("refuses a body that is not declared as JSON, as a cross-site form would send it", async () => {
    const form = request({ "content-type": "text/plain" }, JSON.stringify({ name: "Ada" }));
    await expect(readJson(form, schema)).rejects.toMatchObject({ status: 415 });
  });

  it("turns malformed JSON and schema failures into 400s with the first message", async () => {
    await expect(readJson(request(json, "{"), schema)).rejects.toMatchObject({ status: 400, message: "The request body must be JSON." });
    const failure = await readJson(request(json, "{}"), schema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 400, message: "Name is required." });
  });
});

describe("sameHostUrl", () => {
  it("keeps the host the browser used", () => {
    const url = sameHostUrl(new Request("http://localhost:3000/x", { headers: { host: "127.0.0.1:3000" } }), "/auth/login");
    expect(url.toString()).toBe("http://127.0.0.1:3000/auth/login");
  });
});

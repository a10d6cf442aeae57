import { describe, expect, it } from "vitest";
import { z } from "zod";
import { KB, MAX_JSON_DEPTH, nestedDeeperThan, readJson, readText } from "./body";
import { HttpError } from "./errors";
import { route } from "./route";

const json = { "content-type": "application/json" };
const post = (body: BodyInit | null, headers: Record<string, string> = json) =>
  new Request("http://localhost:3000/api/x", { method: "POST", headers, body, duplex: "half" } as RequestInit);

/** A body that arrives in chunks with no Content-Length, counting how much of it was ever pulled. */
function streamed(totalBytes: number, chunkBytes = 4 * KB) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - pulled);
      pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, pulled: () => pulled };
}

describe("reading a request body", () => {
  const schema = z.object({ name: z.string({ error: "Name is required." }) });

  it("returns the parsed body", async () => {
    expect(await readJson(post(JSON.stringify({ name: "Ada" })), schema)).toEqual({ name: "Ada" });
  });

  it("refuses a body that is not declared as JSON, as a cross-site form would send it", async () => {
    await expect(
      readJson(post(JSON.stringify({ name: "Ada" }), { "content-type": "text/plain" }), schema),
    ).rejects.toMatchObject({ status: 415 });
  });

  it("turns malformed JSON, bad UTF-8 and schema failures into 400s with a message", async () => {
    await expect(readJson(post("{"), schema)).rejects.toMatchObject({
      status: 400,
      message: "The request body must be JSON.",
    });
    await expect(readJson(post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), schema)).rejects.toMatchObject({
      status: 400,
    });
    const failure = await readJson(post("{}"), schema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 400, message: "Name is required." });
  });

  it("refuses a body nested deeper than MAX_JSON_DEPTH with a 400, whatever the schema", async () => {
    const deep = `{"data":${"[".repeat(5_000)}${"]".repeat(5_000)}}`;
    expect(deep.length).toBeLessThan(16 * KB);
    const anything = z.unknown();
    await expect(readJson(post(deep), anything)).rejects.toMatchObject({
      status: 400,
      message: `The request body is nested too deeply (${MAX_JSON_DEPTH} levels at most).`,
    });
    await expect(readJson(post(`${'{"a":'.repeat(2_000)}1${"}".repeat(2_000)}`), anything)).rejects.toMatchObject({
      status: 400,
    });
    // Exactly at the limit is fine; brackets inside strings (escaped quotes included) are text, not nesting.
    const atLimit = "[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH);
    expect(await readJson(post(atLimit), anything)).toBeInstanceOf(Array);
    const bracketsInText = JSON.stringify({ name: `\\"${"[{".repeat(2_000)}` });
    expect(await readJson(post(bracketsInText), schema)).toEqual(JSON.parse(bracketsInText));
    expect(nestedDeeperThan(String.raw`{"a":"\\"}`, 1)).toBe(false);
    expect(nestedDeeperThan(String.raw`{"a":"\\","b":[[]]}`, 2)).toBe(true);
  });

  it("refuses a declared length over the cap before reading a byte", async () => {
    const body = streamed(64 * KB);
    const request = post(body.stream, { ...json, "content-length": String(64 * KB) });
    await expect(readText(request)).rejects.toMatchObject({
      status: 413,
      message: "The request body is too large (16 KB at most).",
    });
    expect(body.pulled()).toBeLessThanOrEqual(4 * KB);
  });

  it("cuts a streamed body without Content-Length as soon as it passes the cap", async () => {
    const body = streamed(50 * 1024 * KB);
    await expect(readText(post(body.stream))).rejects.toMatchObject({ status: 413 });
    // Only about the cap was ever pulled from the 50 MB stream, not the whole of it.
    expect(body.pulled()).toBeLessThan(32 * KB);
  });

  it("uses the cap the route raised, and only that", async () => {
    const handler = route(async (request) => Response.json({ bytes: (await readText(request)).length }), {
      maxBodyBytes: 100 * KB,
    });
    const ok = await handler(post("x".repeat(90 * KB)) as never, {});
    expect(await ok.json()).toEqual({ bytes: 90 * KB });
    const over = await handler(post(streamed(101 * KB).stream) as never, {});
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ message: "The request body is too large (100 KB at most)." });
  });
});

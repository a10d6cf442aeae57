import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue 37: the messages the API answers with drifted from docs/API.md ("Reports need an active plan…" in the docs,
// "Generating and saving reports needs an active plan…" on the wire). One source: every refusal's message is a literal
// or a named constant in the code, and this test reads each from there and finds it, word for word, in the docs.

const spaced = (text: string) => text.replace(/\s+/g, " ");
const doc = spaced(readFileSync("docs/API.md", "utf8"));
const sources = [...globSync("lib/**/*.ts"), ...globSync("app/**/*.ts")]
  .filter((file) => !file.endsWith(".test.ts"))
  .map((file) => ({ file, text: readFileSync(file, "utf8") }));

const unescape = (literal: string) => literal.replace(/\\"/g, '"').replace(/\\\\/g, "\\");

/** Every `const NAME = "…";` of the code: the named messages. */
const constants = new Map<string, string>();
for (const { text } of sources)
  for (const match of text.matchAll(/const ([A-Z][A-Z0-9_]+)\s*=\s*"((?:[^"\\]|\\.)*)"\s*;/g))
    constants.set(match[1]!, unescape(match[2]!));

/** The messages of `new HttpError(status, …)`: a literal, or a constant that is one. */
const messages = sources.flatMap(({ file, text }) => [
  ...[...text.matchAll(/HttpError\(\s*(\d{3}),\s*"((?:[^"\\]|\\.)*)"/g)].map((match) => ({
    file,
    status: match[1]!,
    message: unescape(match[2]!),
  })),
  ...[...text.matchAll(/HttpError\(\s*(\d{3}),\s*([A-Z][A-Z0-9_]+)\b/g)]
    .filter((match) => constants.has(match[2]!))
    .map((match) => ({ file, status: match[1]!, message: constants.get(match[2]!)! })),
  // The plan check answers 403 with the refusal it is given, or its default.
  ...[...text.matchAll(/(?:requireSubscriber\(\s*\w+,|refusal\s*=)\s*([A-Z][A-Z0-9_]+)\b/g)]
    .filter((match) => constants.has(match[1]!))
    .map((match) => ({ file, status: "403", message: constants.get(match[1]!)! })),
]);

describe("the API's messages and docs/API.md", () => {
  it("finds the messages in the code", () => {
    expect(messages.length).toBeGreaterThan(60);
    expect(messages.map((entry) => entry.message)).toContain(constants.get("PLAN_REQUIRED"));
    expect(messages.map((entry) => entry.message)).toContain(constants.get("PITCH_PLAN_REQUIRED"));
  });

  it("documents every refusal's message word for word", () => {
    const missing = messages
      .filter((entry) => !doc.includes(spaced(entry.message)))
      .map((entry) => `${entry.status} ${entry.message} (${entry.file})`);
    expect(missing, "write these in docs/API.md as the code says them").toEqual([]);
  });
});

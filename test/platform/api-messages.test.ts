import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as errors from "@/lib/core/errors";
import { DOMAIN_ERROR_STATUS } from "@/lib/server/http/domain-errors";

// Issue 37: the messages the API answers with drifted from docs/API.md ("Reports need an active plan…" in the docs,
// "Generating and saving reports needs an active plan…" on the wire). One source: every refusal's message is a literal
// or a named constant in the code, and this test reads each from there and finds it, word for word, in the docs.
// Issue 45: stores refuse with domain errors (lib/core/errors.ts), given their status at the edge; their messages are
// read the same way, with the status route() answers them with.

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

/** Each domain error's class name, with the status the edge (lib/server/http/domain-errors.ts) answers it with. */
const exported: [string, unknown][] = Object.entries(errors);
const domainStatus = new Map(
  exported
    .filter(
      (entry): entry is [string, new (message: string) => errors.DomainError] =>
        typeof entry[1] === "function" && entry[1].prototype instanceof errors.DomainError,
    )
    .map(([name, DomainErrorClass]) => [name, String(DOMAIN_ERROR_STATUS[new DomainErrorClass("").kind])]),
);
const domainClasses = [...domainStatus.keys()].join("|");

/** A message argument: a string literal, or a named constant that is one. */
const MESSAGE = /("(?:[^"\\]|\\.)*"|[A-Z][A-Z0-9_]+\b)/.source;
const messageOf = (argument: string) =>
  argument.startsWith('"') ? unescape(argument.slice(1, -1)) : constants.get(argument);

/** The messages of `new HttpError(status, …)` and of `new NotFound(…)` and the other domain errors. */
const messages = sources
  .flatMap(({ file, text }) => [
    ...[...text.matchAll(new RegExp(`HttpError\\(\\s*(\\d{3}),\\s*${MESSAGE}`, "g"))].map((match) => ({
      file,
      status: match[1]!,
      message: messageOf(match[2]!),
    })),
    ...[...text.matchAll(new RegExp(`new (${domainClasses})\\(\\s*${MESSAGE}`, "g"))].map((match) => ({
      file,
      status: domainStatus.get(match[1]!)!,
      message: messageOf(match[2]!),
    })),
    // The plan checks answer 403 with the refusal they are given, or their default.
    ...[
      ...text.matchAll(
        /(?:requireSubscriber\(\s*\w+,|refusal\s*=|(?:memberAccessWithPlan|accessWithPlan|planFirst|requireOwnerPlan)\([^)]*?,)\s*([A-Z][A-Z0-9_]+)\b/g,
      ),
    ]
      .filter((match) => constants.has(match[1]!))
      .map((match) => ({ file, status: "403", message: constants.get(match[1]!)! })),
  ])
  .filter((entry): entry is { file: string; status: string; message: string } => entry.message !== undefined);

describe("the API's messages and docs/API.md", () => {
  it("finds the messages in the code", () => {
    expect(messages.length).toBeGreaterThan(60);
    expect(messages.map((entry) => entry.message)).toContain(constants.get("PLAN_REQUIRED"));
    expect(messages.map((entry) => entry.message)).toContain(constants.get("PITCH_PLAN_REQUIRED"));
  });

  it("finds the domain errors' messages with the status the edge gives them", () => {
    expect(domainStatus.size).toBe(Object.keys(DOMAIN_ERROR_STATUS).length);
    expect(messages).toContainEqual(expect.objectContaining({ status: "404", message: "Report not found." }));
    expect(messages).toContainEqual(
      expect.objectContaining({ status: "401", message: constants.get("SIGN_IN_REQUIRED") }),
    );
    expect(messages).toContainEqual(expect.objectContaining({ status: "409", message: "You have no plan to cancel." }));
    expect(messages).toContainEqual(
      expect.objectContaining({
        status: "429",
        message: "You have created many share links in the last hour. Try again later.",
      }),
    );
  });

  it("documents every refusal's message word for word", () => {
    const missing = messages
      .filter((entry) => !doc.includes(spaced(entry.message)))
      .map((entry) => `${entry.status} ${entry.message} (${entry.file})`);
    expect(missing, "write these in docs/API.md as the code says them").toEqual([]);
  });
});

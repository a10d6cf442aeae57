import { describe, expect, it } from "vitest";
import { diagnosticsWithThrowawayMeasuredKind, THROWAWAY_KIND } from "./throwaway-kind";

// Issue 45: a measured experiment is a concept (lib/core/measured/), pitch pages its first kind. Adding a kind to
// `measuredKinds` makes the compiler name each place the new kind must fill, one per layer, and nothing else; its
// own modules (lib/core/measured/<kind>/, lib/server/measured/<kind>/, components/measured/<kind>/), its tables
// (db/schema.ts, named in the server's entry) and its calls (lib/core/api, lib/server/handlers/<kind>.ts) are what it
// fills them with. This list is those places; a new per-kind choice joins it.
const PLACES_TO_FILL = {
  "lib/core/measured/index.ts":
    "its description: noun, its responses, its experiment's metric, its line when a plan's end closes it",
  "lib/server/measured/kinds.ts":
    "its server side: counted tables, its page at /p/{slug}, due pages' judging, live pages, the account export",
  "components/measured/MeasuredPages.tsx": "the founder's screen of its pages on the idea page",
};

describe("a throwaway measured kind", () => {
  const diagnostics = diagnosticsWithThrowawayMeasuredKind();
  const listed = diagnostics.map((entry) => `${entry.file}:${entry.line} ${entry.message.slice(0, 160)}`).join("\n");

  it("is an error at every place a new kind must fill", () => {
    const files = [...new Set(diagnostics.map((entry) => entry.file))].sort();
    expect(files, `the compiler's errors with a measured kind "${THROWAWAY_KIND}" added:\n${listed}`).toEqual(
      Object.keys(PLACES_TO_FILL).sort(),
    );
  });

  it("is an error about the new kind, not a consequence of another", () => {
    const unrelated = diagnostics.filter((entry) => !entry.message.includes(THROWAWAY_KIND));
    expect(unrelated, listed).toEqual([]);
  });
});

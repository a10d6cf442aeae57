import { describe, expect, it } from "vitest";
import { diagnosticsWithThrowawayKind, THROWAWAY_KIND } from "./throwaway-kind";

// Issue 45: adding a kind to `reportKinds` gave 80 type errors in 42 files, and seven places compiled and then did the
// wrong thing (a chain of ifs that fell through to a kind, lists of their own). Now every per-kind choice is a table
// declared through EveryKind or a switch that ends in assertNever, and the lists derive from reportKinds: the compiler
// names each place a new kind must fill, and nothing else. This list is those places; a new per-kind choice joins it.
const PLACES_TO_FILL = {
  "lib/core/kinds/index.ts":
    "its description (label, paths, storage keys, messages): lib/core/kinds/<kind>/description.ts",
  "lib/core/kinds/schemas.ts": "its zod schemas: what the model writes, what storage keeps, what a reader is served",
  "lib/core/report/schemas.ts": "its report's type (ReportShapes)",
  "lib/core/report/claims.ts": "how a saved report of it is upgraded and its claims rechecked",
  "lib/core/report/share-copy.ts": "where its quotes are, for a share link that leaves them out",
  "lib/core/chat/suggestions.ts": "the first questions the conversation offers about it",
  "lib/core/export/sections.ts": "its sections in the PDF and Markdown exports",
  "lib/ai/generators.ts": "what the model is asked for it, and how its answer is checked",
  "lib/ai/budgets.ts": "how many tokens its answer may take",
  "components/reports/ReportView.tsx": "its view",
  "lib/server/handlers/reports.ts": "its page of the saved lists (and `<kind>_page` in savedListsQuery)",
};

describe("a throwaway report kind", () => {
  const diagnostics = diagnosticsWithThrowawayKind();
  const listed = diagnostics.map((entry) => `${entry.file}:${entry.line} ${entry.message.slice(0, 160)}`).join("\n");

  it("is an error at every place a new kind must fill", () => {
    const files = [...new Set(diagnostics.map((entry) => entry.file))].sort();
    expect(files, `the compiler's errors with a kind "${THROWAWAY_KIND}" added:\n${listed}`).toEqual(
      Object.keys(PLACES_TO_FILL).sort(),
    );
  });

  it("is an error about the new kind, not a consequence of another", () => {
    const unrelated = diagnostics.filter((entry) => !entry.message.includes(THROWAWAY_KIND));
    expect(unrelated, listed).toEqual([]);
  });
});

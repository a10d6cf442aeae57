import { describe, expect, it } from "vitest";
import { QUOTE_LEFT_OUT, sharedConversation } from "./shared";
import type { ChatPart, ServedMessage } from "@/lib/core/api/chat";

const REAL = "We run out of oat milk every Saturday.";
const textOf = (part: ChatPart | undefined) => (part?.type === "text" ? part.text : undefined);
const answer = (text: string, parts: ServedMessage["parts"] = []): ServedMessage => ({
  id: "a1",
  role: "assistant",
  parts: [{ type: "step-start" }, { type: "text", text }, ...parts],
  created_at: "2026-11-26T10:00:00.000Z",
  metadata: { verification: { quotes: [{ text: REAL, found: true, attribution: "Ana Ruiz" }] } },
});

describe("a shared conversation", () => {
  it("replaces a found quote in quotation marks or on a > line, and drops who said it", () => {
    const [shared] = sharedConversation([answer(`One said “${REAL}” and:\n> ${REAL}`)], {
      shown: { id: "r1", kind: "iv" },
      prompts: ["x"],
      demo: false,
      includeQuotes: false,
    });
    expect(shared!.parts).toEqual([{ type: "text", text: `One said ${QUOTE_LEFT_OUT} and:\n> ${QUOTE_LEFT_OUT}` }]);
    expect(shared!.metadata).toEqual({});
  });

  it("keeps the quotes when they are shared, without their speakers", () => {
    const [shared] = sharedConversation([answer(`One said “${REAL}”`)], {
      shown: { id: "r1", kind: "iv" },
      prompts: ["x"],
      demo: false,
      includeQuotes: true,
    });
    expect(textOf(shared!.parts[0])).toBe(`One said “${REAL}”`);
    expect(shared!.metadata.verification).toEqual({ quotes: [{ text: REAL, found: true }] });
  });

  it("says a rescore was accepted without linking to the founder's new version", () => {
    const proposal = { factor: "market_demand", score: 7, reason: "They pay.", basis: "evidence" } as const;
    const rescore: ChatPart = {
      type: "tool-propose_rescore",
      toolCallId: "call-1",
      state: "output-available",
      input: proposal,
      output: { ...proposal, label: "Market demand", old_score: 5, accepted_report_id: "r2" },
    };
    const [shared] = sharedConversation([answer("Done.", [rescore])], {
      shown: { id: "r1", kind: "iv" },
      prompts: ["x"],
      demo: false,
      includeQuotes: true,
    });
    expect(shared!.parts[1]).toEqual({
      ...rescore,
      output: { ...proposal, label: "Market demand", old_score: 5, accepted: true },
    });
    expect(JSON.stringify(shared)).not.toContain("r2");
  });
});

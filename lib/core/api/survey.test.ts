import { describe, expect, it } from "vitest";
import { examplePainPoints } from "@/lib/core/examples/shiftplate";
import { draftProblemSurvey } from "@/lib/core/measured/survey/draft";
import { draftedQuestion, pitchQuestionsSchema, surveyQuestionSchema, surveyQuestionsSchema } from "./survey";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("a survey's questions as the founder saves them", () => {
  it("takes the questions code drafts from a pain-point report", () => {
    expect(surveyQuestionsSchema.safeParse(draftProblemSurvey(examplePainPoints)).success).toBe(true);
  });

  it("refuses each kind's wrong shapes with a message that says what to fix", () => {
    const choice = { kind: "choice", text: "How do you handle it today?", other: true };
    expect(firstMessage(surveyQuestionSchema.safeParse({ ...choice, options: ["Only one"] }))).toBe(
      "A choice needs at least 2 options.",
    );
    expect(
      firstMessage(surveyQuestionSchema.safeParse({ ...choice, options: ["a", "b", "c", "d", "e", "f", "g"] })),
    ).toBe("A choice has at most 6 options.");
    expect(firstMessage(surveyQuestionSchema.safeParse({ ...choice, options: ["a", "  "] }))).toBe(
      "An option cannot be empty.",
    );
    expect(
      firstMessage(
        surveyQuestionSchema.safeParse({ kind: "scale", text: "How bad?", scale: "1-7", low: "a", high: "b" }),
      ),
    ).toBe("scale must be 1-5 or 0-10.");
    expect(firstMessage(surveyQuestionSchema.safeParse({ kind: "essay", text: "Tell me" }))).toBe(
      "kind must be choice, scale or text.",
    );
    expect(firstMessage(surveyQuestionSchema.safeParse({ kind: "text", text: "x".repeat(301) }))).toBe(
      "Keep a question under 300 characters.",
    );
    expect(surveyQuestionSchema.safeParse({ kind: "text", text: "When\u0000 did it happen?" }).success).toBe(false);
    expect(surveyQuestionSchema.safeParse({ kind: "text", text: "When?", extra: 1 }).success).toBe(false);
  });

  it("keeps a survey to 7 questions and a pitch page to 3", () => {
    const question = { kind: "text", text: "When did it last happen?" };
    expect(firstMessage(surveyQuestionsSchema.safeParse(Array(8).fill(question)))).toBe(
      "A survey asks at most 7 questions.",
    );
    expect(firstMessage(pitchQuestionsSchema.safeParse(Array(4).fill(question)))).toBe(
      "A pitch page asks at most 3 questions.",
    );
    expect(pitchQuestionsSchema.safeParse([]).success).toBe(true);
  });
});

describe("a question the model drafted", () => {
  const base = { options: [], scale: "1-5" as const, low: "", high: "" };

  it("is read back as the kind it says, its unused fields dropped", () => {
    expect(draftedQuestion({ ...base, kind: "text", text: "What did it cost you?" })).toEqual({
      kind: "text",
      text: "What did it cost you?",
    });
    expect(
      draftedQuestion({ ...base, kind: "choice", text: "How do you handle it?", options: ["Nothing", "A tool"] }),
    ).toEqual({ kind: "choice", text: "How do you handle it?", options: ["Nothing", "A tool"], other: true });
  });

  it("is dropped when it is no question: a choice without two options, a scale without its ends, a blank", () => {
    expect(draftedQuestion({ ...base, kind: "choice", text: "How?", options: ["Only"] })).toBeNull();
    expect(draftedQuestion({ ...base, kind: "scale", text: "How bad was it?" })).toBeNull();
    expect(draftedQuestion({ ...base, kind: "text", text: "   " })).toBeNull();
  });
});

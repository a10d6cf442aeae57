import { describe, expect, it } from "vitest";
import { examplePainPoints } from "@/lib/core/examples/shiftplate";
import { draftProblemSurvey, SURVEY_QUESTIONS } from "./draft";
import { QUESTION_MAX } from "./questions";
import { questionFlags } from "./questions";

describe("a problem survey drafted by code from a pain-point report", () => {
  const drafted = draftProblemSurvey(examplePainPoints);

  it("asks 4 to 7 questions, each within its length, none flagged for bias", () => {
    expect(drafted.length).toBeGreaterThanOrEqual(SURVEY_QUESTIONS.min);
    expect(drafted.length).toBeLessThanOrEqual(SURVEY_QUESTIONS.max);
    for (const question of drafted) {
      expect(question.text.length).toBeLessThanOrEqual(QUESTION_MAX);
      expect(questionFlags(question, { askedOn: "problem-survey", ideaNames: ["ShiftPlate"] }), question.text).toEqual(
        [],
      );
    }
  });

  it("asks about the pain points the evidence mentions most, in the report's words, and never names the idea", () => {
    const mostMentioned = examplePainPoints.pain_points[0]!.pain_point;
    expect(drafted[0]!.text).toContain(mostMentioned.replace(/[?“”"]/g, "").trim());
    expect(drafted.map((question) => question.text).join(" ")).not.toMatch(/ShiftPlate|ready meals/i);
    expect(drafted).toContainEqual(
      expect.objectContaining({ kind: "choice", options: expect.arrayContaining(["I pay for a tool or a service"]) }),
    );
  });

  it("still drafts the questions every problem interview asks from a report without pain points", () => {
    const bare = draftProblemSurvey({ pain_points: [] });
    expect(bare.length).toBe(SURVEY_QUESTIONS.min + 1);
    expect(bare[0]!.text).toBe("When did you last run into this problem?");
  });

  it("cuts a long pain point at a word and keeps its own question marks out", () => {
    const long = "Why " + "the rota changes every single week ".repeat(10) + "?";
    const [first] = draftProblemSurvey({ pain_points: [{ pain_point: long, mentions: 3 }] });
    expect(first!.text.length).toBeLessThanOrEqual(QUESTION_MAX);
    expect(first!.text.match(/\?/g)).toHaveLength(1);
    expect(first!.text).toMatch(/ (the|rota|changes|every|single|week)…”$/);
  });
});

import { describe, expect, it } from "vitest";
import { tallyAnswers, type SurveyAnswer, type SurveyResponse } from "./answers";
import {
  describeReading,
  judgeAtDueDate,
  lineMeasurement,
  MIN_RESPONSES,
  readSurveyLine,
  type SurveyLine,
} from "./pass-line";
import type { SurveyQuestion } from "./questions";

const questions: SurveyQuestion[] = [
  {
    kind: "choice",
    text: "How do you handle it today?",
    options: ["Nothing", "A spreadsheet", "I pay for a tool or a service"],
    other: true,
  },
  { kind: "scale", text: "How much did it get in the way?", scale: "1-5", low: "Not at all", high: "A lot" },
];

/** `pay` respondents who pay, `rest` who do nothing; each answers the scale with `pain`. */
function tallies(pay: number, rest: number, pain: (index: number) => number = () => 3) {
  const responses: SurveyResponse[] = Array.from({ length: pay + rest }, (_, index) => ({
    id: String(index),
    at: "2026-11-29T10:00:00Z",
    answers: [
      { kind: "choice", option: index < pay ? 2 : 0 } satisfies SurveyAnswer,
      { kind: "scale", value: pain(index) } satisfies SurveyAnswer,
    ],
  }));
  return tallyAnswers(questions, responses);
}

const paysAtLeast30: SurveyLine = { kind: "share", question: 0, option: 2, comparator: ">=", target: 30 };

describe("a survey's pass line, judged by code", () => {
  it("waits for the minimum of respondents", () => {
    expect(readSurveyLine(paysAtLeast30, tallies(10, 4))).toEqual({
      state: "too_few",
      answered: 14,
      needed: MIN_RESPONSES,
    });
  });

  it("decides a share once its 95 % interval clears the line, and says how many more would settle it before", () => {
    expect(readSurveyLine(paysAtLeast30, tallies(15, 5))).toMatchObject({ state: "decided", outcome: "passed" });
    expect(readSurveyLine(paysAtLeast30, tallies(0, 20))).toMatchObject({ state: "decided", outcome: "failed" });
    const leaning = readSurveyLine(paysAtLeast30, tallies(9, 12));
    expect(leaning).toMatchObject({ state: "undecided", successes: 9, answered: 21 });
    expect(leaning.state === "undecided" && leaning.moreNeeded).toBeGreaterThan(0);
  });

  it("reads a scale's median as the share on its side of the point", () => {
    const medianAtLeast4: SurveyLine = { kind: "median", question: 1, comparator: ">=", target: 4 };
    expect(
      readSurveyLine(
        medianAtLeast4,
        tallies(0, 30, () => 5),
      ),
    ).toMatchObject({ state: "decided", outcome: "passed" });
    expect(
      readSurveyLine(
        medianAtLeast4,
        tallies(0, 30, () => 2),
      ),
    ).toMatchObject({ state: "decided", outcome: "failed" });
    // Half at 5, half at 2: the median sits on the line, and no number of people would tell.
    expect(
      readSurveyLine(
        medianAtLeast4,
        tallies(0, 30, (i) => (i % 2 ? 5 : 2)),
      ),
    ).toMatchObject({
      state: "undecided",
      moreNeeded: null,
    });
  });

  it("passes a count as soon as it is reached, and fails it only at the due date", () => {
    const tenPay: SurveyLine = { kind: "count", question: 0, option: 2, target: 10 };
    expect(readSurveyLine(tenPay, tallies(10, 0))).toMatchObject({ state: "decided", outcome: "passed" });
    expect(readSurveyLine(tenPay, tallies(9, 30))).toMatchObject({ state: "undecided" });
    expect(judgeAtDueDate(tenPay, tallies(9, 30))).toBe("failed");
  });

  it("says at the due date that it could not tell, rather than guess", () => {
    expect(judgeAtDueDate(paysAtLeast30, tallies(9, 12))).toBe("could_not_tell");
    expect(judgeAtDueDate(paysAtLeast30, tallies(3, 3))).toBe("could_not_tell");
    expect(judgeAtDueDate(paysAtLeast30, tallies(15, 5))).toBe("passed");
  });

  it("says what was measured in words", () => {
    expect(lineMeasurement(paysAtLeast30, questions, tallies(9, 12))).toBe(
      "9 of 21 respondents chose “I pay for a tool or a service”",
    );
    expect(
      lineMeasurement(
        { kind: "median", question: 1, comparator: ">=", target: 4 },
        questions,
        tallies(0, 3, () => 4),
      ),
    ).toBe("3 of 3 respondents answered 4 or more to “How much did it get in the way?”");
  });
});

describe("describeReading", () => {
  const share: SurveyLine = { kind: "share", question: 0, option: 0, comparator: ">=", target: 30 };
  it("says why a line is not judged yet, and how it was decided", () => {
    expect(describeReading({ state: "too_few", answered: 3, needed: 15 }, share)).toBe(
      "too few answers to tell (15 respondents needed)",
    );
    expect(
      describeReading({ state: "swayed", successes: 4, answered: 16, by: { visitors: 5, signups: 4 } }, share),
    ).toMatch(/^5 respondents of these came from one network/);
    expect(describeReading({ state: "undecided", successes: 5, answered: 16, moreNeeded: 12 }, share)).toBe(
      "no clear result yet; about 12 more respondents at this rate would likely settle it",
    );
    expect(
      describeReading(
        { state: "undecided", successes: 2, answered: 2, moreNeeded: null },
        {
          kind: "count",
          question: 0,
          option: 0,
          target: 10,
        },
      ),
    ).toBe("short of 10 so far");
    expect(describeReading({ state: "decided", outcome: "failed", successes: 1, answered: 20 }, share)).toBe(
      "fails its line",
    );
  });
});

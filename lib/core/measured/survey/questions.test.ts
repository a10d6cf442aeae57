import { describe, expect, it } from "vitest";
import { isSurveyStep, optionsOverlap, questionFlags, type SurveyQuestion } from "./questions";

const text = (words: string): SurveyQuestion => ({ kind: "text", text: words });
const choice = (words: string, options: string[], other = false): SurveyQuestion => ({
  kind: "choice",
  text: words,
  options,
  other,
});
const flagsOf = (question: SurveyQuestion, askedOn: "problem-survey" | "pitch-page" = "problem-survey") =>
  questionFlags(question, { askedOn, ideaNames: ["LeafLedger"] }).map((flag) => flag.code);

describe("a survey question read for bias", () => {
  it("passes the questions about past behaviour and its cost that a problem survey asks", () => {
    expect(flagsOf(text("When did this last happen to you?"))).toEqual([]);
    expect(flagsOf(text("What did that cost you, in time or money?"))).toEqual([]);
    expect(
      flagsOf(
        choice("How do you handle it today?", ["I do nothing", "A spreadsheet", "I pay for a tool or a service"], true),
      ),
    ).toEqual([]);
    expect(
      flagsOf({
        kind: "scale",
        text: "How much did it get in the way last month?",
        scale: "1-5",
        low: "Not at all",
        high: "A lot",
      }),
    ).toEqual([]);
  });

  it("flags a question about the future, and one asking an opinion", () => {
    expect(flagsOf(text("Would you pay $10 a month for this?"))).toContain("future");
    expect(flagsOf(text("How much will you spend on plants next year?"))).toEqual(["future"]);
    expect(flagsOf(text("Do you like the idea of a watering reminder?"))).toEqual(["opinion"]);
    expect(flagsOf(text("What do you think of apps that water plants?"))).toEqual(["opinion"]);
  });

  it("flags a problem survey's question that names or pitches the idea, but not a pitch page's", () => {
    expect(flagsOf(text("How often do you use LeafLedger's photos?"))).toEqual(["pitches"]);
    expect(flagsOf(text("When did our app last help you?"))).toEqual(["pitches"]);
    expect(flagsOf(text("When did our app last help you?"), "pitch-page")).toEqual([]);
    // A name inside another word is not the name.
    expect(flagsOf(text("When did you last repot a leafledgerish fern?"))).toEqual([]);
  });

  it("flags two questions in one", () => {
    expect(flagsOf(text("When did this last happen and how did you handle it?"))).toEqual(["two-questions"]);
    expect(flagsOf(text("When did it happen? What did you do?"))).toEqual(["two-questions"]);
  });

  it("flags a choice's options that overlap or leave people out", () => {
    expect(flagsOf(choice("How many plants did you lose last year?", ["0", "1-5", "5-10", "10+"]))).toEqual([
      "overlapping-options",
      "leaves-out",
    ]);
    expect(flagsOf(choice("How many plants did you lose last year?", ["None", "1-4", "5-9", "10 or more"]))).toEqual(
      [],
    );
    expect(flagsOf(choice("Which did you try?", ["A timer", "a  timer", "Other"]))).toEqual(["overlapping-options"]);
  });

  it("gives each flag its reason in words", () => {
    const [flag] = questionFlags(text("Would you use it?"), { askedOn: "problem-survey" });
    expect(flag).toEqual({ code: "future", reason: expect.stringContaining("what they did the last time") });
  });
});

describe("options that overlap", () => {
  it.each([
    [["1-5", "5-10"], true],
    [["1 to 5", "6 to 10"], false],
    [["$10–$20", "$15–$30"], true],
    [["under 5", "5-10", "more than 10"], false],
    [["under 5", "4-10"], true],
    [["10+", "20-30"], true],
    [["Weekly", "Monthly", "weekly"], true],
    [["Weekly", "Monthly"], false],
  ])("%j overlap: %s", (options, overlap) => {
    expect(optionsOverlap(options)).toBe(overlap);
  });
});

describe("isSurveyStep", () => {
  it("offers a survey for steps that ask people, not for landing pages or pre-payments", () => {
    expect(isSurveyStep({ action: "Interview 15 cafe owners about the last time this happened." })).toBe(true);
    expect(isSurveyStep({ action: "Run a short survey of 50 dog owners." })).toBe(true);
    expect(isSurveyStep({ action: "Talk to 10 clinic managers about scheduling." })).toBe(true);
    expect(isSurveyStep({ action: "Publish a one-page offer at $9 a month." })).toBe(false);
    expect(isSurveyStep({ action: "Ask the most eager sign-ups to pre-pay for the first month." })).toBe(false);
  });
});

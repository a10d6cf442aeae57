import { describe, expect, it } from "vitest";
import { factors } from "@/lib/core/report/factors";
import { evidenceSentences, isHeaderLine } from "./evidence";
import { demoPainPoints, demoValidation } from "./reports";

// Issue 37: the demo is the first thing a new founder reads, and its text contradicted its own numbers.
const INTERVIEWS = [
  "Interview 1 — clinic manager, Leeds",
  "We lose four appointments a week to late cancellations.",
  "Nobody has time to ring round the waitlist when a slot opens.",
  "",
  "Interview 2 — physiotherapist",
  "Patients cancel by text at 7am and the slot just stays empty.",
  "I would pay for something that filled those slots for me.",
  "",
  "Interview 3 — receptionist",
  "Ringing the waitlist takes me half an hour every morning.",
  "Half the people on it never pick up the phone anyway.",
  "",
  "Interview 4 — clinic owner",
  "Empty slots are the biggest leak in our takings every month.",
  "We tried Cliniko reminders but cancellations still come late.",
].join("\n");
const IDEA = "A waitlist tool for physiotherapy clinics that fills cancelled slots by texting patients on the list.";

describe("the demo's text agrees with itself", () => {
  it("each factor's reason matches its score: no low score explained as a strength, no high one as a weakness", () => {
    for (const idea of [
      IDEA,
      "A marketplace for dog sitters.",
      "Meal kits for night-shift nurses.",
      "An app for tutors.",
    ]) {
      const report = demoValidation(idea);
      for (const { key } of factors) {
        const { score, reason } = report.scores[key];
        if (score < 4.5)
          expect(reason, `${key} ${score}`).not.toMatch(
            /^(Buyers are used to paying|Little strong competition|Few hard dependencies)/,
          );
        if (score >= 6.5)
          expect(reason, `${key} ${score}`).not.toMatch(/crowded|Few signs|Little sign|Nothing in the market/);
      }
    }
  });

  it("counts an interview as one passage, and never quotes a header as the customers' words", () => {
    expect(isHeaderLine("Interview 2 — physiotherapist")).toBe(true);
    expect(isHeaderLine("Call with Sam:")).toBe(true);
    expect(isHeaderLine("Patients cancel by text at 7am and the slot just stays empty.")).toBe(false);
    const sentences = evidenceSentences(INTERVIEWS);
    expect(new Set(sentences.map((sentence) => sentence.passage)).size).toBe(4);
    expect(sentences.map((sentence) => sentence.text).join(" ")).not.toMatch(/Interview \d/);
    const points = demoPainPoints(IDEA, INTERVIEWS).pain_points;
    for (const point of points) {
      for (const quote of point.quotes) expect(quote).not.toMatch(/^Interview/);
      expect(point.pain_point).not.toMatch(/in ([5-9]|\d\d) separate passages/);
    }
    // A pasted list of reviews, one a line, is one passage a line.
    expect(
      new Set(
        evidenceSentences("Slots stay empty all day.\nNobody rings the waitlist.\nPatients cancel late by text.").map(
          (s) => s.passage,
        ),
      ).size,
    ).toBe(3);
  });
});

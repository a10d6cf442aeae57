import { describe, expect, it } from "vitest";
import { withoutPrompt } from "./share-copy";

const IDEA =
  "A waitlist tool for physiotherapy clinics that fills cancelled slots by texting patients on the list, and it takes a small fee for each slot it fills so clinics only pay when it works.";

describe("a shared report's headings without the idea as typed (issue 37)", () => {
  it("replaces a title that is the idea's opening cut off, or its first sentence, and leaves other titles alone", () => {
    const report = {
      title: "A waitlist tool for physiotherapy clinics that fills cancelled slots by texting patients on the…",
      pp_title: "Pain points: A waitlist tool for physiotherapy clinics that fills cancelled slots…",
      real: "ClinicFill",
      other: "Clinics lose money on empty slots…",
    };
    expect(withoutPrompt(report, IDEA, true)).toEqual({
      title: "The founder's idea",
      pp_title: "Pain points: the founder's idea",
      real: "ClinicFill",
      other: "Clinics lose money on empty slots…",
    });
    const short = "A booking app for dog groomers. It fills cancellations from a waitlist.";
    expect(withoutPrompt({ title: "A booking app for dog groomers" }, short, true)).toEqual({
      title: "The founder's idea",
    });
  });
});

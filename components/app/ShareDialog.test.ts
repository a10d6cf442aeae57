import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UNSAVED_REPORT_DAYS } from "@/lib/core/retention";
import { quotesIn, sharedCopy } from "@/lib/core/report/share-copy";
import { ShareDialog } from "./ShareDialog";

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

function dialogText(props: {
  saved: boolean;
  quotes: number;
  shared?: boolean;
  conversation?: number;
  experiments?: boolean;
}) {
  const noop = () => {};
  return textOf(
    renderToStaticMarkup(
      createElement(ShareDialog, {
        reportId: "r1",
        shared: false,
        conversation: 0,
        open: true,
        onClose: noop,
        onChange: noop,
        onSaved: noop,
        ...props,
      }),
    ),
  );
}

const IDEA = "A booking app for dog groomers that fills last-minute cancellations from a waitlist.";
const report = {
  title: "Groomer waitlist",
  idea_summary: `In short: ${IDEA}`,
  pain_points: [
    {
      pain_point: "Unfilled cancellations",
      strategy: "Text the waitlist",
      quotes: ["Our booking app never fills cancellations."],
      attributions: ["Maria Lopez, groomer"],
      mentions: 1,
      basis: "evidence",
    },
  ],
};

describe("the share dialog promises what the share page shows", () => {
  it("says the idea as typed, the evidence, its quotes and their speakers are left out, and the page leaves them out", () => {
    const text = dialogText({ saved: true, quotes: quotesIn("pp", report).length });
    expect(text).toMatch(
      /It leaves out your name and e-mail, your idea as you typed it and the evidence you pasted, and the quotes taken from it and who said them unless you include them below\./,
    );
    expect(text).toMatch(/shows the report's findings, including what they draw from your evidence/);
    const page = JSON.stringify(sharedCopy("pp", report, { prompt: IDEA, demo: false, includeQuotes: false }).report);
    for (const private_ of [IDEA, "Our booking app never fills cancellations.", "Maria Lopez"])
      expect(page).not.toContain(private_);
    // The findings stay, as the dialog says.
    expect(page).toContain("Unfilled cancellations");
    // Included, the quotes come with who said them, as the checkbox's hint says.
    const included = JSON.stringify(
      sharedCopy("pp", report, { prompt: IDEA, demo: false, includeQuotes: true }).report,
    );
    expect(included).toContain("Maria Lopez");
    expect(dialogText({ saved: true, quotes: 1 })).toMatch(/shown with who said them/);
  });

  it("offers no quote choice when there are none", () => {
    const text = dialogText({ saved: true, quotes: 0 });
    expect(text).toMatch(/the evidence you pasted\./);
    expect(text).not.toMatch(/Include the/);
  });

  it("offers the conversation only when the report has one, and says its quotes stay out unless included", () => {
    expect(dialogText({ saved: true, quotes: 2, conversation: 0 })).not.toMatch(/conversation/);
    const text = dialogText({ saved: true, quotes: 2, conversation: 4 });
    expect(text).toMatch(/Include the conversation \(4 messages\)/);
    expect(text).toMatch(/Quotes from your evidence in the answers are left out unless you include the quotes\./);
    expect(dialogText({ saved: true, quotes: 0, conversation: 1 })).toMatch(
      /Include the conversation \(1 message\) Your questions about this idea's reports and the answers, as they are; any about another version is marked so\./,
    );
  });

  it("says what an included experiment shows and what it never shows (the method, the notes, what people said)", () => {
    expect(dialogText({ saved: true, quotes: 0 })).not.toMatch(/experiment/);
    expect(dialogText({ saved: true, quotes: 0, experiments: true })).toContain(
      "Include the experiments and the decision Shows the idea's verdict with its reasons, and each experiment's hypothesis, the factor it tests, its pass line and the measured result, as they stand when the page is opened. Never shows how you ran it (the method), your notes or what people said.",
    );
  });

  it("says an unsaved report, and its link, are deleted after the history's days, and offers to save it", () => {
    const unsaved = dialogText({ saved: false, quotes: 0 });
    expect(unsaved).toContain(
      `This report is not saved. Unsaved reports are deleted ${UNSAVED_REPORT_DAYS} days after they are made, and a link to one stops working then.`,
    );
    expect(unsaved).toContain("Save report");
    expect(dialogText({ saved: true, quotes: 0 })).not.toContain("not saved");
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import PrivacyPage from "@/app/(marketing)/privacy/page";
import TermsPage from "@/app/(marketing)/terms/page";
import { KEEP_UNSAVED_SETTING, UNSAVED_REPORT_DAYS } from "@/lib/core/retention";
import { Faq, questions } from "./Faq";
import { FeatureGrid } from "./FeatureGrid";
import { LibrarySection } from "./LibrarySection";

/** A page's words as a reader sees them: tags dropped, entities read back, whitespace joined. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/&ldquo;|&rdquo;|&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const privacy = textOf(renderToStaticMarkup(createElement(PrivacyPage)));
const terms = textOf(renderToStaticMarkup(createElement(TermsPage)));
const faq = textOf(renderToStaticMarkup(createElement(Faq)));
const answer = (question: RegExp) => questions.find(({ q }) => question.test(q))!.a;

describe("the landing's FAQ says what the Privacy Policy says about the text founders type", () => {
  it("both keep an unsaved report for the retention the maintenance job enforces, and both say it can be turned off", () => {
    expect(privacy).toContain(`deleted automatically ${UNSAVED_REPORT_DAYS} days after it was made`);
    expect(privacy).toContain(KEEP_UNSAVED_SETTING);
    expect(terms).toContain(`for ${UNSAVED_REPORT_DAYS} days`);
    const kept = answer(/private/);
    expect(kept).toContain(`kept in your account for ${UNSAVED_REPORT_DAYS} days`);
    expect(kept).toMatch(/turn that off in Your Account and only the reports you save are kept/);
    expect(privacy).toMatch(/Off:.*stored only if you save the report/);
  });

  it("the FAQ no longer says the text is stored only when a report is saved, the default it contradicted", () => {
    expect(faq).not.toMatch(/stored only if you save/);
  });

  it("both promise the same about selling and training", () => {
    expect(privacy).toMatch(/never sell your data/);
    expect(answer(/private/)).toMatch(/never sell your text/);
    expect(privacy).toMatch(/do not use your ideas to train AI models/);
    expect(answer(/private/)).toMatch(/or use it to train AI models/);
  });
});

describe("the landing says what the product does", () => {
  const features = textOf(renderToStaticMarkup(createElement(FeatureGrid)));
  const library = textOf(renderToStaticMarkup(createElement(LibrarySection)));

  it("takes pasted evidence and fetches nothing: no review mining or scraping is claimed", () => {
    expect(features).not.toMatch(/mining|scrap|we collect reviews/i);
    expect(features).toMatch(/Paste reviews, forum posts or interview notes/);
    expect(features).toMatch(/fetches nothing/);
    expect(answer(/evidence come from/)).toMatch(/does not fetch or scrape anything/);
  });

  it("shows the library, compare, share and evidence, and states the history's retention from the one constant", () => {
    for (const heading of [
      "Quotes checked against your evidence",
      "Every run is a version",
      "Compare ideas side by side",
      "Share a read-only link, or export",
    ]) {
      expect(library).toContain(heading);
    }
    expect(library).toContain(`stay in Recent for ${UNSAVED_REPORT_DAYS} days`);
  });
});

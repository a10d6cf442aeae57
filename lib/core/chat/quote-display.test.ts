import { describe, expect, it } from "vitest";
import { checkQuotes, quotesOf } from "./quotes";
import { quoteDisplay } from "./quote-display";
import { Evidence } from "@/lib/core/report/evidence";

const evidence = new Evidence("We run out of oat milk every Saturday and lose sales.\nI order milk by text at 6am.");

describe("which quotes a view draws as quotes", () => {
  it("a quote over two > lines is one quote, checked whole", () => {
    const answer = "> We run out of oat milk every Saturday\n> and the whole street knows it.";
    expect(quotesOf(answer)).toEqual(["We run out of oat milk every Saturday and the whole street knows it."]);
    const checks = checkQuotes(answer, evidence);
    expect(checks).toEqual([{ text: quotesOf(answer)[0], found: false }]);
  });

  it("quotes in any marks, bold or not, are checked; only a found one is a quote", () => {
    const answer = `**“Nobody ever runs out of milk”**, «I order milk by text at 6am» and "Everyone begged for this app".`;
    const checks = checkQuotes(answer, evidence);
    expect(checks.map(({ text, found }) => [text, found])).toEqual([
      ["Nobody ever runs out of milk", false],
      ["I order milk by text at 6am", true],
      ["Everyone begged for this app", false],
    ]);
    expect(quoteDisplay("I order  milk by text at 6AM", checks)).toBe("quote");
    expect(quoteDisplay("Nobody ever runs out of milk", checks)).toBe("not-found");
    expect(quoteDisplay("Words nobody checked yet", checks)).toBe("unchecked");
    expect(quoteDisplay("I order milk by text at 6am", [])).toBe("unchecked");
  });
});

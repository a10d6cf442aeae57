import { describe, expect, it } from "vitest";
import { inputKeys } from "@/lib/core/market/inputs";
import { editText, parseInput } from "./cell-text";

describe("a market input written back into its field", () => {
  it("is written in the locale it is read in, so it reads back as the same number", () => {
    expect(editText("reachable_share", 0.024, "de-DE")).toBe("2,4%");
    expect(editText("reachable_share", 0.024, "en-US")).toBe("2.4%");
    for (const locale of ["de-DE", "en-US", "fr-FR"])
      for (const key of inputKeys) {
        const value = key === "customers" ? 1234 : key === "price_per_year_usd" ? 853.2 : 0.024;
        expect(parseInput(key, editText(key, value, locale), locale)).toBeCloseTo(value, 9);
      }
  });
});

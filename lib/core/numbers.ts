/**
 * Numbers as people type them, read by the founder's locale: "2,4" is 2.4 in German and refused in English (where
 * a comma groups thousands, "2,4" could be 2.4 or 24), "1 200", "1,200" and "1.200" are 1200 where those group
 * thousands, "3.5%" is 3.5 with its percent sign noted. Nothing is guessed: a number that reads two ways is refused
 * with a message that says how to write it. Every number field of the app reads through `readNumber()`; the API
 * itself takes JSON numbers.
 */

export type ReadNumber = { ok: true; value: number; percent: boolean } | { ok: false; message: string };

/** The locale's decimal mark: "." or ",". Anything Intl cannot place reads as English. */
export function decimalMarkOf(locale: string | undefined): "." | "," {
  try {
    const part = new Intl.NumberFormat(locale || "en").formatToParts(1.5).find((p) => p.type === "decimal");
    return part?.value === "," ? "," : ".";
  } catch {
    return ".";
  }
}

const markName = (mark: "." | ",") => (mark === "." ? "a point" : "a comma");
// Spaces of every width and the apostrophe group thousands in every locale that uses them ("1 200", "1’200").
const SPACES = /[\s\u00a0\u202f\u2009'’]/g;

/** Whether `digits`, split by a grouping mark, are thousands: 1 to 3 digits, then groups of exactly 3. */
const groupsOfThree = (groups: string[]) =>
  groups.length > 1 && /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group));

export function readNumber(text: string, locale?: string): ReadNumber {
  const decimal = decimalMarkOf(locale);
  const group = decimal === "." ? "," : ".";
  let rest = text.trim().replace(/^\$\s*/, "");
  const percent = rest.endsWith("%");
  if (percent) rest = rest.slice(0, -1).trim();
  if (rest === "") return { ok: false, message: "Enter a number." };
  if (rest.startsWith("-") || rest.startsWith("−")) return { ok: false, message: "Enter a number of 0 or more." };

  const spaced = rest.split(SPACES);
  if (spaced.length > 1 && !groupsOfThree(spaced.map((part, i) => (i === spaced.length - 1 ? leading(part) : part)))) {
    return { ok: false, message: "Write the number without spaces, or with its thousands in threes (1 200)." };
  }
  rest = rest.replace(SPACES, "");
  if (!/^[\d.,]+$/.test(rest) || !/\d/.test(rest)) return { ok: false, message: "Enter a number, like 12 or 2.5." };

  const [whole = "", ...fractions] = rest.split(decimal);
  if (fractions.length > 1)
    return { ok: false, message: `A number has one decimal mark: write it with ${markName(decimal)}.` };
  const fraction = fractions[0];
  if (fraction !== undefined && (fraction.includes(group) || fraction === "")) {
    return { ok: false, message: `Write the decimals after ${markName(decimal)}, like ${example(decimal)}.` };
  }
  let digits = whole;
  if (whole.includes(group)) {
    const groups = whole.split(group);
    if (!groupsOfThree(groups)) {
      // "2,4" in English, "2.4" in German: the other locale's decimal, or a slip. Said, never guessed.
      const asDecimal = whole.replace(group, decimal);
      return {
        ok: false,
        message: `Write ${asDecimal} with ${markName(decimal)}: here ${group === "," ? "a comma" : "a point"} separates thousands.`,
      };
    }
    digits = groups.join("");
  }
  const value = Number(`${digits || "0"}${fraction !== undefined ? `.${fraction}` : ""}`);
  if (!Number.isFinite(value)) return { ok: false, message: "That number is too large." };
  return { ok: true, value, percent };
}

/** The whole part of the last space-separated group ("200.5" → "200"), for checking the thousands before it. */
const leading = (part: string) => part.split(/[.,]/)[0] ?? part;
const example = (decimal: "." | ",") => `2${decimal}5`;

/** A number as a field shows it back for editing, in the locale: 2.4 → "2,4" in German, no thousands marks. */
export function numberText(value: number, locale?: string): string {
  const text = String(Number(value.toFixed(6)));
  return decimalMarkOf(locale) === "," ? text.replace(".", ",") : text;
}

/**
 * A whole number with commas between its thousands ("12,000"), without Intl: a page's first `toLocaleString` or
 * `Intl.NumberFormat` starts ICU, which took 110–180 ms of a phone-speed main thread in the landing's hydration.
 */
export function groupThousands(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  return `${value < 0 ? "-" : ""}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

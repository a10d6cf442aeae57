/**
 * An idea's short name, for the library, the idea page and file names: what a founder would call it, never their
 * description cut off mid-way.
 *
 * - A validation's title from a real model is asked for as "a short name for the idea (at most 8 words)": it is the
 *   name when it fits IDEA_NAME_MAX and is not simply the description again.
 * - Else the description's own name: a label before a colon or dash ("KitchenCount: an inventory app…" →
 *   "KitchenCount"), else its opening phrase up to the first clause ("A waitlist tool for physio clinics that fills
 *   cancelled slots…" → "Waitlist tool for physio clinics"), shortened at a whole word when still too long.
 * Pure, so the server names ideas and the tests check the same rule.
 */

export const IDEA_NAME_MAX = 60;
const LABEL_MAX_WORDS = 4;
/** Fewer words than this before the first clause, and the name keeps the sentence's first FALLBACK_WORDS instead. */
const MIN_WORDS = 3;
const FALLBACK_WORDS = 8;

const firstWords = (text: string) => text.split(" ").slice(0, FALLBACK_WORDS).join(" ");

/** Words a name does not end on: a phrase cut after them reads as unfinished. */
const DANGLING =
  /\s+(a|an|the|and|or|but|for|to|of|in|on|at|by|with|from|into|via|per|as|that|which|who|so|their|your|our|its)$/i;
const CLAUSE = /,|;|\s[-–—]\s|\(|\s(?:that|which|who|whose|where|so|because|by|while|using|through|and then)\s/i;

const clean = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?:;,]+$/, "");

function shortened(phrase: string): string {
  let name = phrase.trim();
  if (name.length > IDEA_NAME_MAX) name = name.slice(0, IDEA_NAME_MAX + 1).replace(/\s+\S*$/, "");
  for (let before = ""; before !== name;) {
    before = name;
    name = name
      .replace(DANGLING, "")
      .replace(/[,;:–—-]+$/, "")
      .trim();
  }
  return name.slice(0, IDEA_NAME_MAX);
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The description's own short name (see above); "" when it has no words. */
export function nameFromDescription(description: string): string {
  const text = clean(description);
  if (!text) return "";
  const label = /^([^:–—]{2,40}?)\s*(?::|\s[-–—]\s)/.exec(text)?.[1]?.trim();
  if (label && label.split(" ").length <= LABEL_MAX_WORDS && /[\p{L}\p{N}]/u.test(label)) return label;
  const sentence = text.split(/(?<=[.!?])\s/)[0]!.replace(/[.!?]+$/, "");
  const phrase = sentence.split(CLAUSE)[0]!.replace(/^(a|an|the)\s+/i, "");
  // A head too short to tell ideas apart ("Marketplace that matches dog owners…") keeps its first words instead.
  const words = phrase.split(" ").length >= MIN_WORDS ? phrase : firstWords(sentence.replace(/^(a|an|the)\s+/i, ""));
  const name = shortened(words.length >= 3 ? words : sentence);
  return capital(name || shortened(text));
}

/** A new idea's name: the validation's short title when it is one, else the description's own name. */
export function ideaName(description: string, reportTitle: string, reportIsValidation: boolean): string {
  const title = clean(reportTitle);
  const restatesDescription = clean(description).toLowerCase().startsWith(title.toLowerCase());
  if (reportIsValidation && title && title.length <= IDEA_NAME_MAX && !restatesDescription) return title;
  return nameFromDescription(description) || shortened(title) || "Untitled idea";
}

/**
 * When is a text still the same idea? Used by the tool form (to ask the founder when a re-run's text has changed a lot)
 * and by the server (to file a run without a chosen idea under the founder's idea of the same title only when its text
 * still describes it). Pure, so the browser and the server apply one rule.
 *
 * The rule works on word sets:
 * - words are runs of letters and digits, lower-cased, with common English function words dropped ("an", "for",
 *   "the"…) and a plural "s" cut from words of more than three letters, so "kitchens" and "kitchen" count as one;
 * - `similarity` is the Jaccard index of the two sets (shared words / all words), 1 for two texts with no words;
 * - `retained` is the share of the earlier text's words still in the new one;
 * - a text has **changed a lot** when the two share less than a third of their words (similarity < 1/3) and fewer
 *   than 80 % of the earlier words remain. The second half keeps an elaboration (the same idea with a paragraph of
 *   detail added) from counting as a new idea; rewording a sentence or two keeps the similarity well above 1/3, while
 *   another idea in the same words ("an app for…") shares a few words at most.
 */

export const SAME_IDEA_MIN_SIMILARITY = 1 / 3;
export const ELABORATION_MIN_RETAINED = 0.8;

const FUNCTION_WORDS = new Set(
  (
    "a an the and or but nor so for to of in on at by with without from into onto over under about as than then " +
    "that this these those it its is are was were be been being am do does did has have had will would can could " +
    "should may might must shall i me my we us our you your he him his she her they them their who whom whose which " +
    "what when where why how not no yes all any each every per via also just only very more most some such too up out"
  ).split(" "),
);

/** The text with its whitespace collapsed and its case folded: two runs of this text are the same words. */
export function normaliseIdeaText(text: string): string {
  return text.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

/** The idea's meaningful words, as a set (see the rule above). */
export function ideaWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const [word] of normaliseIdeaText(text).matchAll(/[\p{L}\p{N}]+/gu)) {
    if (FUNCTION_WORDS.has(word)) continue;
    words.add(word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word);
  }
  return words;
}

function shared(a: Set<string>, b: Set<string>): number {
  let count = 0;
  for (const word of a) if (b.has(word)) count++;
  return count;
}

/** Jaccard index of the two texts' word sets, from 0 (nothing shared) to 1 (the same words). */
export function ideaSimilarity(a: string, b: string): number {
  const left = ideaWords(a);
  const right = ideaWords(b);
  if (left.size === 0 && right.size === 0) return 1;
  const both = shared(left, right);
  return both / (left.size + right.size - both);
}

/** The share of `before`'s words that `after` still has (1 when `before` has none). */
export function retainedWords(before: string, after: string): number {
  const earlier = ideaWords(before);
  if (earlier.size === 0) return 1;
  return shared(earlier, ideaWords(after)) / earlier.size;
}

/** True when `after` no longer reads as the idea `before` described: ask the founder, or file it as a new idea. */
export function changedALot(before: string, after: string): boolean {
  return (
    ideaSimilarity(before, after) < SAME_IDEA_MIN_SIMILARITY && retainedWords(before, after) < ELABORATION_MIN_RETAINED
  );
}

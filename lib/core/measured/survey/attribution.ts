/**
 * How a quote taken from a survey answer names it (issue 46), apart from the evidence checks so the report views can
 * read it without them.
 */

/** An answer's attribution, as the quote checks take it from its label: "Answer 2 (<response id>)". */
const ANSWER_ATTRIBUTION = /^(Answer \d+) \(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)$/;

/** The answer a quote's attribution names, or null when it names no survey answer. */
export function answerOfAttribution(attribution: string | null | undefined) {
  const [, label, responseId] = (attribution && ANSWER_ATTRIBUTION.exec(attribution)) || [];
  return label && responseId ? { label, responseId } : null;
}

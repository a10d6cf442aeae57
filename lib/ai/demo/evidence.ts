import "server-only";
import { contentWords } from "./words";

/**
 * How the offline demo model reads customer evidence: it splits the text into sentences and picks, deterministically,
 * those sharing the most words with the idea and with what it is writing about. Every sentence it quotes is copied
 * from the evidence as it stands, so the demo shows the feature honestly.
 */

export interface EvidenceSentence {
  text: string;
  passage: number;
  words: Set<string>;
}

const QUOTE_MAX = 280;

/**
 * A line that names what follows rather than saying anything ("Interview 2 — clinic manager", "Call with Sam:"): it
 * starts a passage and is never quoted as the customers' words.
 */
export function isHeaderLine(line: string): boolean {
  const text = line.trim().replace(/^[#*>\s]+/, "");
  if (!text) return false;
  const words = text.split(/\s+/).length;
  if (/^(interview|call|conversation|chat|meeting|review|post|note|notes|transcript|survey)\b[^.!?]*$/i.test(text))
    return words <= 10;
  if (text.endsWith(":") && words <= 8) return true;
  return words <= 6 && !/[.!?]["”]?$/.test(text) && /[—–-]|#/.test(text);
}

/**
 * The evidence's sentences, each with its passage: one interview, review or post. Passages are blocks between blank
 * lines or headers; evidence with neither is one passage a line (a pasted list of reviews).
 */
export function evidenceSentences(evidence: string | undefined): EvidenceSentence[] {
  if (!evidence?.trim()) return [];
  const lines = evidence.split("\n");
  const structured = /\n\s*\n/.test(evidence) || lines.some(isHeaderLine);
  const sentences: EvidenceSentence[] = [];
  let passage = 0;
  let open = false;
  for (const line of lines) {
    if (!line.trim() || isHeaderLine(line)) {
      if (open) passage++;
      open = false;
      continue;
    }
    if (!structured && open) passage++;
    open = true;
    for (const piece of line.split(/(?<=[.!?])\s+/)) {
      const text = piece
        .trim()
        .replace(/^[-*•>\d.)\s"“]+/, "")
        .replace(/["”]+$/, "")
        .trim();
      const words = contentWords(text);
      if (text.length >= 12 && text.length <= QUOTE_MAX && text.split(/\s+/).length >= 3 && words.size > 0) {
        sentences.push({ text, passage, words });
      }
    }
  }
  return sentences;
}

const overlap = (sentence: EvidenceSentence, words: Set<string>) =>
  [...words].filter((word) => sentence.words.has(word)).length;

/**
 * The sentences that share most words with `about` (and, to break ties, with the idea), best first; sentences in
 * `used` are skipped so two pain points do not quote the same line.
 */
export function bestSentences(
  sentences: EvidenceSentence[],
  about: string,
  idea: string,
  count: number,
  used = new Set<string>(),
) {
  const aboutWords = contentWords(about);
  const ideaWords = contentWords(idea);
  return sentences
    .map((sentence, order) => ({
      sentence,
      order,
      score: overlap(sentence, aboutWords) * 2 + overlap(sentence, ideaWords),
    }))
    .filter(({ sentence, score }) => score > 0 && !used.has(sentence.text))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ sentence }) => sentence);
}

/** Product names the evidence mentions after "use", "tried", "switched from" and the like (e.g. "we tried Rover"). */
export function namedProducts(evidence: string | undefined): string[] {
  if (!evidence) return [];
  const names = new Set<string>();
  const pattern =
    /\b(?:use|used|using|tried|try|switched from|moved from|pay for|paying for|cancelled|canceled)\s+([A-Z][\w&.'-]*(?:\s[A-Z][\w&.'-]*)?)/g;
  for (const match of evidence.matchAll(pattern)) {
    const name = match[1]!.replace(/[.'-]+$/, "");
    if (name.length >= 2 && !/^(I|The|A|An|It|This|That|My|Our|We)$/.test(name)) names.add(name);
  }
  return [...names].slice(0, 3);
}

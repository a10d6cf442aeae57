/** One run of a word-level diff: words both texts have, or words only the newer (added) or older (removed) has. */
export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

/** Above this many word pairs (after the common start and end are set aside) the texts are shown as replaced whole. */
const MAX_CELLS = 1_500_000;

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

function push(parts: DiffPart[], kind: DiffPart["kind"], words: string[]) {
  if (words.length === 0) return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += ` ${words.join(" ")}`;
  else parts.push({ kind, text: words.join(" ") });
}

/**
 * What changed from one text of an idea to the next, word by word (whitespace is not a change): the longest common
 * subsequence of words, with removed words before added ones where a passage was rewritten. Prompts are at most 4,000
 * characters, so the table stays small; anything larger is shown as the old text removed and the new one added.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = wordsOf(before);
  const b = wordsOf(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  push(parts, "same", a.slice(0, start));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if (n * m > MAX_CELLS) {
    push(parts, "removed", midA);
    push(parts, "added", midB);
  } else {
    // lengths[i * (m + 1) + j]: the longest common subsequence of midA[i..] and midB[j..].
    const width = m + 1;
    const lengths = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    let removed: string[] = [];
    let added: string[] = [];
    const flush = () => {
      push(parts, "removed", removed);
      push(parts, "added", added);
      removed = [];
      added = [];
    };
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        flush();
        push(parts, "same", [midA[i]!]);
        i++;
        j++;
      } else if (j >= m || (i < n && lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)) {
        removed.push(midA[i++]!);
      } else {
        added.push(midB[j++]!);
      }
    }
    flush();
  }
  push(parts, "same", a.slice(endA));
  return parts;
}

/** How many words were added and removed: "4 words added, 2 removed", for a summary line and screen readers. */
export function diffCounts(parts: DiffPart[]): { added: number; removed: number } {
  const count = (kind: DiffPart["kind"]) =>
    parts.filter((part) => part.kind === kind).reduce((sum, part) => sum + wordsOf(part.text).length, 0);
  return { added: count("added"), removed: count("removed") };
}

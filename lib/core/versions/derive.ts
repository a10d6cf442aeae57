import { inputKeys, type InputKey } from "@/lib/core/market/inputs";
import { recordedOutcomes } from "@/lib/core/experiments/results-evidence";
import { answersIn } from "@/lib/core/measured/survey/evidence";
import type { MarketInputRef, VersionCause } from "./cause";
import { fieldOf } from "@/lib/core/objects";

type Numbers = { low: number; base: number; high: number };

/** A version's market as the versions list carries it: the figures and every input with where it comes from. */
export interface VersionMarket {
  tam: Numbers | null;
  sam: Numbers | null;
  som: Numbers | null;
  segments: { name: string; inputs: Record<InputKey, Numbers & { basis: string }> }[];
}

/** What a stored row holds that tells why an older version was made (before the cause was stored with it). */
export interface VersionFacts {
  prompt: string;
  evidence: string | null;
  results_evidence: string | null;
  scores: Record<string, { score?: number; basis?: string }> | null;
  market: VersionMarket | null;
}

const isNumbers = (value: unknown): value is Numbers =>
  typeof value === "object" &&
  value !== null &&
  ["low", "base", "high"].every((bound) => typeof fieldOf(value, bound) === "number");

const numbersOf = (value: unknown): Numbers | null =>
  isNumbers(value) ? { low: value.low, base: value.base, high: value.high } : null;

/** The stored `market_size` read defensively (a version before market size has none). */
export function versionMarket(stored: unknown): VersionMarket | null {
  if (typeof stored !== "object" || stored === null) return null;
  const storedSegments = fieldOf(stored, "segments");
  if (!Array.isArray(storedSegments)) return null;
  const segments = storedSegments.flatMap((segment: Record<string, unknown>) => {
    if (typeof segment?.name !== "string") return [];
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the loop below fills every input key, or the segment is dropped
    const inputs = {} as VersionMarket["segments"][number]["inputs"];
    for (const key of inputKeys) {
      const input = segment[key];
      const numbers = numbersOf(input);
      if (!numbers) return [];
      const basis = fieldOf(input, "basis");
      inputs[key] = { ...numbers, basis: typeof basis === "string" ? basis : "assumption" };
    }
    return [{ name: segment.name, inputs }];
  });
  return {
    tam: numbersOf(fieldOf(stored, "tam")),
    sam: numbersOf(fieldOf(stored, "sam")),
    som: numbersOf(fieldOf(stored, "som")),
    segments,
  };
}

const sameNumbers = (a: Numbers | undefined, b: Numbers | undefined) =>
  !!a && !!b && a.low === b.low && a.base === b.base && a.high === b.high;

/** The founder's inputs of `current` that are new or changed since `previous`. */
function founderChanges(current: VersionMarket | null, previous: VersionMarket | null): MarketInputRef[] {
  return (current?.segments ?? []).flatMap((segment, index) =>
    inputKeys
      .filter((key) => segment.inputs[key].basis === "founder")
      .filter((key) => {
        const before = previous?.segments.find((other) => other.name === segment.name) ?? previous?.segments[index];
        return before?.inputs[key].basis !== "founder" || !sameNumbers(before.inputs[key], segment.inputs[key]);
      })
      .map((input) => ({ segment: segment.name, input })),
  );
}

/**
 * Why an older version was made, read from what it holds beside the one before it: the first; a re-validation (its
 * results kept with it); a founder's rescore (a factor newly theirs); a market edit (inputs newly theirs); else a re-run.
 */
export function derivedCause(current: VersionFacts, previous: VersionFacts | undefined): VersionCause {
  if (!previous) return { cause: "first" };
  if (current.results_evidence) {
    const results = recordedOutcomes(current.results_evidence).length;
    const answers = answersIn(current.results_evidence);
    return answers > 0 ? { cause: "answered", answers, results } : { cause: "revalidated", results };
  }
  const rescored = Object.entries(current.scores ?? {}).find(
    ([key, score]) =>
      score?.basis === "founder" &&
      (previous.scores?.[key]?.basis !== "founder" || previous.scores[key]?.score !== score.score),
  );
  if (rescored && current.prompt === previous.prompt) return { cause: "rescore", factor: rescored[0] };
  const edited = founderChanges(current.market, previous.market);
  if (edited.length > 0 && current.prompt === previous.prompt) return { cause: "market_edit", edited, cleared: [] };
  return { cause: "rerun" };
}

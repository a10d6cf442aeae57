import { unhandled, type EveryEntry } from "@/lib/core/exhaustive";

/**
 * The three kinds of report, by the one name each has in the database, the API's bodies and the code: pain points
 * (`pp`), marketing strategy (`ms`) and idea validation (`iv`). Everything else about a kind (its name on screen, the
 * original API's aliases, its schemas, the browser's storage keys) is in its module beside this one, looked up through
 * `kinds` (./index.ts). Plain data, imported by server and browser code alike, and by db/schema.ts.
 */
export const reportKinds = ["pp", "ms", "iv"] as const;
export type ReportKind = (typeof reportKinds)[number];

/**
 * A table with an entry for every kind, from the table as written (`T`): a kind the table lacks is a type error where
 * it is written, and `never` (not one more error) where it is read. Every per-kind table is declared through it, so
 * adding a kind to `reportKinds` makes the compiler name each place to fill, and only those
 * (test/platform/throwaway-kind.test.ts).
 */
export type EveryKind<T extends Record<ReportKind, unknown>, Missing = never> = EveryEntry<ReportKind, T, Missing>;

/** Where a choice by kind ends: a kind no branch took is a type error here. */
export const assertNever = (kind: never): never => unhandled("report kind", kind);

/** What every kind's module says of it (lib/core/kinds/<kind>/description.ts). */
export interface KindDescription<K extends ReportKind = ReportKind> {
  kind: K;
  /** The tool's one display name: side menu, dashboard, headings, page titles, library, share pages, exports. */
  label: string;
  /** The report in a sentence ("a founder asks about their …"). */
  noun: string;
  /** Its names in the original API's paths and the `kind` query, the code first (docs/API.md, "The stored report"). */
  aliases: readonly string[];
  /** The tool's page. */
  path: string;
  /** The session-storage keys of the first client: the tool's last prompt and the evidence it was run with. */
  storage: { prompt: string; evidence: string };
  /** The tool form's button. */
  submit: string;
  /** The line under the tool's heading. */
  description: string;
  /** The generation calls' 502 message (the original contract's error catalogue). */
  generationFailure: string;
}

import { recordOf } from "@/lib/core/objects";
import { z } from "zod";
import { plainText, singleLineText } from "@/lib/core/text";
import { inputKeys, isShare, MAX_CUSTOMERS, MAX_SEGMENTS, maxOf, type InputKey } from "./inputs";

export { inputKeys, isShare, MAX_CUSTOMERS, MAX_PRICE_PER_YEAR_USD, MAX_SEGMENTS, type InputKey } from "./inputs";

/**
 * The validation's `market_size` section (issue 27, schema version 4): what the model proposes (inputs only, never a
 * total), what a report stores (the same inputs, checked, plus the figures and flags the code computes) and what a
 * founder's edit sends. The arithmetic is lib/core/market/size.ts; the checks of the model's claims lib/core/market/check.ts.
 */

/** Where an input comes from: the founder's evidence (with its quote), a page the web search returned, or a guess. */
export const modelBases = ["evidence", "source", "assumption"] as const;
/** A stored input may also be the founder's own number ("Save as new version"). */
export const inputBases = [...modelBases, "founder"] as const;
export type InputBasis = (typeof inputBases)[number];

const reason = plainText().trim().min(1).max(300);
const quote = plainText().trim().min(1).max(600);
const segmentName = singleLineText().trim().min(1).max(120);

/**
 * What the model writes for one input. Its numbers are only bounded loosely here (a share of 30 for 30 %, or a range
 * out of order, still parses) so that one slip does not fail the whole validation: check.ts corrects and says so.
 */
const modelInput = z.object({
  low: z.number().min(0).max(MAX_CUSTOMERS),
  base: z.number().min(0).max(MAX_CUSTOMERS),
  high: z.number().min(0).max(MAX_CUSTOMERS),
  basis: z.enum(modelBases),
  // Shorter than a stored input's may be: twelve inputs of a validation must fit its output budget (lib/ai/budgets.ts).
  reason: plainText().trim().min(1).max(200),
  /** With basis "evidence": the sentence of the evidence that states the number, copied exactly. */
  quote: plainText().trim().min(1).max(300).nullable(),
  /** With basis "source": the address of a page the web search returned (kept only if it did, lib/core/market/check.ts). */
  source_url: plainText().max(500).nullable(),
});

const modelSegment = z.object({
  name: segmentName,
  customers: modelInput,
  price_per_year_usd: modelInput,
  reachable_share: modelInput,
  obtainable_share_3y: modelInput,
});

/** The model proposes at most 3 segments (a founder may add a fourth), so the validation's largest answer fits its budget. */
export const marketSizeOutput = z.object({
  segments: z
    .array(modelSegment)
    .min(1)
    .max(MAX_SEGMENTS - 1),
});
export type MarketSizeOutput = z.infer<typeof marketSizeOutput>;
export type ModelInput = z.infer<typeof modelInput>;

const range = z.object({ low: z.number().min(0), base: z.number().min(0), high: z.number().min(0) });
const figures = { tam: range.optional(), sam: range.optional(), som: range.optional() };

/** A stored input: its numbers within their real bounds (shares in (0, 1]), checked claims, maybe the founder's. */
const storedInput = (key: InputKey) =>
  z.object({
    low: z.number().gt(0).max(maxOf(key)),
    base: z.number().gt(0).max(maxOf(key)),
    high: z.number().gt(0).max(maxOf(key)),
    basis: z.enum(inputBases),
    reason,
    quote: quote.nullable().optional(),
    source_url: plainText().max(2_000).nullable().optional(),
    /** Who said the quote, as the evidence names them (lib/core/report/evidence.ts); never from the model. */
    attribution: plainText().trim().max(200).nullable().optional(),
    /** With basis "founder": the model's proposal their number replaced, to go back to (lib/core/market/carry.ts). */
    model: z
      .object({
        low: z.number().gt(0).max(maxOf(key)),
        base: z.number().gt(0).max(maxOf(key)),
        high: z.number().gt(0).max(maxOf(key)),
        reason,
      })
      .optional(),
  });

const storedSegment = z.object({
  name: segmentName,
  ...recordOf(inputKeys, storedInput),
  ...figures,
});

const flag = z.object({ code: z.enum(["optimistic_share", "revenue_above_som"]), text: plainText().max(400) });
const source = z.object({ url: z.url({ protocol: /^https?$/ }).max(2_000), title: plainText().max(300).optional() });

/** What a stored validation holds: the figures, flags and sources are recomputed by code whenever it is read. */
export const marketSizeReport = z.object({
  segments: z.array(storedSegment).min(1).max(MAX_SEGMENTS),
  ...figures,
  flags: z
    .array(flag)
    .max(2 * MAX_SEGMENTS)
    .optional(),
  sources: z.array(source).max(30).optional(),
});
export type StoredMarketSize = z.infer<typeof marketSizeReport>;
export type StoredInput = StoredMarketSize["segments"][number][InputKey];

const positive = (key: InputKey) => {
  const message = isShare(key)
    ? "A share must be more than 0 and at most 1 (100%)."
    : `Each ${key === "customers" ? "customer count" : "price"} must be a positive number up to ${maxOf(key).toLocaleString("en-US")}.`;
  return z.number({ error: message }).gt(0, { error: message }).max(maxOf(key), { error: message });
};
export const ORDER_MESSAGE = "Keep each input's low at or below its base, and its base at or below its high.";
const editedInput = (key: InputKey) =>
  z
    .object({
      low: positive(key),
      base: positive(key),
      high: positive(key),
      /** Why the founder chose the number; kept with it when it changed. */
      reason: plainText().trim().max(300, { error: "Keep the reason for a number under 300 characters." }).optional(),
    })
    .refine((input) => input.low <= input.base && input.base <= input.high, { error: ORDER_MESSAGE });

/** The edit call's body: the inputs only. Any totals a client sends are not part of it and are dropped. */
export const marketSizeEdit = z.object({
  segments: z
    .array(
      z.object({
        name: singleLineText({ error: "Name each segment." }).trim().min(1, "Name each segment.").max(120, {
          error: "Keep a segment's name under 120 characters.",
        }),
        ...recordOf(inputKeys, editedInput),
      }),
      { error: "segments must be a list of 1 to 4 segments." },
    )
    .min(1, { error: "Keep at least one segment." })
    .max(MAX_SEGMENTS, { error: `Give at most ${MAX_SEGMENTS} segments.` }),
});
export type MarketSizeEdit = z.infer<typeof marketSizeEdit>;

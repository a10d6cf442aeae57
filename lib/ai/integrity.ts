import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/server/env";
import { factors } from "@/lib/core/report/factors";
import { contentOf } from "@/lib/core/report/content";
import type { ReportKind } from "@/lib/core/kinds";
import type { ReportShapes } from "@/lib/core/report/schemas";
import { recheckSaved } from "@/lib/core/report/claims";
import type { WebSource } from "@/lib/core/report/schemas";
import { trustedSources } from "./web-sources";
import { omit } from "@/lib/core/objects";

/**
 * The one gate every report passes before it is stored, whoever sent it: generations kept in the history and reports a
 * client asks to save alike (lib/server/reports/store.ts). The server believes a report only what it can check:
 *
 * - claims about the evidence (quotes, mentions, bases, competitors named in it) are checked against the evidence
 *   stored with the report, whatever version the report says it is (lib/core/report/claims.ts); web sources need their
 *   own signature (lib/ai/web-sources.ts); the overall score and grade are recomputed from the factors;
 * - what cannot be checked from the report's text (that the demo model did not write it, that its scores are the
 *   median of several runs) is believed only with the report's `provenance`: an HMAC, made by this server when it
 *   generated or stored the report, over the kind, the demo flag and the whole content. A copy the client changed in
 *   any way, or made itself, has none that matches: it is stored as a demo report (the server cannot vouch that any
 *   model analysed it, so it is not shown as an analysis) and without the sampled-score fields.
 *
 * Whatever is stored is signed again, so a report that comes back unchanged (a second save, another account) keeps
 * what it had, and one that lost its demo flag on the way does not shed it.
 */

/** JSON with every object's keys sorted: the same content gives the same text however its keys were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? "null" : canonicalJson(item))).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function provenanceOf(kind: ReportKind, content: Record<string, unknown>, demo: boolean): string {
  const signed = omit(content, "provenance");
  return createHmac("sha256", getEnv().AUTH_SECRET)
    .update(`report-provenance:${kind}:${demo ? "demo" : "model"}:${canonicalJson(signed)}`)
    .digest("hex");
}

function provenanceMatches(kind: ReportKind, content: Record<string, unknown>, demo: boolean): boolean {
  const given = content.provenance;
  if (typeof given !== "string" || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(provenanceOf(kind, content, demo), "hex"), Buffer.from(given, "hex"));
}

/**
 * A report this server generated, signed so a client's unchanged copy of it can be saved with what it had. One that
 * would not pass its stored schema is answered unsigned rather than not at all (saved, it would count as unverified).
 */
export function withProvenance<T extends Record<string, unknown>>(
  kind: ReportKind,
  report: T,
): T & { provenance?: string } {
  let stored: Record<string, unknown>;
  try {
    stored = contentOf(kind, report);
  } catch {
    return report;
  }
  return { ...report, provenance: provenanceOf(kind, stored, report.demo === true) };
}

/** The fields of a validation that say its scores come from several runs: believed only with a matching provenance. */
function withoutSampledScores(content: Record<string, unknown>): Record<string, unknown> {
  const scores = content.scores as Record<string, Record<string, unknown>>;
  const plain = Object.fromEntries(
    factors.map(({ key }) => [key, omit(scores[key]!, "samples", "spread", "uncertain")]),
  );
  return { ...omit(content, "score_samples", "overall_range"), scores: plain };
}

export interface CheckedReport {
  /** What to store: checked, upgraded to the current version and signed. */
  content: Record<string, unknown>;
  /** Whether it is stored as a demo report. */
  demo: boolean;
  /** Whether its provenance matched: the server made exactly this report. */
  verified: boolean;
}

/**
 * Checks a report before it is stored: `data` as sent (a generation or a client's copy), against `evidenceText`, the
 * evidence stored with it. Throws a ZodError when `data` is not a report of the kind.
 */
export function checkedReport(kind: ReportKind, data: unknown, evidenceText: string | undefined): CheckedReport {
  const claimedDemo = typeof data === "object" && data !== null && "demo" in data && data.demo === true;
  const parsed = contentOf(kind, data);
  const verified = provenanceMatches(kind, parsed, claimedDemo);
  const unsigned = omit(parsed, "provenance");
  let content = recheckSaved(kind, kind === "iv" ? withTrustedSources(unsigned) : unsigned, evidenceText);
  if (kind === "iv" && !verified) content = withoutSampledScores(content);
  const demo = claimedDemo || !verified;
  return { content: { ...content, provenance: provenanceOf(kind, content, demo) }, demo, verified };
}

/**
 * A stored report as every reader gets it (the API, the report and share pages, the export, a client restoring its
 * last report): passed through checkedReport() again, with the demo flag and evidence stored beside it. Whatever
 * version it was stored as (`schema_version` 1, none, or the current one) it comes out in the current shape, so the
 * views and the export know one shape; a report stored before every save was checked has its claims checked now, and
 * without the server's provenance it is a demo without sampled scores, as it would be saved today. Checking a checked
 * report changes nothing, so a report stored since reads as it was stored. Throws a ZodError when the stored data is
 * not a report of its kind.
 */
export function readReport<K extends ReportKind>(
  kind: K,
  data: unknown,
  stored: { demo: boolean; evidence: string | null | undefined },
) {
  const fields = typeof data === "object" && data !== null ? data : {};
  const { content, demo } = checkedReport(kind, { ...fields, demo: stored.demo }, stored.evidence ?? undefined);
  // contentOf() parsed it with its kind's schema; the claim checks and the upgrade only fill in or narrow its claims.
  return { report: content as unknown as ReportShapes[K], demo };
}

/** A validation keeps its web sources only when they are the ones its generation signed (a client cannot add a link). */
function withTrustedSources(content: Record<string, unknown>): Record<string, unknown> {
  const { sources, sources_signature: signature, ...rest } = content;
  const trusted = trustedSources(sources as WebSource[] | undefined, signature);
  return trusted.length > 0 ? { ...rest, sources: trusted, sources_signature: signature } : rest;
}

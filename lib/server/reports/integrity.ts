import "server-only";
import { timingSafeEqual } from "node:crypto";
import { factors } from "@/lib/core/report/factors";
import { contentOf } from "@/lib/core/report/content";
import type { ReportKind } from "@/lib/core/kinds";
import type { ReportBinding } from "@/lib/core/report/binding";
import type { ReportShapes } from "@/lib/core/report/schemas";
import { recheckSaved } from "@/lib/core/report/claims";
import type { WebSource } from "@/lib/core/report/schemas";
import { provenanceOf, withProvenance } from "@/lib/ai/provenance";
import { signSources } from "@/lib/ai/web-sources";
import { omit } from "@/lib/core/objects";

/**
 * The one gate every report passes before it is stored, whoever sent it: generations kept in the history and reports a
 * client asks to save alike (lib/server/reports/store.ts). The server believes a report only what it can check:
 *
 * - claims about the evidence (quotes, mentions, bases, competitors named in it) are checked against the evidence
 *   stored with the report, whatever version the report says it is (lib/core/report/claims.ts); web sources need their
 *   own signature (lib/ai/web-sources.ts); the overall score and grade are recomputed from the factors;
 * - what cannot be checked from the report's text (that the demo model did not write it, that its scores are the
 *   median of several runs, that it was made for this idea) is believed only with the report's `provenance`: an HMAC,
 *   made by this server when it generated or stored the report, over the kind, the demo flag, the whole content and
 *   what it was made for (`ReportBinding`: the idea's text, the founder's evidence and the account or free try;
 *   lib/ai/provenance.ts, beside the generation that signs it first). A copy the client changed in any way, made
 *   itself, or took from another idea, account or try has none that matches: it is stored as a demo report (the
 *   server cannot vouch that any model analysed it for this idea, so it is not shown as an analysis), without the
 *   sampled-score fields, and as made elsewhere (it moves no verdict).
 *
 * Whatever is stored is signed again for the row it is stored in, so a report that comes back unchanged (a second
 * save of the same idea by the same account) keeps what it had, and one that lost its demo flag on the way does not
 * shed it.
 */

/** Whether the content's own `provenance` is the one this server would sign it with for `binding`. */
function provenanceMatches(
  kind: ReportKind,
  content: Record<string, unknown>,
  demo: boolean,
  binding: ReportBinding | "unbound",
): boolean {
  const given = content.provenance;
  if (typeof given !== "string" || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(provenanceOf(kind, content, demo, binding), "hex"), Buffer.from(given, "hex"));
}

/** The fields of a validation that say its scores come from several runs: believed only with a matching provenance. */
function withoutSampledScores(content: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- content is a validation that contentOf() parsed: its scores are an object of factors
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
  /** Whether its provenance matched: the server made exactly this report, for this idea, evidence and owner. */
  verified: boolean;
}

/**
 * Checks a report before it is stored: `data` as sent (a generation or a client's copy), against `evidenceText`, the
 * evidence stored with it, and signs it for `binding`, what it is stored as. Its own signature must name `madeFor`:
 * the same binding, except for a free try moving into an account (signed for the try). Throws a ZodError when `data`
 * is not a report of the kind.
 */
export function checkedReport(
  kind: ReportKind,
  data: unknown,
  evidenceText: string | undefined,
  binding: ReportBinding,
  madeFor: ReportBinding = binding,
): CheckedReport {
  return signedFor(binding, checkedContent(kind, data, evidenceText, [madeFor]), kind);
}

/**
 * A report this server derived itself from a checked one (a founder's market edit, an accepted rescore, scores held to
 * measured results): signed for `binding`, what it is stored as, and checked again like any other, so it keeps the
 * demo flag and sampled scores the server vouches for while its claims and figures are checked and recomputed.
 */
export function checkedDerivedReport(
  kind: ReportKind,
  content: CheckedReport["content"],
  evidenceText: string | undefined,
  binding: ReportBinding,
): CheckedReport {
  return checkedReport(kind, withProvenance(kind, content, binding), evidenceText, binding);
}

const signedFor = (binding: ReportBinding, checked: CheckedReport, kind: ReportKind): CheckedReport => ({
  ...checked,
  content: { ...checked.content, provenance: provenanceOf(kind, checked.content, checked.demo, binding) },
});

function checkedContent(
  kind: ReportKind,
  data: unknown,
  evidenceText: string | undefined,
  signers: readonly (ReportBinding | "unbound")[],
): CheckedReport {
  const claimedDemo = typeof data === "object" && data !== null && "demo" in data && data.demo === true;
  const parsed = contentOf(kind, data);
  const verified = signers.some((signer) => provenanceMatches(kind, parsed, claimedDemo, signer));
  const unsigned = omit(parsed, "provenance");
  let content = recheckSaved(kind, kind === "iv" ? withTrustedSources(unsigned) : unsigned, evidenceText);
  if (kind === "iv" && !verified) content = withoutSampledScores(content);
  return { content, demo: claimedDemo || !verified, verified };
}

/**
 * A stored report as every reader gets it (the API, the report and share pages, the export, a client restoring its
 * last report): passed through checkedReport() again, with the demo flag and evidence stored beside it. Whatever
 * version it was stored as (`schema_version` 1, none, or the current one) it comes out in the current shape, so the
 * views and the export know one shape; a report stored before every save was checked has its claims checked now, and
 * without the server's provenance it is a demo without sampled scores, as it would be saved today. Checking a checked
 * report changes nothing, so a report stored since reads as it was stored. `stored.binding` is the row's (its idea
 * text, the founder's evidence, its owner): the stored signature is checked against it (or, for a row stored before
 * signatures named what they were made for, against none), and the report comes out signed for it, so the browser
 * can send it back as a copy of the same idea. Throws a ZodError when the stored data is not a report of its kind.
 */
export function readReport<K extends ReportKind>(
  kind: K,
  data: unknown,
  stored: { demo: boolean; evidence: string | null | undefined; binding: ReportBinding },
) {
  const fields = typeof data === "object" && data !== null ? data : {};
  const evidence = stored.evidence ?? undefined;
  const checked = checkedContent(kind, { ...fields, demo: stored.demo }, evidence, [stored.binding, "unbound"]);
  const { content, demo } = signedFor(stored.binding, checked, kind);
  // contentOf() parsed it with its kind's schema; the claim checks and the upgrade only fill in or narrow its claims.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- contentOf() parsed it with its kind's schema; the claim checks and the upgrade only fill in or narrow its claims
  return { report: content as unknown as ReportShapes[K], demo };
}

/** A validation keeps its web sources only when they are the ones its generation signed (a client cannot add a link). */
function withTrustedSources(content: Record<string, unknown>): Record<string, unknown> {
  const { sources, sources_signature: signature, ...rest } = content;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the sources of a report contentOf() parsed; trustedSources() keeps only the signed ones
  const trusted = trustedSources(sources as WebSource[] | undefined, signature);
  return trusted.length > 0 ? { ...rest, sources: trusted, sources_signature: signature } : rest;
}

/** The sources when the signature is the one their generation made (lib/ai/web-sources.ts), else none. */
function trustedSources(sources: readonly WebSource[] | undefined, signature: unknown): WebSource[] {
  if (!sources?.length || typeof signature !== "string") return [];
  const expected = Buffer.from(signSources(sources), "hex");
  const given = Buffer.from(signature, "hex");
  return expected.length === given.length && timingSafeEqual(expected, given) ? [...sources] : [];
}

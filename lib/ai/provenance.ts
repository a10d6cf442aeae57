import "server-only";
import { createHash, createHmac } from "node:crypto";
import { getEnv } from "@/lib/server/env";
import { contentOf } from "@/lib/core/report/content";
import type { ReportKind } from "@/lib/core/kinds";
import type { ReportBinding } from "@/lib/core/report/binding";
import { omit } from "@/lib/core/objects";

/**
 * A report's `provenance`: an HMAC, made by this server when it generates a report (lib/ai/generate.ts) or stores one
 * (lib/server/reports/integrity.ts, which also checks it), over the kind, the demo flag, the whole content and what it
 * was made for (`ReportBinding`: the idea's text, the founder's evidence and the account or free try). Only this
 * server can make one, and any change to the report or its binding breaks it.
 */

const digest = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The binding as signed: text is compared trimmed, and no evidence is the empty evidence. */
function boundTo({ prompt, evidence, owner }: ReportBinding): string {
  const whose = "user" in owner ? `user:${owner.user}` : `try:${owner.try}`;
  return `${digest(prompt.trim())}:${digest((evidence ?? "").trim())}:${whose}`;
}

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

/** The provenance of a report's content (its own `provenance` field aside), as a demo or a model's, for `binding`. */
export function provenanceOf(
  kind: ReportKind,
  content: Record<string, unknown>,
  demo: boolean,
  binding: ReportBinding | "unbound",
): string {
  const signed = omit(content, "provenance");
  // "unbound": how reports were signed before the binding; such a signature is believed only of a stored row.
  const boundText = binding === "unbound" ? "" : `${boundTo(binding)}:`;
  return createHmac("sha256", getEnv().AUTH_SECRET)
    .update(`report-provenance:${kind}:${demo ? "demo" : "model"}:${boundText}${canonicalJson(signed)}`)
    .digest("hex");
}

/**
 * A report this server generated (or derived), signed for what it was made for, so a client's unchanged copy of it can
 * be saved to that idea with what it had. One that would not pass its stored schema is answered unsigned rather than
 * not at all (saved, it would count as unverified).
 */
export function withProvenance<T extends Record<string, unknown>>(
  kind: ReportKind,
  report: T,
  binding: ReportBinding,
): T & { provenance?: string } {
  let stored: Record<string, unknown>;
  try {
    stored = contentOf(kind, report);
  } catch {
    return report;
  }
  return { ...report, provenance: provenanceOf(kind, stored, report.demo === true, binding) };
}

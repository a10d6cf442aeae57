import "server-only";
import { createHmac } from "node:crypto";
import { getEnv } from "@/lib/server/env";
import type { WebSource } from "@/lib/core/report/schemas";
import { fieldOf } from "@/lib/core/objects";

/**
 * The pages a report may link: only what the provider's web search returned as source parts, never a URL from the
 * model's text. A report's list is signed when it is made, so a saved report keeps its sources only if they are the
 * ones generated (a client cannot add a link of its own choosing: lib/server/reports/integrity.ts checks it).
 */

const MAX_SOURCES = 30;

/** The url sources of a generation's source parts: http(s) only, each once, in the order given. */
export function webSourcesOf(parts: readonly unknown[] | undefined): WebSource[] {
  const sources: WebSource[] = [];
  for (const part of parts ?? []) {
    const address = fieldOf(part, "url");
    if (fieldOf(part, "sourceType") !== "url" || typeof address !== "string") continue;
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      continue;
    }
    if ((url.protocol !== "https:" && url.protocol !== "http:") || url.href.length > 2_000) continue;
    if (sources.some((known) => known.url === url.href)) continue;
    const named = fieldOf(part, "title");
    const title = typeof named === "string" && named.trim() ? named.trim().slice(0, 300) : undefined;
    sources.push({ url: url.href, ...(title ? { title } : {}) });
    if (sources.length === MAX_SOURCES) break;
  }
  return sources;
}

/** The signature of a generation's sources: lib/server/reports/integrity.ts keeps only sources that carry it. */
export function signSources(sources: readonly WebSource[]): string {
  return createHmac("sha256", getEnv().AUTH_SECRET)
    .update(`web-sources:${JSON.stringify(sources)}`)
    .digest("hex");
}

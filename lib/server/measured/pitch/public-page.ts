import "server-only";
import type { NextRequest } from "next/server";
import type { Db } from "@/db/client";
import { afterResponse } from "@/lib/server/background";
import { utcToday } from "@/lib/server/experiments/store";
import { clientAddress } from "@/lib/server/http";
import { turnstileSiteKey } from "@/lib/server/turnstile";
import { isFounder } from "../founder";
import { htmlAnswer } from "../page";
import { isCountedVisit, sourceOfRequest } from "../visit";
import { visitorOf } from "../visitor";
import { shownVariant } from "@/lib/core/measured/variants";
import { formStamp } from "./form-stamp";
import { renderPitchPage, type Notice } from "./render";
import { recordVisit } from "./counted";
import { judgeIfDue } from "./judge";
import { publicPage } from "./pages";

const NOTICES: ReadonlySet<string> = new Set<string>([
  "joined",
  "already",
  "invalid",
  "limited",
  "closed",
  "challenge",
] satisfies Exclude<Notice, null>[]);
const isNotice = (value: string | null): value is Exclude<Notice, null> => value !== null && NOTICES.has(value);

/**
 * A pitch page at `/p/{slug}`, or null when no pitch page has that slug (or it is a draft and the caller is not its
 * founder). A visit is counted (one insert) unless it is not one (lib/server/measured/visit.ts); the judge check runs
 * after the answer.
 */
export async function servePitchPage(db: Db, request: NextRequest, slug: string): Promise<Response | null> {
  const found = await publicPage(db, slug);
  if (!found) return null;
  const { page, open } = found;
  const founder = await isFounder(db, request, page.userId);
  if (page.status === "draft" && !founder) return null;
  const source = sourceOfRequest(request);
  const state = !open ? "closed" : page.status === "draft" ? "preview" : page.status === "paused" ? "paused" : "live";
  const visitor = visitorOf(clientAddress(request), request.headers.get("user-agent") ?? "", utcToday());
  // The visitor's variant (the same all day, no cookie): counted on it, and shown it.
  const shown = shownVariant(page.fields, visitor.visitorHash);
  if (state === "live" && isCountedVisit(request, founder)) {
    if (await recordVisit(db, page.id, { ...visitor, variant: shown.key }, source)) {
      afterResponse(async () => void (await judgeIfDue(db, page.id)), "pitch judge");
    }
  }
  const noticeParam = new URL(request.url).searchParams.get("n");
  const notice: Notice = isNotice(noticeParam) ? noticeParam : null;
  const body = renderPitchPage({
    slug,
    fields: shown.fields,
    state,
    indexable: page.indexable,
    source,
    stamp: formStamp(slug),
    notice,
    turnstileSiteKey: turnstileSiteKey(),
  });
  return htmlAnswer(body, 200, page.indexable && state === "live");
}

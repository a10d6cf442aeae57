import "server-only";
import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import type { PitchFieldsInput } from "@/lib/core/api/pitch";
import { draftPitch } from "@/lib/core/measured/pitch/draft";
import { modelPitchDraft } from "@/lib/ai/pitch-draft";
import { draftSourceFor } from "./draft-source";
import { draftWithModel } from "../model-draft";

export interface PitchDraft {
  fields: PitchFieldsInput;
  /** `model`: the model wrote the words from the reports; `code`: the reports' own words (the demo model, or a failure). */
  drafted_by: "model" | "code";
}

/**
 * A pitch page's first draft for one of the founder's ideas: the model's words (one of the day's reports; its tokens
 * held of AI_DAILY_TOKENS while it runs, with the same 429 as a report's once that is spent, then recorded as kind
 * `pitch`) on the code's draft, or the code's draft alone with the offline demo model or when the model fails (the
 * count given back). The founder edits every word before it goes live.
 */
export async function draftPitchPage(
  db: Db,
  user: User,
  ideaId: string,
  from?: { reportId: string; item: string },
): Promise<PitchDraft> {
  const source = await draftSourceFor(db, user.id, ideaId, from);
  const base = draftPitch(source);
  const { drafted, by } = await draftWithModel(db, user, "pitch", (meter) => modelPitchDraft(source, base, meter));
  return { fields: drafted ?? base, drafted_by: by };
}

import "server-only";
import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import type { SurveyDraft } from "@/lib/core/api/survey";
import { draftProblemSurvey } from "@/lib/core/measured/survey/draft";
import { questionFlags } from "@/lib/core/measured/survey/questions";
import { modelSurveyDraft, type SurveyDraftSource } from "@/lib/ai/survey-draft";
import { draftSourceFor } from "../pitch/draft-source";
import { draftWithModel } from "../model-draft";

const HEADING_MAX = 120;

/** The code's heading: the pain the reports name most, else a plain one; never the idea's name. */
function headingOf(painPoints: SurveyDraftSource["painPoints"]): string {
  const [top] = [...(painPoints?.pain_points ?? [])]
    .filter((point) => point?.pain_point)
    .sort((a, b) => (b?.mentions ?? 0) - (a?.mentions ?? 0));
  const pain = top?.pain_point?.replace(/\s+/g, " ").trim();
  if (!pain) return "A few questions about a problem you may have";
  return pain.length <= HEADING_MAX ? pain : `${pain.slice(0, HEADING_MAX - 1).replace(/\s+\S*$/, "")}…`;
}

/**
 * A problem survey's first draft for one of the founder's ideas, from its latest pain points: the model's questions
 * (one of the day's reports, its tokens held while it runs, recorded as usage kind `survey`) or the code's from the
 * reports' own words (the demo model, or a failure: the count given back). Every question comes with its flags; the
 * founder edits every word before it goes live.
 */
export async function draftSurvey(db: Db, user: User, ideaId: string): Promise<SurveyDraft> {
  // The idea and its latest reports, as a pitch page's draft reads them (404 for another's idea).
  const source = await draftSourceFor(db, user.id, ideaId);
  const base = {
    heading: headingOf(source.painPoints),
    intro: "Five minutes, about what happened the last time you ran into this. There are no right answers.",
    questions: draftProblemSurvey(source.painPoints ?? {}),
    collector: source.collector,
    ask_email: true,
  };
  const flagged = (fields: typeof base, drafted_by: SurveyDraft["drafted_by"]): SurveyDraft => ({
    fields,
    flags: fields.questions.map((question) =>
      questionFlags(question, { askedOn: "problem-survey", ideaNames: [source.ideaTitle] }),
    ),
    drafted_by,
  });
  const { drafted, by } = await draftWithModel(db, user, "survey", (meter) => modelSurveyDraft(source, meter));
  return flagged(drafted ? { ...base, ...drafted } : base, by);
}

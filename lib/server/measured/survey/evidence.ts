import "server-only";
import type { Db } from "@/db/client";
import { withResultsEvidence } from "@/lib/core/experiments/results-evidence";
import { answersAsEvidence, answersBlock, ANSWERS_HEADING } from "@/lib/core/measured/survey/evidence";
import { EVIDENCE_MAX } from "@/lib/core/report/evidence";
import { Invalid } from "@/lib/core/errors";
import type { Generation } from "@/lib/server/reports/store";
import { countedResponses, ownSurvey } from "./served";

export const NO_WORDS_YET =
  "This survey has no answers in people's own words yet: re-run the report once some have come in.";
export const NOT_THIS_IDEAS = "That survey is not one of this idea's.";

/**
 * A report re-run with a survey's answers ("Re-run with 23 answers"): the text answers and Others of its counted
 * responses, one line each under the answers' heading, read by the model after the founder's evidence (and the
 * recorded results) and kept with the version apart from them, so its quotes are checked against the answers like any
 * evidence and each links to its answer. Respondents' e-mails never reach it. 404 for another founder's survey.
 */
export async function withSurveyAnswers(
  db: Db,
  userId: string,
  input: Generation,
  surveyId: string,
): Promise<Generation> {
  const survey = await ownSurvey(db, userId, surveyId);
  if (input.ideaId && input.ideaId !== survey.ideaId) throw new Invalid(NOT_THIS_IDEAS);
  const responses = (await countedResponses(db, [surveyId])).get(surveyId) ?? [];
  const before = withResultsEvidence(input.evidence, input.results?.evidence)?.length ?? 0;
  // The block joins what comes before with a blank line, and opens with its heading.
  const room = EVIDENCE_MAX - before - ANSWERS_HEADING.length - 3;
  const answers = answersAsEvidence(survey.fields.questions, responses, room);
  const block = answersBlock(answers);
  if (!block) throw new Invalid(NO_WORDS_YET);
  return {
    ...input,
    ideaId: survey.ideaId,
    results: {
      evidence: input.results ? `${input.results.evidence}\n\n${block}` : block,
      count: input.results?.count ?? 0,
      answers: answers.answers.length,
    },
  };
}

import type { SurveyQuestion } from "./questions";

/** The fields a founder writes on a problem survey (lib/core/api/survey.ts checks them): plain text, rendered escaped. */
export interface SurveyFields {
  /** Names the problem, never the idea. */
  heading: string;
  intro: string;
  questions: SurveyQuestion[];
  /** Who collects the answers, named in the consent line. */
  collector: string;
  /** Whether the form offers an optional e-mail for a follow-up conversation. */
  ask_email: boolean;
}

/**
 * What the plan's end does to the founder's live surveys, in one sentence for the plan-ended e-mail and the app's
 * banner; null when there are none. They close to respondents and reopen as they were with a plan.
 */
export function surveysClosedLine(liveSurveys: number): string | null {
  if (liveSurveys <= 0) return null;
  const one = liveSurveys === 1;
  const surveys = one ? "Your live survey is" : `Your ${liveSurveys} live surveys are`;
  return `${surveys} closed to respondents: ${one ? "it takes" : "they take"} no answers until you choose a plan again, which reopens ${one ? "it" : "them"}. The answers you have stay yours to read and download.`;
}

/**
 * What a shared idea's activity list records (issue 49): who did what, when. Each entry names its actor and, where
 * there is one, what it was done to (an experiment's hypothesis, a report's kind), in words a member reads.
 */
export const activityActions = [
  "ran_report",
  "planned_experiment",
  "recorded_result",
  "edited_market",
  "published_page",
  "asked",
  "invited",
  "joined",
  "changed_role",
  "removed_member",
  "left",
  "transferred",
  "verdict_changed",
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** How long an entry's subject may be: a hypothesis or a title, cut to one line. */
export const ACTIVITY_SUBJECT_MAX = 200;

export const activityVerbs: Record<ActivityAction, string> = {
  ran_report: "ran",
  planned_experiment: "planned",
  recorded_result: "recorded a result on",
  edited_market: "edited the market size of",
  published_page: "published",
  asked: "asked",
  invited: "invited",
  joined: "joined the idea",
  changed_role: "changed the role of",
  removed_member: "removed",
  left: "left the idea",
  transferred: "transferred the idea to",
  verdict_changed: "moved the verdict to",
};

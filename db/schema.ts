import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/**
 * The whole data model. Secrets (passwords, refresh tokens, codes, reset tokens) are stored only as hashes.
 * Every table that holds a user's data references users with ON DELETE CASCADE, so deleting an account removes it all.
 */

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

export const subscriptionPlans = ["basic", "pro"] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text("password_hash"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    googleSubject: text("google_subject"),
    subscription: text("subscription", { enum: subscriptionPlans }),
    /** Stripe's own status word (trialing, active, past_due, ...), or "local_trial" under local billing. */
    subscriptionStatus: text("subscription_status"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    /** How the plan is billed: "month" or "year" (from the Stripe price, or the local trial's choice). */
    subscriptionInterval: text("subscription_interval"),
    currentPeriodEndsAt: timestamp("current_period_ends_at", { withTimezone: true }),
    /** The plan ends at the end of the current period (trial or paid) instead of renewing: Stripe's own flag, or a local cancel. */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** When Stripe created the event that last wrote the subscription, so an older event never overwrites a newer. */
    subscriptionSyncedAt: timestamp("subscription_synced_at", { withTimezone: true }),
    /** Keep unsaved reports for 30 days (the "Recent" list); off: nothing unsaved is stored. */
    keepHistory: boolean("keep_history").notNull().default(true),
    /** E-mail the founder when an experiment passes its due date without a result (unsubscribe turns it off). */
    experimentReminders: boolean("experiment_reminders").notNull().default(true),
    /** The UTC day the last reminder went out: at most one a day. */
    lastReminderOn: date("last_reminder_on", { mode: "string" }),
    ...timestamps,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_google_subject_key").on(t.googleSubject),
    uniqueIndex("users_stripe_customer_key").on(t.stripeCustomerId),
    uniqueIndex("users_stripe_subscription_key").on(t.stripeSubscriptionId),
    check("users_subscription_check", sql`${t.subscription} in ('basic', 'pro')`),
  ],
);

/** One signed-in device. Access tokens name their session, so revoking it ends access at once. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * The refresh tokens of a session (its family). Each use rotates the token; presenting one already rotated means it
 * leaked, and the whole session is revoked.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("refresh_tokens_hash_key").on(t.tokenHash), index("refresh_tokens_session_idx").on(t.sessionId)],
);

/**
 * A sign-up waiting for its e-mail to be confirmed. No account exists until a code is entered: the person who enters
 * the code on the page their own registration opened gets the account, with the name and password of that same
 * registration, and every other pending registration of the address dies with it. The code is kept as an HMAC and
 * dies after a few wrong tries; sending a new one replaces it in the same row.
 */
export const registrations = pgTable(
  "registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    codeHash: text("code_hash").notNull(),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }).notNull(),
    codeAttempts: integer("code_attempts").notNull().default(0),
    /** The registration, and the verify page's link to it, end here. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index("registrations_email_idx").on(sql`lower(${t.email})`, t.createdAt.desc()),
    index("registrations_expires_idx").on(t.expiresAt),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash)],
);

import { reportKinds, type ReportKind } from "@/lib/core/kinds/kind";
import { experimentStatuses } from "@/lib/core/experiments/status";
import { resultSources, rungs } from "@/lib/core/experiments/rungs";
import type { PassLine } from "@/lib/core/experiments/pass-line";
import type { ChatPart } from "@/lib/core/api/chat";
import type { CheckedQuote } from "@/lib/core/chat/quotes";
import { usageKinds, usageSteps } from "@/lib/core/usage";
import type { VersionCause } from "@/lib/core/versions/cause";
import type { SurveyFields } from "@/lib/core/measured/survey/fields";
import type { SurveyAnswer } from "@/lib/core/measured/survey/answers";
import type { SurveyLine } from "@/lib/core/measured/survey/pass-line";
import type { SurveyQuestion } from "@/lib/core/measured/survey/questions";
import type { PageVariants } from "@/lib/core/measured/variants";
import type { DroppedProposal, IdeaPivot, PivotProposal } from "@/lib/core/pivots/proposals";
import { activityActions } from "@/lib/core/team/activity";

/**
 * `column in ('a', 'b', …)` from a list the code keeps, so the CHECK follows the list (a value added to it needs a
 * migration: `npm run db:generate`). The values are the code's own constants, never input.
 */
const isOneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;

export { reportKinds, type ReportKind };

/** Saved reports. `data` holds the report as validated by its kind's zod schema in lib/ai/. */
/** A PostgreSQL full-text search document. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** An idea: the prompt and evidence reports are made from. Every report belongs to one. */
export const ideas = pgTable(
  "ideas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    prompt: text("prompt").notNull(),
    evidence: text("evidence"),
    /**
     * The idea this one is a pivot of (issue 48), with the change it makes: a variant starts its own experiments.
     * Deleting the parent asks first; kept variants stay, their `pivot` saying what they changed from.
     */
    parentId: uuid("parent_id").references((): AnyPgColumn => ideas.id, { onDelete: "set null" }),
    pivot: jsonb("pivot").$type<IdeaPivot>(),
    ...timestamps,
    /** The last change: a new report, a rename, an edited prompt. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', title || ' ' || prompt)`),
  },
  (t) => [
    index("ideas_user_updated_idx").on(t.userId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("ideas_search_idx").using("gin", t.search),
    index("ideas_parent_idx").on(t.parentId),
  ],
);

/**
 * The latest changes proposed for an idea ("What to change", issue 48), each checked by code before it was kept; one
 * row per idea, replaced when the founder asks again. A variant is made from one of them by its place in the list.
 */
export const pivotProposals = pgTable("pivot_proposals", {
  ideaId: uuid("idea_id")
    .primaryKey()
    .references(() => ideas.id, { onDelete: "cascade" }),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  proposals: jsonb("proposals").$type<PivotProposal[]>().notNull(),
  /** What code dropped, and why: the founder is told how many. */
  dropped: jsonb("dropped").$type<DroppedProposal[]>().notNull(),
  proposedBy: text("proposed_by", { enum: ["model", "code"] }).notNull(),
  ...timestamps,
});

/**
 * Co-founders on an idea (issue 49): each member beside the owner (`ideas.user_id`), at most IDEA_MEMBERS_MAX. The
 * idea's rows stay the owner's (`user_id`); a member reaches them only through the one membership check
 * (lib/server/team/access.ts), on every request, so a removal holds from the next one.
 */
export const ideaMembers = pgTable(
  "idea_members",
  {
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["editor", "viewer"] }).notNull(),
    /** The member asked for an e-mail when a result is recorded or the verdict changes. */
    notify: boolean("notify").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("idea_members_idea_user_idx").on(t.ideaId, t.userId),
    index("idea_members_user_idx").on(t.userId),
  ],
);

/**
 * An invitation to an idea: single use, valid 7 days, its token stored only as a hash. One open invitation per idea
 * and address; resending replaces the token. Accepting deletes it and makes the member, in one transaction.
 */
export const ideaInvitations = pgTable(
  "idea_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    /** The address invited, normalised: only an account with this verified address may accept. */
    email: text("email").notNull(),
    role: text("role", { enum: ["editor", "viewer"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("idea_invitations_token_idx").on(t.tokenHash),
    uniqueIndex("idea_invitations_idea_email_idx").on(t.ideaId, t.email),
  ],
);

/** Who did what on a shared idea, when (lib/core/team/activity.ts), written with the change it records. */
export const ideaActivity = pgTable(
  "idea_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    /** Null once the actor's account is deleted: the entry then reads "a former member". */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: activityActions }).notNull(),
    /** What it was done to, in one line (a hypothesis, a report's kind, a member's e-mail). */
    subject: text("subject"),
    ...timestamps,
  },
  (t) => [index("idea_activity_idea_created_idx").on(t.ideaId, t.createdAt.desc())],
);

export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: reportKinds }).notNull(),
    /** 1, 2, …: the runs of this kind on the idea, oldest first. */
    version: integer("version").notNull().default(1),
    title: text("title").notNull(),
    prompt: text("prompt").notNull(),
    data: jsonb("data").notNull(),
    /** Who ran or derived this version (issue 49), named to the idea's other members; null on older versions. */
    madeBy: uuid("made_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** Made by the offline demo model rather than a real one. */
    isDemo: boolean("is_demo").notNull().default(false),
    /**
     * Generated (or derived) by this server, its provenance checked when stored; false for a copy a client made or
     * changed and saved. Only a validation made here moves a verdict, a list's grade or a comparison.
     */
    madeByServer: boolean("made_by_server").notNull().default(true),
    /** The customer evidence the founder gave for the report: only what they wrote. */
    evidence: text("evidence"),
    /**
     * A re-validation's recorded experiment results as the model read them (lib/core/experiments/results-evidence.ts):
     * its quotes are checked against the founder's evidence with this after it, but it is never the founder's evidence.
     */
    resultsEvidence: text("results_evidence"),
    /** Why this version was made (lib/core/versions/cause.ts); null on rows stored before it was recorded. */
    change: jsonb("change").$type<VersionCause>(),
    /** The version of the report shapes in lib/core/report/schemas.ts that `data` follows (1: before evidence and checks). */
    schemaVersion: integer("schema_version").notNull().default(1),
    /** Pinned into the saved lists; null for a generation kept only as history (pruned after 30 days). */
    savedAt: timestamp("saved_at", { withTimezone: true }),
    /** The HMAC of the report's read-only share link's token, while one is live. */
    shareTokenHash: text("share_token_hash"),
    /**
     * The random part the live link's token is derived from with AUTH_SECRET (lib/server/reports/share.ts), so the
     * founder can copy the link again; the table alone does not give the token.
     */
    shareNonce: text("share_nonce"),
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    /** Whether the share page shows the quotes from the evidence (the founder's choice when making the link). */
    shareIncludesQuotes: boolean("share_includes_quotes").notNull().default(false),
    /** Whether the share page shows the report's conversation ("Ask about this report"), the founder's choice too. */
    shareIncludesConversation: boolean("share_includes_conversation").notNull().default(false),
    /** Whether the share page shows the idea's experiments and its decision (an idea validation's share only). */
    shareIncludesExperiments: boolean("share_includes_experiments").notNull().default(false),
    ...timestamps,
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', title || ' ' || prompt)`),
  },
  (t) => [
    // The saved lists (get-reports) and the history, each in the order it is read.
    index("reports_saved_list_idx")
      .on(t.userId, t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.savedAt} is not null`),
    index("reports_history_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex("reports_idea_kind_version_key").on(t.ideaId, t.kind, t.version),
    uniqueIndex("reports_share_token_key").on(t.shareTokenHash),
    index("reports_unsaved_created_idx")
      .on(t.createdAt)
      .where(sql`${t.savedAt} is null`),
    index("reports_search_idx").using("gin", t.search),
    check("reports_kind_check", isOneOf(t.kind, reportKinds)),
  ],
);

export { experimentStatuses, type ExperimentStatus } from "@/lib/core/experiments/status";

/**
 * What the founder runs to test an idea: a hypothesis and a pass line as data (metric, comparator, target, unit).
 * `passed` and `failed` are set only by code, from the latest result (experiment_results) against the pass line.
 */
export const experiments = pgTable(
  "experiments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    hypothesis: text("hypothesis").notNull(),
    method: text("method"),
    costUsd: doublePrecision("cost_usd").notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    metric: text("metric").notNull(),
    comparator: text("comparator", { enum: [">=", "<="] }).notNull(),
    target: doublePrecision("target").notNull(),
    unit: text("unit").notNull(),
    /** The validation factor it tests (lib/core/report/factors.ts), which lets its result move the verdict. */
    factor: text("factor"),
    status: text("status", { enum: experimentStatuses }).notNull().default("planned"),
    /** The report it was proposed by ("Track this"), and which item of it: `next_steps/0`, `channel_experiments/2`. */
    fromReportId: uuid("from_report_id").references(() => reports.id, { onDelete: "set null" }),
    fromItem: text("from_item"),
    /** When a reminder named it (it is named once). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("experiments_idea_idx").on(t.ideaId, t.dueDate, t.createdAt),
    index("experiments_due_unreminded_idx")
      .on(t.dueDate)
      .where(sql`${t.status} in ('planned', 'running') and ${t.remindedAt} is null`),
    check("experiments_comparator_check", sql`${t.comparator} in ('>=', '<=')`),
    check("experiments_status_check", sql`${t.status} in ('planned', 'running', 'passed', 'failed', 'abandoned')`),
  ],
);

/** Every result recorded for an experiment, newest last: the latest decides its status, the rest are its history. */
export const experimentResults = pgTable(
  "experiment_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    experimentId: uuid("experiment_id")
      .notNull()
      .references(() => experiments.id, { onDelete: "cascade" }),
    value: doublePrecision("value").notNull(),
    denominator: doublePrecision("denominator"),
    notes: text("notes"),
    /** What people said, pasted by the founder: evidence for a re-validation. */
    evidence: text("evidence"),
    /** The decision when it was recorded, against the pass line as it stood then. */
    outcome: text("outcome", { enum: ["passed", "failed"] }).notNull(),
    passLine: jsonb("pass_line").$type<PassLine>().notNull(),
    /**
     * How it was obtained (issue 47): typed by the founder, or measured by LaunchLens (a pitch page, a survey); and its
     * rung on the ladder of commitment (lib/core/experiments/rungs.ts), claimed by the founder or derived by code.
     */
    source: text("source", { enum: resultSources }).notNull().default("typed"),
    rung: text("rung", { enum: rungs }).notNull().default("said"),
    /** What the people measured were shown, when it sets the rung: the price on the page ("$9 a month"). */
    shown: text("shown"),
    /** Who typed it (issue 49), named to the idea's other members; null for what LaunchLens measured. */
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("experiment_results_experiment_idx").on(t.experimentId, t.recordedAt),
    check("experiment_results_source_check", isOneOf(t.source, resultSources)),
    check("experiment_results_rung_check", isOneOf(t.rung, rungs)),
  ],
);

/** The fields a founder writes on a pitch page (lib/core/api/pitch.ts): all plain text, rendered escaped. */
export interface PitchFields {
  headline: string;
  subheading: string;
  benefits: string[];
  price: string | null;
  cta: "waitlist" | "early_access";
  collector: string;
  link: string | null;
  /** Up to three questions answered with the sign-up (issue 46); absent on pages made before they could ask any. */
  questions?: SurveyQuestion[];
  /** Prices or headlines compared, one per visitor (issue 47); absent or null on a page that compares none. */
  variants?: PageVariants | null;
}

export const pitchStatuses = ["draft", "live", "paused"] as const;

/**
 * A one-page pitch test served at /p/{slug}: an experiment the product measures itself. Its pass line is the
 * experiment's (sign-ups of unique visitor-days, a share in %); `minVisitors` is how many unique visitor-days it waits
 * for before it judges. Deleted with its experiment, its idea and its account.
 */
export const pitchPages = pgTable(
  "pitch_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    experimentId: uuid("experiment_id")
      .notNull()
      .references(() => experiments.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    fields: jsonb("fields").$type<PitchFields>().notNull(),
    status: text("status", { enum: pitchStatuses }).notNull().default("draft"),
    indexable: boolean("indexable").notNull().default(false),
    minVisitors: integer("min_visitors").notNull().default(100),
    /** When code recorded the page's result (the minimum reached or the due date passed): it judges once. */
    judgedAt: timestamp("judged_at", { withTimezone: true }),
    /**
     * A pass line on one of its questions (issue 46), judged by code into its own experiment of the idea from the
     * counted sign-ups' answers, once (`questionJudgedAt`); null for a page whose questions only collect.
     */
    questionLine: jsonb("question_line").$type<{ line: SurveyLine; minResponses: number }>(),
    questionExperimentId: uuid("question_experiment_id").references(() => experiments.id, { onDelete: "set null" }),
    questionJudgedAt: timestamp("question_judged_at", { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("pitch_pages_slug_idx").on(t.slug),
    uniqueIndex("pitch_pages_experiment_idx").on(t.experimentId),
    index("pitch_pages_user_idx").on(t.userId, t.createdAt),
    check("pitch_pages_status_check", sql`${t.status} in ('draft', 'live', 'paused')`),
  ],
);

/**
 * One row per visitor per UTC day: `visitorHash` is an HMAC of the address and user agent under that day's salt
 * (derived from AUTH_SECRET and the date, never stored), so no cookie is set and yesterday's visitors cannot be linked
 * to today's; `networkHash` the same of the visitor's network (its IPv4 address or IPv6 /64), which bounds what one
 * network adds to a page in a day. The first visit of the day names the source.
 */
export const pitchVisits = pgTable(
  "pitch_visits",
  {
    pageId: uuid("page_id")
      .notNull()
      .references(() => pitchPages.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitorHash: text("visitor_hash").notNull(),
    networkHash: text("network_hash").notNull().default(""),
    source: text("source").notNull(),
    /** The variant the visitor was shown (lib/core/measured/variants.ts variantKey); "" on a page without variants. */
    variant: text("variant").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("pitch_visits_unique_idx").on(t.pageId, t.day, t.visitorHash),
    index("pitch_visits_network_idx").on(t.pageId, t.day, t.networkHash),
  ],
);

/**
 * A sign-up: one address once per page, with the consent line the page showed. It counts in the page's rate
 * (`counted`) only when the same visitor was counted visiting that day (`day`, `visitorHash`, `networkHash` as in
 * pitch_visits), once per visitor-day; the founder's list keeps every address either way. `answers` are to the page's
 * questions, one per question in order, stored as text; null when none was answered (or the page asks none).
 */
export const pitchSignups = pgTable(
  "pitch_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => pitchPages.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    source: text("source").notNull(),
    consent: text("consent").notNull(),
    answers: jsonb("answers").$type<(SurveyAnswer | null)[]>(),
    day: date("day", { mode: "string" }),
    visitorHash: text("visitor_hash"),
    networkHash: text("network_hash"),
    counted: boolean("counted").notNull().default(false),
    /** The variant the visitor was shown when signing up; counted only when it is their counted visit's. */
    variant: text("variant").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("pitch_signups_unique_idx").on(t.pageId, t.email),
    uniqueIndex("pitch_signups_counted_idx")
      .on(t.pageId, t.day, t.visitorHash)
      .where(sql`${t.counted}`),
    index("pitch_signups_network_idx").on(t.pageId, t.day, t.networkHash),
  ],
);

export type PitchPage = typeof pitchPages.$inferSelect;
export type PitchSignup = typeof pitchSignups.$inferSelect;

/**
 * A problem survey served at /p/{slug}: the second measured kind (issue 46). Its questions are fixed once it has
 * answers; `line` is the pass line one question carries, judged by code into its experiment (both null for a survey
 * that only collects answers). Deleted with its idea and its account; its experiment and results stay with the idea.
 */
export const surveys = pgTable(
  "surveys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    experimentId: uuid("experiment_id").references(() => experiments.id, { onDelete: "set null" }),
    line: jsonb("line").$type<SurveyLine>(),
    slug: text("slug").notNull(),
    fields: jsonb("fields").$type<SurveyFields>().notNull(),
    status: text("status", { enum: pitchStatuses }).notNull().default("draft"),
    indexable: boolean("indexable").notNull().default(false),
    minResponses: integer("min_responses").notNull().default(15),
    /** When code recorded the line's result: it judges once. */
    judgedAt: timestamp("judged_at", { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("surveys_slug_idx").on(t.slug),
    uniqueIndex("surveys_experiment_idx").on(t.experimentId),
    index("surveys_idea_idx").on(t.ideaId, t.createdAt),
    index("surveys_user_idx").on(t.userId, t.createdAt),
    check("surveys_status_check", sql`${t.status} in ('draft', 'live', 'paused')`),
  ],
);

/** A survey's visits, counted as a pitch page's are (pitch_visits). */
export const surveyVisits = pgTable(
  "survey_visits",
  {
    pageId: uuid("page_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitorHash: text("visitor_hash").notNull(),
    networkHash: text("network_hash").notNull(),
    source: text("source").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("survey_visits_unique_idx").on(t.pageId, t.day, t.visitorHash),
    index("survey_visits_network_idx").on(t.pageId, t.day, t.networkHash),
  ],
);

/**
 * A survey's response: one per visitor and day (and per e-mail when one is given), its answers stored as text. It
 * counts in the tallies and the line (`counted`) only when the same visitor's visit was counted that day.
 */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<(SurveyAnswer | null)[]>().notNull(),
    email: text("email"),
    consent: text("consent").notNull(),
    source: text("source").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    visitorHash: text("visitor_hash").notNull(),
    networkHash: text("network_hash").notNull(),
    counted: boolean("counted").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("survey_responses_visitor_idx").on(t.pageId, t.day, t.visitorHash),
    uniqueIndex("survey_responses_email_idx")
      .on(t.pageId, t.email)
      .where(sql`${t.email} is not null`),
    index("survey_responses_network_idx").on(t.pageId, t.day, t.networkHash),
    index("survey_responses_page_idx").on(t.pageId, t.createdAt),
  ],
);

export type Survey = typeof surveys.$inferSelect;
export type SurveyResponseRow = typeof surveyResponses.$inferSelect;

/**
 * "Ask the report": one conversation per idea, its messages oldest first (lib/server/chat), each noting the report
 * (version) it was about, so a new version keeps the thread. Deleted with the idea, and so with the account. `parts` are the AI SDK's UI message parts; `verification` what the code found of each
 * quote an answer made.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The conversation is the idea's: every version of every kind reads and adds to the same one. */
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    /** The report (version) the message was about; null once that version is deleted, the message kept. */
    reportId: uuid("report_id").references(() => reports.id, { onDelete: "set null" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who asked (issue 49), a user message's author, named to the idea's other members; null on older ones. */
    askedBy: uuid("asked_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    /** The id the browser gave a question, so a retry of it is answered rather than stored twice. */
    clientId: text("client_id"),
    /**
     * A question being answered, until when (the model's time limit ahead): a retry of it meanwhile is refused rather
     * than answered twice. Cleared when the answer is settled.
     */
    answeringUntil: timestamp("answering_until", { withTimezone: true }),
    parts: jsonb("parts").$type<ChatPart[]>().notNull(),
    verification: jsonb("verification").$type<{ quotes: CheckedQuote[] }>(),
    model: text("model"),
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_idea_idx").on(t.ideaId, t.createdAt), index("chat_messages_report_idx").on(t.reportId)],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * Every model call's tokens, with the report or message it served (null when the run failed or was not kept), for
 * `npm run usage` and the optional daily token budget (AI_DAILY_TOKENS). `failed`: the run it was part of failed, so
 * it is not counted against the founder.
 */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for a free try's calls (kind `try`): a visitor without an account. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    reportId: uuid("report_id").references(() => reports.id, { onDelete: "set null" }),
    messageId: uuid("message_id").references(() => chatMessages.id, { onDelete: "set null" }),
    kind: text("kind", { enum: usageKinds }).notNull(),
    step: text("step", { enum: usageSteps }).notNull(),
    model: text("model").notNull(),
    inputTokens: integer("input_tokens").notNull(),
    cachedInputTokens: integer("cached_input_tokens").notNull(),
    outputTokens: integer("output_tokens").notNull(),
    reasoningTokens: integer("reasoning_tokens").notNull(),
    /** The provider reported nothing (a stopped stream): tokens estimated from the characters sent and received. */
    estimated: boolean("estimated").notNull().default(false),
    failed: boolean("failed").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("ai_usage_user_idx").on(t.userId, t.createdAt), index("ai_usage_created_idx").on(t.createdAt)],
);
export type AiUsageRow = typeof aiUsage.$inferSelect;

/** Stripe events already handled, so a redelivered or concurrently delivered event is applied once. */
export const processedStripeEvents = pgTable("processed_stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every instance: login throttling, code resends, daily AI quotas. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowEndsAt)],
);

/**
 * Every e-mail, queued by the request that asks for it and delivered after the response. With Resend a delivered
 * e-mail's body is erased (it may hold a code or a link); the local outbox keeps it for /dev/mail.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Headers the provider adds to the e-mail (a reminder's List-Unsubscribe); erased with the body once delivered. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Where it goes: `local` (the outbox itself is the destination) or `resend`. */
    transport: text("transport", { enum: ["local", "resend"] })
      .notNull()
      .default("local"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    ...timestamps,
  },
  (t) => [
    index("email_outbox_created_idx").on(t.createdAt.desc()),
    index("email_outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * One free trial per person: keyed hashes (HMAC with AUTH_SECRET) of the normalised e-mail and of the Stripe customer
 * that have had a trial. Deliberately not linked to users, so a deleted and re-created account finds its claim.
 */
export const trialClaims = pgTable("trial_claims", {
  keyHash: text("key_hash").primaryKey(),
  ...timestamps,
});

/**
 * A free try (lib/server/tries/): one idea validation a visitor ran before signing up, found only by the HMAC of the
 * random token in their browser's httpOnly cookie. Deleted by maintenance once expired, or by the claim that copies it
 * into an account as a new idea (exactly once: only one transaction can delete the row).
 */
export const freeTries = pgTable(
  "free_tries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    prompt: text("prompt").notNull(),
    evidence: text("evidence"),
    status: text("status", { enum: ["running", "finished", "failed"] })
      .notNull()
      .default("running"),
    /** The finished validation, as generated and signed by this server. */
    data: jsonb("data"),
    /** Why it failed, in the words the visitor reads. */
    failure: text("failure"),
    ...timestamps,
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("free_tries_token_key").on(t.tokenHash), index("free_tries_expires_idx").on(t.expiresAt)],
);
export type FreeTry = typeof freeTries.$inferSelect;

/** What happened to free tries, counted per UTC day and event (lib/core/tries/policy.ts): no personal data. */
export const tryCounts = pgTable(
  "try_counts",
  {
    day: date("day").notNull(),
    event: text("event").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [uniqueIndex("try_counts_day_event_key").on(t.day, t.event)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Report = typeof reports.$inferSelect;
export type Experiment = typeof experiments.$inferSelect;
export type ExperimentResult = typeof experimentResults.$inferSelect;

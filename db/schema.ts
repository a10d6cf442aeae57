import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
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
    currentPeriodEndsAt: timestamp("current_period_ends_at", { withTimezone: true }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** When Stripe created the event that last wrote the subscription, so an older event never overwrites a newer. */
    subscriptionSyncedAt: timestamp("subscription_synced_at", { withTimezone: true }),
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

export const oneTimeCodePurposes = ["verify_email"] as const;

/** Six-digit e-mail codes: hashed, short-lived, and dead after too many wrong tries. */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: oneTimeCodePurposes }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("one_time_codes_user_idx").on(t.userId, t.purpose)],
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

export const reportKinds = ["pp", "ms", "iv"] as const;
export type ReportKind = (typeof reportKinds)[number];

/** Saved reports. `data` holds the report as validated by its kind's zod schema in lib/ai/. */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: reportKinds }).notNull(),
    title: text("title").notNull(),
    prompt: text("prompt").notNull(),
    data: jsonb("data").notNull(),
    /** Made by the offline demo model rather than a real one. */
    isDemo: boolean("is_demo").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("reports_user_kind_created_idx").on(t.userId, t.kind, t.createdAt.desc()),
    check("reports_kind_check", sql`${t.kind} in ('pp', 'ms', 'iv')`),
  ],
);

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

/** E-mails kept for the local outbox (/dev/mail) when no Resend key is configured. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    ...timestamps,
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt.desc())],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Report = typeof reports.$inferSelect;

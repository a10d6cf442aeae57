import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import type { Db } from "@/db/client";
import {
  emailOutbox,
  freeTries,
  ideas,
  passwordResetTokens,
  processedStripeEvents,
  rateLimits,
  refreshTokens,
  registrations,
  reports,
  sessions,
  tryCounts,
  users,
} from "@/db/schema";
import { settleBackgroundWork } from "@/lib/server/background";
import { route } from "@/lib/server/http/route";
import { reset } from "@/lib/server/rate-limit";
import { maybeRunMaintenance, runMaintenance, setAutomaticMaintenance } from "./maintenance";
import { captureLog } from "@/test/log-capture";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
let counter = 0;
const tag = () => `${Date.now()}-${counter++}`;

async function emptyTables(db: Db) {
  for (const table of [rateLimits, registrations, emailOutbox, processedStripeEvents, users, freeTries, tryCounts])
    await db.delete(table);
}

/** One dead and one live row (or more, either side of each rule's edge) per table; returns what must survive. */
async function seed(db: Db) {
  const t = tag();
  await db.insert(rateLimits).values([
    { key: `ended:${t}`, count: 3, windowEndsAt: at(-1000) },
    { key: `live:${t}`, count: 1, windowEndsAt: at(60_000) },
  ]);
  const registration = { fullName: "A", passwordHash: "x", codeHash: "y", codeExpiresAt: at(HOUR) };
  await db.insert(registrations).values([
    { ...registration, email: `expired-${t}@example.com`, expiresAt: at(-1000) },
    { ...registration, email: `pending-${t}@example.com`, expiresAt: at(HOUR) },
  ]);
  const [user] = await db
    .insert(users)
    .values({ fullName: "A", email: `user-${t}@example.com` })
    .returning();
  const userId = user!.id;
  await db.insert(passwordResetTokens).values([
    { userId, tokenHash: `reset-dead-${t}`, expiresAt: at(-25 * HOUR) },
    { userId, tokenHash: `reset-recent-${t}`, expiresAt: at(-23 * HOUR) },
    { userId, tokenHash: `reset-live-${t}`, expiresAt: at(HOUR) },
  ]);
  const made = await db
    .insert(sessions)
    .values([
      { userId, userAgent: "expired long ago", expiresAt: at(-25 * HOUR) },
      { userId, userAgent: "revoked long ago", expiresAt: at(20 * DAY), revokedAt: at(-25 * HOUR) },
      { userId, userAgent: "expired recently", expiresAt: at(-23 * HOUR) },
      { userId, userAgent: "revoked recently", expiresAt: at(20 * DAY), revokedAt: at(-23 * HOUR) },
      { userId, userAgent: "live", expiresAt: at(20 * DAY) },
    ])
    .returning();
  const session = (agent: string) => made.find((s) => s.userAgent === agent)!.id;
  await db.insert(refreshTokens).values([
    { sessionId: session("expired long ago"), tokenHash: `rt-cascade-1-${t}`, expiresAt: at(-25 * HOUR) },
    { sessionId: session("revoked long ago"), tokenHash: `rt-cascade-2-${t}`, expiresAt: at(20 * DAY) },
    { sessionId: session("live"), tokenHash: `rt-rotated-old-${t}`, expiresAt: at(20 * DAY), rotatedAt: at(-8 * DAY) },
    {
      sessionId: session("live"),
      tokenHash: `rt-rotated-recent-${t}`,
      expiresAt: at(20 * DAY),
      rotatedAt: at(-6 * DAY),
    },
    { sessionId: session("live"), tokenHash: `rt-current-${t}`, expiresAt: at(20 * DAY) },
    { sessionId: session("expired recently"), tokenHash: `rt-recent-session-${t}`, expiresAt: at(-23 * HOUR) },
  ]);
  const mail = { subject: "s", text: "t", html: "h" };
  await db.insert(emailOutbox).values([
    { ...mail, to: `local-delivered-old-${t}`, transport: "local", sentAt: at(-8 * DAY), createdAt: at(-8 * DAY) },
    { ...mail, to: `local-delivered-recent-${t}`, transport: "local", sentAt: at(-6 * DAY), createdAt: at(-6 * DAY) },
    { ...mail, to: `undeliverable-old-${t}`, transport: "resend", attempts: 8, createdAt: at(-8 * DAY) },
    { ...mail, to: `queued-recent-${t}`, transport: "resend", attempts: 2, createdAt: at(-DAY) },
    { ...mail, to: `resend-delivered-old-${t}`, transport: "resend", sentAt: at(-8 * DAY), createdAt: at(-8 * DAY) },
    { ...mail, to: `resend-delivered-recent-${t}`, transport: "resend", sentAt: at(-DAY), createdAt: at(-8 * DAY) },
  ]);
  // A free try is kept 24 hours (its expiry); the counts of tries a year.
  await db.insert(freeTries).values([
    { tokenHash: `try-expired-${t}`, prompt: "p", expiresAt: at(-1000) },
    { tokenHash: `try-live-${t}`, prompt: "p", expiresAt: at(HOUR) },
  ]);
  const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
  await db.insert(tryCounts).values([
    { day: day(-367), event: "started", count: 4 },
    { day: day(-300), event: "started", count: 2 },
  ]);
  await db.insert(processedStripeEvents).values([
    { id: `evt_old_${t}`, type: "invoice.paid", processedAt: at(-31 * DAY) },
    { id: `evt_recent_${t}`, type: "invoice.paid", processedAt: at(-29 * DAY) },
  ]);
  const [forgotten, kept] = await db
    .insert(ideas)
    .values([
      { userId, title: `forgotten-${t}`, prompt: "p1" },
      { userId, title: `kept-${t}`, prompt: "p2" },
    ])
    .returning();
  const report = { userId, kind: "pp" as const, prompt: "p", data: {} };
  await db.insert(reports).values([
    { ...report, ideaId: forgotten!.id, title: "unsaved-old", createdAt: at(-31 * DAY) },
    { ...report, ideaId: kept!.id, title: "unsaved-recent", createdAt: at(-29 * DAY) },
    { ...report, ideaId: kept!.id, version: 2, title: "saved-old", createdAt: at(-400 * DAY), savedAt: at(-400 * DAY) },
  ]);
  return { t, userId };
}

describe("runMaintenance", () => {
  it("removes exactly the dead rows and keeps the live ones", async () => {
    const db = await getDb();
    await emptyTables(db);
    const { t, userId } = await seed(db);
    const log = captureLog();

    const counts = await runMaintenance(db);

    expect(counts).toEqual({
      rate_limits: 1,
      registrations: 1,
      password_reset_tokens: 1,
      sessions: 2,
      refresh_tokens: 1,
      email_outbox: 3,
      reports: 1,
      ideas: 1,
      processed_stripe_events: 1,
      free_tries: 1,
      try_counts: 1,
    });
    const runs = log.lines().filter((line) => line.msg?.startsWith("maintenance:"));
    log.stop();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ level: "info", pruned: counts, durationMs: expect.any(Number) });
    expect(runs[0]!.msg).toMatch(/^maintenance: pruned rate_limits 1, registrations 1, .*processed_stripe_events 1$/);

    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual([`live:${t}`]);
    expect((await db.select().from(registrations)).map((r) => r.email)).toEqual([`pending-${t}@example.com`]);
    expect((await db.select().from(passwordResetTokens)).map((r) => r.tokenHash).sort()).toEqual([
      `reset-live-${t}`,
      `reset-recent-${t}`,
    ]);
    const kept = await db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(kept.map((s) => s.userAgent).sort()).toEqual(["expired recently", "live", "revoked recently"]);
    expect((await db.select().from(refreshTokens)).map((r) => r.tokenHash).sort()).toEqual(
      [`rt-current-${t}`, `rt-recent-session-${t}`, `rt-rotated-recent-${t}`].sort(),
    );
    expect((await db.select().from(emailOutbox)).map((r) => r.to).sort()).toEqual(
      [`local-delivered-recent-${t}`, `queued-recent-${t}`, `resend-delivered-recent-${t}`].sort(),
    );
    expect((await db.select().from(processedStripeEvents)).map((r) => r.id)).toEqual([`evt_recent_${t}`]);
    // An unsaved generation lives 30 days, a saved report for ever; an idea goes with its last report.
    expect((await db.select().from(reports).where(eq(reports.userId, userId))).map((r) => r.title).sort()).toEqual([
      "saved-old",
      "unsaved-recent",
    ]);
    expect((await db.select().from(ideas).where(eq(ideas.userId, userId))).map((i) => i.title)).toEqual([`kept-${t}`]);
    // The user itself is never maintenance's business.
    expect(await db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
  });
});

describe("maybeRunMaintenance", () => {
  beforeEach(async () => {
    await reset(await getDb(), "maintenance:prune");
  });
  afterEach(() => {
    setAutomaticMaintenance(false);
    vi.restoreAllMocks();
  });

  it("runs once for two concurrent calls, whichever instance they come from", async () => {
    const log = captureLog();
    // Two copies of the module: two server instances sharing one database.
    vi.resetModules();
    const other = await import("./maintenance");
    const outcomes = await Promise.all([maybeRunMaintenance(), other.maybeRunMaintenance(), maybeRunMaintenance()]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(log.lines().filter((line) => line.msg?.startsWith("maintenance:"))).toHaveLength(1);
    log.stop();
    // Within the ten minutes nobody runs it again.
    expect(await other.maybeRunMaintenance()).toBe(false);
  });

  it("is scheduled by route() after an API answer, and a process asks the database at most once a minute", async () => {
    const db = await getDb();
    const log = captureLog();
    setAutomaticMaintenance(true);
    const handler = route(async () => Response.json({ ok: true }));
    const call = () => handler(new Request("http://localhost:3000/api/x") as never, {});
    const key = `ended:${tag()}`;
    await db.insert(rateLimits).values({ key, count: 1, windowEndsAt: at(-1000) });

    expect((await call()).status).toBe(200);
    await settleBackgroundWork();
    expect(
      await db
        .select()
        .from(rateLimits)
        .where(inArray(rateLimits.key, [key])),
    ).toEqual([]);
    const [turn] = await db.select().from(rateLimits).where(eq(rateLimits.key, "maintenance:prune"));
    expect(turn!.count).toBe(1);

    // More requests in the same minute do not even ask.
    await reset(db, "maintenance:prune");
    await Promise.all([call(), call(), call()]);
    await settleBackgroundWork();
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, "maintenance:prune"))).toEqual([]);
    expect(log.lines().filter((line) => line.msg?.startsWith("maintenance:"))).toHaveLength(1);
    log.stop();
  });
});

import "server-only";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { preparedFor } from "@/db/prepared";
import { refreshTokens, sessions, users, type User } from "@/db/schema";
import { consume } from "@/lib/server/rate-limit";
import { authPolicy } from "@/lib/core/auth/policy";
import { randomToken, secretHash } from "./secrets";
import { signAccessToken } from "./tokens";

export interface IssuedSession {
  userId: string;
  sessionId: string;
  accessToken: string;
  /** Absent when a refresh raced another one: the browser already holds the newer refresh token. */
  refreshToken?: string;
}

/** Two refreshes from one browser at once (two tabs, a prefetch) are not theft: the later one gets an access token. */
const CONCURRENT_REFRESH_GRACE_MS = 20_000;

const sessionExpiry = () => new Date(Date.now() + authPolicy.sessionTtlDays * 24 * 60 * 60_000);

async function issueRefreshToken(db: Db, sessionId: string, expiresAt: Date): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({ sessionId, tokenHash: secretHash(token), expiresAt });
  return token;
}

/** Signs a user in on one device: a new session, its first refresh token and an access token. */
export async function startSession(db: Db, userId: string, userAgent?: string | null): Promise<IssuedSession> {
  const expiresAt = sessionExpiry();
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null })
    .returning({ id: sessions.id });
  const sessionId = session!.id;
  const refreshToken = await issueRefreshToken(db, sessionId, expiresAt);
  return { userId, sessionId, refreshToken, accessToken: await signAccessToken({ userId, sessionId }) };
}

export type RefreshOutcome =
  | { ok: true; session: IssuedSession }
  | { ok: false; reason: "unknown" | "expired" | "reused" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * Trades a refresh token for a new pair. Each token works once: presenting one that was already rotated means a copy
 * exists elsewhere, so the whole session (the token's family) is revoked.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RefreshOutcome> {
  const [found] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, secretHash(token)));
  if (!found) return { ok: false, reason: "unknown" };
  const { session } = found;
  const now = new Date();
  if (session.revokedAt || session.expiresAt <= now || found.token.expiresAt <= now)
    return { ok: false, reason: "expired" };
  // A browser refreshes every quarter of an hour; a loop of refreshes (a bug, or a stolen cookie) is cut short.
  const quota = await consume(db, `refresh:${session.id}`, authPolicy.limits.refreshesPerSession);
  if (!quota.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: quota.retryAfterSeconds };

  // Claim the token atomically: of two concurrent uses, only one sees it unrotated.
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, found.token.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    const [latest] = await db
      .select({ rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, found.token.id));
    if (latest?.rotatedAt && now.getTime() - latest.rotatedAt.getTime() < CONCURRENT_REFRESH_GRACE_MS) {
      return {
        ok: true,
        session: {
          userId: session.userId,
          sessionId: session.id,
          accessToken: await signAccessToken({ userId: session.userId, sessionId: session.id }),
        },
      };
    }
    await revokeSession(db, session.id);
    return { ok: false, reason: "reused" };
  }
  const refreshToken = await issueRefreshToken(db, session.id, session.expiresAt);
  const accessToken = await signAccessToken({ userId: session.userId, sessionId: session.id });
  return { ok: true, session: { userId: session.userId, sessionId: session.id, accessToken, refreshToken } };
}

const liveSessionUser = preparedFor((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        eq(sessions.userId, sql.placeholder("userId")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .prepare("live_session_user"),
);

/** The user of a live (not revoked, not expired) session, in one query: run on every authenticated request. */
export async function userOfLiveSession(db: Db, sessionId: string, userId: string): Promise<User | null> {
  const [row] = await liveSessionUser(db).execute({ sessionId, userId, now: new Date().toISOString() });
  return row?.user ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Signs out every other device, keeping the one that asked (after a password change). */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}

/** The session a refresh token belongs to, whether or not the token was rotated. */
export async function sessionOfRefreshToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, secretHash(token)));
  return row?.sessionId ?? null;
}

export const REFRESH_THROTTLED = "Too many session refreshes. Please wait a few minutes and try again.";

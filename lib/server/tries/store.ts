import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { freeTries, type FreeTry } from "@/db/schema";
import { randomToken, secretHash } from "@/lib/server/auth/secrets";
import type { ReportBinding } from "@/lib/core/report/binding";
import { readReport } from "@/lib/server/reports/integrity";
import { omit } from "@/lib/core/objects";
import type { TryAnswer } from "@/lib/core/api/tries";
import { TRY_KEPT_HOURS } from "@/lib/core/tries/policy";

const live = (tokenHash: string) => and(eq(freeTries.tokenHash, tokenHash), gt(freeTries.expiresAt, sql`now()`));

/** A new try, running; the token for the browser's cookie (only its HMAC is stored). */
export async function createTry(db: Db, input: { prompt: string; evidence?: string }) {
  const token = randomToken();
  const [row] = await db
    .insert(freeTries)
    .values({
      tokenHash: secretHash(token),
      prompt: input.prompt,
      evidence: input.evidence?.trim() ? input.evidence : null,
      expiresAt: sql`now() + ${`${TRY_KEPT_HOURS} hours`}::interval`,
    })
    .returning();
  return { token, row: row! };
}

export async function finishTry(db: Db, id: string, data: object): Promise<void> {
  await db.update(freeTries).set({ status: "finished", data }).where(eq(freeTries.id, id));
}

export async function failTry(db: Db, id: string, failure: string): Promise<void> {
  await db.update(freeTries).set({ status: "failed", failure }).where(eq(freeTries.id, id));
}

/** The try a browser's token names while it is kept; undefined for no token, a wrong one, or an expired try. */
export async function tryOfToken(db: Db, token: string | undefined): Promise<FreeTry | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select()
    .from(freeTries)
    .where(live(secretHash(token)));
  return row;
}

/** Deletes the finished try a token names and returns it, in the caller's transaction: only one caller ever gets it. */
export async function takeFinishedTry(tx: Db, token: string): Promise<FreeTry | undefined> {
  const [row] = await tx
    .delete(freeTries)
    .where(and(live(secretHash(token)), eq(freeTries.status, "finished")))
    .returning();
  return row;
}

/** What a try's validation was made for: its idea, its evidence, and the try itself (lib/server/reports/integrity.ts). */
export const tryBinding = (row: Pick<FreeTry, "id" | "prompt" | "evidence">): ReportBinding => ({
  prompt: row.prompt,
  evidence: row.evidence,
  owner: { try: row.id },
});

/**
 * A finished try's validation as every reader gets it: upgraded, its claims checked against its evidence, and without
 * a signature: the visitor's copy is for reading, and only the stored try moves into an account (claim.ts).
 */
export function tryReport(row: Pick<FreeTry, "id" | "prompt" | "data" | "evidence">): NonNullable<TryAnswer["report"]> {
  // Stored as generated: the demo flag it carries is the one the generation signed (checkedReport() verifies it).
  const demo = typeof row.data === "object" && row.data !== null && "demo" in row.data && row.data.demo === true;
  const checked = readReport("iv", row.data, { demo, evidence: row.evidence, binding: tryBinding(row) });
  const report = omit(checked.report, "provenance");
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a validation read and checked by readReport("iv"), as the try's answer carries it
  return { ...report, kind: "iv", ...(checked.demo ? { demo: true as const } : {}) } as NonNullable<
    TryAnswer["report"]
  >;
}

export function tryAnswer(row: FreeTry): TryAnswer {
  return {
    status: row.status,
    prompt: row.prompt,
    evidence: row.evidence,
    report: row.status === "finished" && row.data ? tryReport(row) : null,
    failure: row.failure,
    expires_at: row.expiresAt.toISOString(),
  };
}

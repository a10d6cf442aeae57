import "server-only";
import { eq, sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/db/client";
import { pitchPages, pitchSignups, pitchVisits } from "@/db/schema";
import type { SurveyAnswer } from "@/lib/core/measured/survey/answers";
import type { SurveyQuestion } from "@/lib/core/measured/survey/questions";
import type { Visitor } from "../visitor";
import { shownVariant } from "@/lib/core/measured/variants";
import { countVisit, lockCounts, NEAR_CAP, type CountedTables } from "../counting";

/** What a pitch page counts, by the measured experiments' rules: its visits, and its sign-ups as the responses. */

/** A page keeps at most this many sign-ups; past it the form says the list is full. */
export const SIGNUPS_PER_PAGE = 10_000;

/** Addresses one network may put on a page's list in a day; only one per counted visitor counts in the rate. */
export const SIGNUPS_PER_NETWORK_DAY = 10;

/** What a pitch page counts: its visits, and its sign-ups as the responses (lib/server/measured/counting.ts). */
export const pitchTables: CountedTables = { visits: pitchVisits, responses: pitchSignups, variants: true };

/**
 * Counts a visit to a pitch page (lib/server/measured/counting.ts countVisit), on the variant the visitor is shown
 * ("" without variants): true when it was counted as the visitor's first of the day.
 */
export const recordVisit = (
  db: Db,
  pageId: string,
  visitor: Visitor & { variant?: string },
  source: string,
  caps?: { perPage?: number; perNetwork?: number },
): Promise<boolean> =>
  countVisit(db, pitchTables, pageId, { ...visitor, variant: visitor.variant ?? "" }, source, caps);

/** Where a sign-up stands on a page: the addresses listed, its network's today, its visit, its visitor's sign-up. */
async function signupState(tx: Db, pageId: string, email: string, { day, visitorHash, networkHash }: Visitor) {
  const [row] = rowsOf<{
    listed: number;
    from_network: number;
    visited: string | null;
    counted: boolean;
    known: boolean;
  }>(
    await tx.execute(sql`
        select
          (select count(*)::int from ${pitchSignups} where page_id = ${pageId}::uuid) as listed,
          (select count(*)::int from ${pitchSignups}
            where page_id = ${pageId}::uuid and day = ${day}::date and network_hash = ${networkHash}) as from_network,
          (select variant from ${pitchVisits}
            where page_id = ${pageId}::uuid and day = ${day}::date and visitor_hash = ${visitorHash}) as visited,
          exists (select 1 from ${pitchSignups}
            where page_id = ${pageId}::uuid and day = ${day}::date and visitor_hash = ${visitorHash} and counted) as counted,
          exists (select 1 from ${pitchSignups} where page_id = ${pageId}::uuid and email = ${email}) as known`),
  );
  return {
    listed: Number(row!.listed),
    fromNetwork: Number(row!.from_network),
    /** The variant the visitor's counted visit of the day was shown; null without one. */
    visitedOn: row!.visited,
    counted: row!.counted,
    known: row!.known,
  };
}

export type SignupOutcome = "added" | "already" | "full" | "limited" | "closed";

/**
 * Adds an address once per page (a second time, or two at once, is one row). It counts in the page's rate when the same
 * visitor was counted visiting that day, shown the variant they are shown now, and has no counted sign-up yet; a network adds at most SIGNUPS_PER_NETWORK_DAY
 * addresses a day. Under the page's lock, so the caps are exact. Its answers are read against the page's questions as
 * they are when it is stored (held by the same lock: a founder's edit waits, or came before); none answered is null.
 */
export async function recordSignup(
  db: Db,
  pageId: string,
  signup: {
    email: string;
    source: string;
    consent: string;
    visitor: Visitor;
    /** The form's answers read against the page's questions; without it, the sign-up answers none. */
    answersTo?: (questions: readonly SurveyQuestion[]) => (SurveyAnswer | null)[];
  },
): Promise<SignupOutcome> {
  return db.transaction(async (tx) => {
    // The page held while the sign-up is written: deleted meanwhile, it takes nothing (not a broken foreign key).
    const [page] = await tx
      .select({ id: pitchPages.id, fields: pitchPages.fields })
      .from(pitchPages)
      .where(eq(pitchPages.id, pageId))
      .for("key share");
    if (!page) return "closed";
    const { day, visitorHash, networkHash } = signup.visitor;
    // One network's sign-ups one at a time (its caps, one counted per visitor-day); near the page's cap, every one.
    await lockCounts(tx, pageId, networkHash);
    let state = await signupState(tx, pageId, signup.email, signup.visitor);
    if (state.listed >= SIGNUPS_PER_PAGE - NEAR_CAP) {
      await lockCounts(tx, pageId);
      state = await signupState(tx, pageId, signup.email, signup.visitor);
    }
    if (state.known) return "already";
    if (state.listed >= SIGNUPS_PER_PAGE) return "full";
    if (state.fromNetwork >= SIGNUPS_PER_NETWORK_DAY) return "limited";
    const answers = signup.answersTo?.(page.fields.questions ?? []) ?? [];
    // The variant the visitor is shown now: it counts only when their counted visit was shown the same words.
    const variant = shownVariant(page.fields, visitorHash).key;
    const inserted = await tx
      .insert(pitchSignups)
      .values({
        pageId,
        email: signup.email,
        source: signup.source,
        consent: signup.consent,
        answers: answers.some((answer) => answer !== null) ? answers : null,
        day,
        visitorHash,
        networkHash,
        counted: state.visitedOn === variant && !state.counted,
        variant,
      })
      .onConflictDoNothing()
      .returning({ id: pitchSignups.id });
    return inserted.length > 0 ? "added" : "already";
  });
}

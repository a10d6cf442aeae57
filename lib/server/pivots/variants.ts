import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { onlyRow, type Db } from "@/db/client";
import { experiments, ideaMembers, ideas, pivotProposals } from "@/db/schema";
import type { CreateVariantBody, VariantCreated } from "@/lib/core/api/pivots";
import { Conflict, NotFound } from "@/lib/core/errors";
import type { IdeaPivot } from "@/lib/core/pivots/proposals";
import { distinctTitle, LINEAGE_LOCK } from "@/lib/server/reports/ideas";

/** An idea holds at most this many variants: past it, one is deleted first. */
export const VARIANTS_PER_IDEA = 10;

/**
 * "Try this change": a variant of one of the founder's ideas, made from one of its kept proposals, with the title and
 * description the founder edited, the parent's customer evidence when they keep it, and its first experiment, in one
 * transaction (the parent locked, so two at once cannot pass the cap together). The parent's results stay its own.
 */
export async function createVariant(
  db: Db,
  userId: string,
  parentId: string,
  body: CreateVariantBody,
): Promise<VariantCreated> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LINEAGE_LOCK}, hashtext(${userId}))`);
    const [parent] = await tx
      .select({ id: ideas.id, title: ideas.title, evidence: ideas.evidence })
      .from(ideas)
      .where(and(eq(ideas.id, parentId), eq(ideas.userId, userId)))
      .for("update");
    if (!parent) throw new NotFound("Idea not found.");
    const [stored] = await tx
      .select({ proposals: pivotProposals.proposals })
      .from(pivotProposals)
      .where(eq(pivotProposals.ideaId, parentId));
    const proposal = stored?.proposals[body.proposal];
    if (!proposal) {
      throw new Conflict("That proposed change is not there any more. Ask for changes again, then try one.");
    }
    const siblings = await tx
      .select({ title: ideas.title })
      .from(ideas)
      .where(and(eq(ideas.userId, userId), eq(ideas.parentId, parentId)));
    if (siblings.length >= VARIANTS_PER_IDEA) {
      throw new Conflict(`An idea holds at most ${VARIANTS_PER_IDEA} variants: delete one you no longer need first.`);
    }
    const pivot: IdeaPivot = {
      kind: proposal.kind,
      title: proposal.title,
      to: proposal.to,
      because: proposal.because,
      must_be_true: proposal.must_be_true,
      parent_title: parent.title,
    };
    const variant = onlyRow(
      await tx
        .insert(ideas)
        .values({
          userId,
          title: distinctTitle(body.title, [parent.title, ...siblings.map((sibling) => sibling.title)]),
          prompt: body.description,
          evidence: body.keep_evidence ? parent.evidence : null,
          parentId,
          pivot,
        })
        .returning({ id: ideas.id }),
    );
    const test = body.first_test;
    const experiment = onlyRow(
      await tx
        .insert(experiments)
        .values({
          userId,
          ideaId: variant.id,
          hypothesis: test.hypothesis,
          method: test.method ?? null,
          costUsd: test.cost_usd,
          dueDate: test.due_date,
          metric: test.metric,
          comparator: test.comparator,
          target: test.target,
          unit: test.unit,
          factor: test.factor ?? null,
        })
        .returning({ id: experiments.id }),
    );
    // The variant's team is its parent's: whoever works on the idea works on the change tried from it.
    await tx.execute(sql`
      insert into ${ideaMembers} (idea_id, user_id, role, notify)
      select ${variant.id}, user_id, role, notify from ${ideaMembers} where idea_id = ${parentId}`);
    await tx
      .update(ideas)
      .set({ updatedAt: sql`now()` })
      .where(eq(ideas.id, parentId));
    return { idea_id: variant.id, experiment_id: experiment.id, pivot };
  });
}

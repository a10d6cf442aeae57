import "server-only";
import type { Db } from "@/db/client";
import { decisionDigest, digestExperimentOf, type DecisionDigest } from "@/lib/core/experiments/digest";
import { gradeSteps } from "@/lib/server/reports/grades";
import { experimentsWithDecision, utcToday } from "./store";

/** One of the user's ideas' decision digest: its experiments and verdict, and the grade of each validation. */
export async function ideaDigest(db: Db, userId: string, ideaId: string, readerId = userId): Promise<DecisionDigest> {
  const [{ experiments, decision }, grades] = await Promise.all([
    experimentsWithDecision(db, userId, ideaId, readerId),
    gradeSteps(db, userId, ideaId),
  ]);
  return decisionDigest({
    decision,
    experiments: experiments.map(digestExperimentOf),
    grades,
    today: utcToday(),
  });
}

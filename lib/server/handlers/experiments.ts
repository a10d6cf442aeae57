import "server-only";
import type { NextRequest } from "next/server";
import { type ExperimentList } from "@/lib/core/api/experiments";
import { getDb } from "@/db";
import { requireCaller } from "@/lib/server/auth/current-user";
import { idParam, KB, readJson, type IdContext, json } from "@/lib/server/http";
import {
  createExperiment,
  deleteExperiment,
  ideaDecision,
  listExperiments,
  recordResult,
  updateExperiment,
  type ExperimentPatch,
} from "../experiments/store";
import { contract } from "@/lib/core/api/contract";

async function caller(request: NextRequest) {
  const db = await getDb();
  return { db, userId: (await requireCaller(db, request)).user.id };
}

/** A result's evidence (10,000 characters, up to 4 bytes each, JSON escapes) and notes: room for both. */
export const RESULT_BODY_BYTES = 64 * KB;

export async function experimentsRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const { db, userId } = await caller(request);
  return json<ExperimentList>({ data: await listExperiments(db, userId, ideaId) });
}

export async function createExperimentRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const { db, userId } = await caller(request);
  const { from_report_id, from_item, ...body } = await readJson(request, contract.planExperiment.body);
  const experiment = await createExperiment(
    db,
    userId,
    ideaId,
    { ...body, method: body.method ?? null, factor: body.factor ?? null },
    from_report_id ? { reportId: from_report_id, item: from_item ?? null } : null,
  );
  return json(experiment, { status: 201 });
}

export async function updateExperimentRoute(request: NextRequest, context: IdContext) {
  const id = await idParam(context, "experiment");
  const { db, userId } = await caller(request);
  const patch: ExperimentPatch = await readJson(request, contract.editExperiment.body);
  return json(await updateExperiment(db, userId, id, patch));
}

export async function deleteExperimentRoute(request: NextRequest, context: IdContext) {
  const id = await idParam(context, "experiment");
  const { db, userId } = await caller(request);
  await deleteExperiment(db, userId, id);
  return json({ message: "Experiment deleted." });
}

export async function recordResultRoute(request: NextRequest, context: IdContext) {
  const id = await idParam(context, "experiment");
  const { db, userId } = await caller(request);
  const body = await readJson(request, contract.recordResult.body);
  const experiment = await recordResult(db, userId, id, {
    value: body.value,
    denominator: body.denominator ?? null,
    notes: body.notes,
    evidence: body.evidence,
    // A typed result is the founder's claim: labelled "reported by you", never as measured.
    source: "typed",
    rung: body.rung ?? "said",
    shown: null,
  });
  return json(experiment, { status: 201 });
}

export async function decisionRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const { db, userId } = await caller(request);
  return json(await ideaDecision(db, userId, ideaId));
}

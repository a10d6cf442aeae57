import "server-only";
import type { NextRequest } from "next/server";
import { type ExperimentList } from "@/lib/core/api/experiments";
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
import { recordActivity, actorOf } from "../team/activity";
import { memberAccess } from "./member-access";
import { afterResult } from "../team/notify";

/** A result's evidence (10,000 characters, up to 4 bytes each, JSON escapes) and notes: room for both. */
export const RESULT_BODY_BYTES = 64 * KB;

export async function experimentsRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const { db, access } = await memberAccess(request, "idea", ideaId, "read");
  return json<ExperimentList>({ data: await listExperiments(db, access.ownerId, ideaId, access.callerId) });
}

export async function createExperimentRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const { db, access } = await memberAccess(request, "idea", ideaId, "track_experiments");
  const { from_report_id, from_item, ...body } = await readJson(request, contract.planExperiment.body);
  const experiment = await createExperiment(
    db,
    access.ownerId,
    ideaId,
    { ...body, method: body.method ?? null, factor: body.factor ?? null },
    from_report_id ? { reportId: from_report_id, item: from_item ?? null } : null,
  );
  await recordActivity(db, { ...actorOf(access), action: "planned_experiment", subject: experiment.hypothesis });
  return json(experiment, { status: 201 });
}

export async function updateExperimentRoute(request: NextRequest, context: IdContext) {
  const id = await idParam(context, "experiment");
  const { db, access } = await memberAccess(request, "experiment", id, "track_experiments");
  const patch: ExperimentPatch = await readJson(request, contract.editExperiment.body);
  return json(await updateExperiment(db, access.ownerId, id, patch));
}

export async function deleteExperimentRoute(request: NextRequest, context: IdContext) {
  const id = await idParam(context, "experiment");
  const { db, access } = await memberAccess(request, "experiment", id, "track_experiments");
  await deleteExperiment(db, access.ownerId, id);
  return json({ message: "Experiment deleted." });
}

export async function recordResultRoute(request: NextRequest, context: IdContext) {
  const id = await idParam(context, "experiment");
  const { db, access } = await memberAccess(request, "experiment", id, "record_results");
  const body = await readJson(request, contract.recordResult.body);
  const before = (await ideaDecision(db, access.ownerId, access.ideaId)).verdict;
  const experiment = await recordResult(db, access.ownerId, id, {
    value: body.value,
    denominator: body.denominator ?? null,
    notes: body.notes,
    evidence: body.evidence,
    // A typed result is the founder's claim: labelled "reported by you", never as measured.
    source: "typed",
    rung: body.rung ?? "said",
    shown: null,
    recordedBy: access.callerId,
  });
  await recordActivity(db, { ...actorOf(access), action: "recorded_result", subject: experiment.hypothesis });
  await afterResult(db, { ...actorOf(access), ownerId: access.ownerId, before, experiment });
  return json(experiment, { status: 201 });
}

export async function decisionRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const { db, access } = await memberAccess(request, "idea", ideaId, "read");
  return json(await ideaDecision(db, access.ownerId, ideaId, access.callerId));
}

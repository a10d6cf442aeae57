"use client";

import type { ReportKind } from "@/lib/core/kinds";
import type { EveryMeasuredKind } from "@/lib/core/measured";
import { measuredKinds } from "@/lib/core/measured";
import { PitchPages } from "./pitch/PitchPages";
import { SurveyPages } from "./survey/SurveyPages";

/** Each measured kind's founder's screen for an idea: list, create and publish, pause, delete, responses, export. */
const screens = { pitch: PitchPages, survey: SurveyPages } as const;
const panels: EveryMeasuredKind<typeof screens> = screens;

/** The idea's measured experiments, kind by kind (pitch pages, surveys), on the idea page. */
export function MeasuredPages({
  ideaId,
  ideaTitle,
  onRerun,
}: {
  ideaId: string;
  ideaTitle?: string;
  /** Runs a report of the idea with a survey's answers as evidence, streaming into its card. */
  onRerun?: (kind: ReportKind, surveyId: string) => void;
}) {
  return (
    <>
      {measuredKinds.map((kind) => {
        const Panel = panels[kind];
        return <Panel key={kind} ideaId={ideaId} ideaTitle={ideaTitle} onRerun={onRerun} />;
      })}
    </>
  );
}

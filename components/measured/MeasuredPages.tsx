"use client";

import type { EveryMeasuredKind } from "@/lib/core/measured";
import { measuredKinds } from "@/lib/core/measured";
import { PitchPages } from "./pitch/PitchPages";
import { SurveyPages } from "./survey/SurveyPages";

/** Each measured kind's founder's screen for an idea: list, create and publish, pause, delete, responses, export. */
const screens = { pitch: PitchPages, survey: SurveyPages } as const;
const panels: EveryMeasuredKind<typeof screens> = screens;

/** The idea's measured experiments, kind by kind (pitch pages, surveys), on the idea page. */
export function MeasuredPages({ ideaId }: { ideaId: string }) {
  return (
    <>
      {measuredKinds.map((kind) => {
        const Panel = panels[kind];
        return <Panel key={kind} ideaId={ideaId} />;
      })}
    </>
  );
}

"use client";

import { useEffect, useRef } from "react";
import { useReports, type SlotState } from "@/components/app/ReportsProvider";
import { kinds, kindList } from "@/lib/core/kinds";
import type { Kind } from "./types";

/**
 * The report runs asked for this idea, as the tool slots hold them (a run keeps streaming if the founder leaves the
 * page): each kind's run, whether any is under way, a sentence for screen readers as runs finish or fail, and
 * `onFinished` once each time a run of this idea ends with its report.
 */
export function useIdeaRuns(ideaId: string, onFinished: () => void) {
  const { slots } = useReports();
  const of = (kind: Kind): SlotState | null => (slots[kind].ideaId === ideaId ? slots[kind] : null);
  const statuses = kindList.map(({ kind }) => of(kind)?.status ?? "idle");
  const key = statuses.join(",");

  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });
  const before = useRef(key);
  useEffect(() => {
    const earlier = before.current.split(",");
    before.current = key;
    if (key.split(",").some((status, index) => status === "done" && earlier[index] === "generating"))
      finished.current();
  }, [key]);

  const running = kindList.filter(({ kind }) => of(kind)?.status === "generating");
  const failed = kindList.filter(({ kind }) => of(kind)?.error);
  const announcement =
    running.length > 0
      ? `Writing ${running.map(({ kind }) => kinds[kind].label).join(", ")}.`
      : failed.length > 0
        ? `${failed.map(({ kind }) => kinds[kind].label).join(", ")} could not be written.`
        : "";
  return { of, anyRunning: running.length > 0, announcement };
}

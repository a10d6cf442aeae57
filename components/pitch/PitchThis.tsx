"use client";

import Link from "next/link";
import { useState } from "react";
import { useSWRConfig } from "swr";
import type { PassLine } from "@/lib/core/experiments/pass-line";
import { PitchDialog } from "./PitchDialog";
import { pitchListKey } from "./PitchPages";

/** "Test with a pitch page" beside a next step that is a landing-page or waitlist test. */
export function PitchThis({
  ideaId,
  reportId,
  item,
  label,
  passLine,
  factor,
  durationDays,
}: {
  ideaId: string;
  reportId: string;
  item: string;
  label: string;
  passLine: PassLine;
  factor: string | null;
  durationDays: number;
}) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const { mutate } = useSWRConfig();
  if (saved) {
    return (
      <Link href={`/app/ideas/${ideaId}`} className="text-sm font-semibold text-score-strong hover:underline">
        ✓ Pitch page drafted · open the idea to publish it
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Test with a pitch page: ${label}`}
        className="btn-secondary min-h-9 px-3 text-sm print:hidden"
      >
        Test with a pitch page
      </button>
      {open && (
        <PitchDialog
          ideaId={ideaId}
          origin={{ reportId, item, targetPercent: passLine.target, factor, dueInDays: Math.max(1, durationDays) }}
          onClose={() => setOpen(false)}
          onSaved={async () => {
            setOpen(false);
            setSaved(true);
            await mutate(pitchListKey(ideaId));
            await mutate(`/api/data/ideas/${ideaId}/experiments`);
          }}
        />
      )}
    </>
  );
}

import { scoreTag, type ScoreTag } from "@/lib/core/report/score";

const tone: Record<ScoreTag, { text: string; bar: string; badge: string }> = {
  Strong: { text: "text-score-strong", bar: "bg-green-600", badge: "bg-green-50 text-score-strong ring-green-600/20" },
  Promising: {
    text: "text-score-promising",
    bar: "bg-yellow-500",
    badge: "bg-yellow-50 text-score-promising ring-yellow-600/25",
  },
  Uncertain: {
    text: "text-score-uncertain",
    bar: "bg-orange-500",
    badge: "bg-orange-50 text-score-uncertain ring-orange-600/20",
  },
  Weak: { text: "text-score-weak", bar: "bg-red-600", badge: "bg-red-50 text-score-weak ring-red-600/20" },
};

/** Colour classes for a score: green at 7.5 or more, yellow at 6, orange at 5, red below. */
export function scoreTone(score: number) {
  return tone[scoreTag(score)];
}

export function ScoreBadge({ score }: { score: number }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${scoreTone(score).badge}`}
    >
      {scoreTag(score)}
    </span>
  );
}

/** A bar whose filled width is score/10, labelled for screen readers. */
export function ScoreBar({ score, label }: { score: number; label: string }) {
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={10}
      aria-valuenow={score}
      aria-valuetext={`${score.toFixed(1)} out of 10`}
      className="h-2 w-full overflow-hidden rounded-full bg-stone-100"
    >
      <div className={`h-full rounded-full ${scoreTone(score).bar}`} style={{ width: `${(score / 10) * 100}%` }} />
    </div>
  );
}

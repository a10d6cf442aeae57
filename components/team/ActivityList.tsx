"use client";

import { useCall } from "@/lib/client/use-call";
import { formatDateTime } from "@/lib/core/format";
import { activityVerbs, type ActivityAction } from "@/lib/core/team/activity";

/** Who did what on the idea, newest first: what a team reads to see what changed since they last looked. */
export function ActivityList({ ideaId }: { ideaId: string }) {
  const { data, error } = useCall(
    "ideaActivity",
    { params: { id: ideaId } },
    { failure: "The activity could not be loaded." },
  );
  return (
    <section aria-labelledby="idea-activity" className="card space-y-3 p-5">
      <h2 id="idea-activity" className="text-lg font-semibold text-ink-950">
        Activity
      </h2>
      {error ? (
        <p className="text-sm text-red-700">{error.message}</p>
      ) : !data ? (
        <p className="text-sm text-ink-600" role="status">
          Loading the activity…
        </p>
      ) : data.data.length === 0 ? (
        <p className="text-sm text-ink-600">Nothing has happened on this idea yet.</p>
      ) : (
        <ol className="space-y-2.5 text-sm text-ink-700">
          {data.data.map((entry) => (
            <li key={entry.id} className="[overflow-wrap:anywhere]">
              <span className="font-semibold text-ink-900">{entry.actor?.full_name ?? "A former member"}</span>{" "}
              {entry.action === "invited" && !entry.subject ? "invited a co-founder" : activityVerbs[entry.action]}
              {entry.subject ? <> {quoted(entry.action, entry.subject)}</> : null}
              <span className="block text-xs text-ink-500">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Hypotheses and questions are the team's own words, so they read in quotes; names, kinds and verdicts do not. */
function quoted(action: ActivityAction, subject: string) {
  return action === "recorded_result" || action === "planned_experiment" || action === "asked"
    ? `“${subject}”`
    : subject;
}

"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { callApi } from "@/lib/client/call-api";
import { useCall } from "@/lib/client/use-call";
import { useApiAction } from "@/lib/client/useApiAction";
import type { IdeaTeam } from "@/lib/core/api/team";
import { formatDate } from "@/lib/core/format";
import { InviteForm } from "./InviteForm";
import { PeopleList } from "./PeopleList";

/**
 * "People on this idea" (issue 49): the owner and members, the owner's invitations with resend and withdraw, and a
 * member's own choices (the e-mail when a result is recorded, leaving). Says whose plan an editor's reports run on.
 */
export function IdeaTeamCard({ ideaId }: { ideaId: string }) {
  const {
    data: team,
    error,
    mutate,
  } = useCall("ideaTeam", { params: { id: ideaId } }, { failure: "The people on this idea could not be loaded." });
  const changed = (next: IdeaTeam | null) => void (next ? mutate(next, { revalidate: false }) : mutate());
  return (
    <section aria-labelledby="idea-people" className="card space-y-4 p-5">
      <h2 id="idea-people" className="text-lg font-semibold text-ink-950">
        People on this idea
      </h2>
      {error ? (
        <Alert tone="error">{error.message}</Alert>
      ) : !team ? (
        <p className="text-sm text-ink-600" role="status">
          Loading…
        </p>
      ) : (
        <>
          <PlanNote team={team} />
          <PeopleList team={team} onChanged={changed} />
          {team.you.role === "owner" ? (
            <>
              <Invitations team={team} onChanged={changed} />
              <InviteForm team={team} onChanged={changed} />
            </>
          ) : (
            <MemberChoices team={team} onChanged={changed} />
          )}
        </>
      )}
    </section>
  );
}

function PlanNote({ team }: { team: IdeaTeam }) {
  if (team.you.role === "owner") {
    return team.members.length + team.invitations.length === 0 ? (
      <p className="text-sm text-ink-600">
        Work on this idea with a co-founder: they record the interviews they run, and you both decide from the same
        evidence.
      </p>
    ) : null;
  }
  const owner = team.owner.full_name;
  return (
    <p className="text-sm text-ink-600">
      {team.you.role === "editor"
        ? team.owner_plan_active
          ? `You are an editor. Reports you run use ${owner}'s plan: you need none of your own.`
          : `You are an editor. ${owner}'s plan is not active, so reports cannot run here until it is; you can still record results.`
        : `You are a viewer: you read and export this idea. Ask ${owner} to make you an editor to change it.`}
    </p>
  );
}

function Invitations({ team, onChanged }: { team: IdeaTeam; onChanged: (team: IdeaTeam) => void }) {
  const { call, busy, error } = useApiAction();
  if (team.invitations.length === 0) return null;
  const act = async (id: string, kind: "resend" | "revoke") => {
    const params = { id: team.idea_id, invitation: id };
    const answer = await call(
      "action",
      () => callApi(kind === "resend" ? "resendInvitation" : "revokeInvitation", { params }),
      "That did not work. Please try again.",
    );
    if (answer) onChanged(answer);
  };
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-ink-900">Invited</h3>
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="divide-y divide-stone-200 text-sm">
        {team.invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-medium text-ink-900">{invitation.email}</span>{" "}
              <span className="text-ink-600">
                as {invitation.role}, until {formatDate(invitation.expires_at)}
              </span>
            </span>
            <span className="flex gap-1">
              <button
                type="button"
                disabled={busy}
                className="btn-ghost min-h-10 text-sm"
                onClick={() => void act(invitation.id, "resend")}
              >
                Resend<span className="sr-only"> to {invitation.email}</span>
              </button>
              <button
                type="button"
                disabled={busy}
                className="btn-ghost min-h-10 text-sm text-red-700"
                onClick={() => void act(invitation.id, "revoke")}
              >
                Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MemberChoices({ team, onChanged }: { team: IdeaTeam; onChanged: (team: IdeaTeam) => void }) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const notify = useApiAction();
  const leave = useApiAction();

  async function setNotify(on: boolean) {
    const answer = await notify.call(
      "action",
      () => callApi("editMembership", { params: { id: team.idea_id }, body: { notify: on } }),
      "Your choice could not be saved. Please try again.",
    );
    if (answer) onChanged(answer);
  }

  async function leaveIdea() {
    const answer = await leave.call(
      "action",
      () => callApi("removeMember", { params: { id: team.idea_id, member: team.you.user_id } }),
      "You could not leave the idea. Please try again.",
    );
    if (answer) router.push("/app/ideas");
  }

  return (
    <div className="space-y-3 text-sm">
      <label className="flex items-start gap-2.5 text-ink-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={team.you.notify}
          disabled={notify.busy}
          onChange={(event) => void setNotify(event.target.checked)}
        />
        E-mail me when a result is recorded or the verdict changes
      </label>
      {notify.error && <Alert tone="error">{notify.error}</Alert>}
      <button type="button" className="btn-ghost -ml-3 text-sm text-red-700" onClick={() => setLeaving(true)}>
        Leave this idea
      </button>
      <ConfirmDialog
        open={leaving}
        onClose={() => setLeaving(false)}
        title="Leave this idea?"
        description={`You will no longer see it. What you added stays; ${team.owner.full_name} can invite you again.`}
        confirmLabel="Leave idea"
        busyLabel="Leaving…"
        busy={leave.busy}
        error={leave.error}
        onConfirm={() => void leaveIdea()}
      />
    </div>
  );
}

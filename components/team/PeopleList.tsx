"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";
import type { IdeaTeam, TeamMember } from "@/lib/core/api/team";
import { roleLabels } from "@/lib/core/team/roles";

type Change = { kind: "remove" | "transfer"; member: TeamMember } | null;

/** The owner and the members; the owner changes a role, removes a member or hands the idea to an editor here. */
export function PeopleList({ team, onChanged }: { team: IdeaTeam; onChanged: (team: IdeaTeam | null) => void }) {
  const owner = team.you.role === "owner";
  const [change, setChange] = useState<Change>(null);
  const { call, busy, error, setError } = useApiAction();

  async function setRole(member: TeamMember, role: "editor" | "viewer") {
    const answer = await call(
      "action",
      () => callApi("changeMemberRole", { params: { id: team.idea_id, member: member.user_id }, body: { role } }),
      "The role could not be changed. Please try again.",
    );
    if (answer) onChanged(answer);
  }

  async function confirm() {
    if (!change) return;
    const { kind, member } = change;
    const answer =
      kind === "remove"
        ? await call(
            "action",
            () => callApi("removeMember", { params: { id: team.idea_id, member: member.user_id } }),
            "The member could not be removed. Please try again.",
          )
        : await call(
            "action",
            () => callApi("transferIdea", { params: { id: team.idea_id }, body: { user_id: member.user_id } }),
            "The idea could not be handed over. Please try again.",
          );
    if (!answer) return;
    setChange(null);
    // A removal answers in words: the team is read again.
    onChanged("owner" in answer ? answer : null);
  }

  return (
    <>
      <ul className="divide-y divide-stone-200 text-sm">
        <li className="flex flex-wrap items-center justify-between gap-2 py-2.5">
          <Person name={team.owner.full_name} email={team.owner.email} />
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">Owner</span>
        </li>
        {team.members.map((member) => (
          <li key={member.user_id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <Person name={member.full_name} email={member.email} />
            {owner ? (
              <div className="flex flex-wrap items-center gap-2">
                <label className="sr-only" htmlFor={`role-${member.user_id}`}>
                  Role of {member.full_name}
                </label>
                <select
                  id={`role-${member.user_id}`}
                  value={member.role}
                  disabled={busy}
                  onChange={(event) => void setRole(member, event.target.value === "viewer" ? "viewer" : "editor")}
                  className="min-h-10 rounded-lg border border-stone-300 bg-white px-2 text-sm"
                >
                  <option value="editor">Editor</option>
                  <option value="viewer">Viewer</option>
                </select>
                {member.role === "editor" && (
                  <button
                    type="button"
                    className="btn-ghost min-h-10 text-sm"
                    onClick={() => {
                      setError(null);
                      setChange({ kind: "transfer", member });
                    }}
                  >
                    Make owner<span className="sr-only"> {member.full_name}</span>
                  </button>
                )}
                <button
                  type="button"
                  className="btn-ghost min-h-10 text-sm text-red-700"
                  onClick={() => {
                    setError(null);
                    setChange({ kind: "remove", member });
                  }}
                >
                  Remove<span className="sr-only"> {member.full_name}</span>
                </button>
              </div>
            ) : (
              <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
                {roleLabels[member.role]}
              </span>
            )}
          </li>
        ))}
      </ul>
      {!change && error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={change !== null}
        onClose={() => setChange(null)}
        title={change?.kind === "transfer" ? `Make ${change.member.full_name} the owner?` : "Remove this member?"}
        description={
          change?.kind === "transfer"
            ? `${change.member.full_name} will own the idea and everything on it; their plan runs its reports from now on. You stay on as an editor.`
            : `${change?.member.full_name ?? "They"} will lose access at their next click. What they added stays on the idea.`
        }
        confirmLabel={change?.kind === "transfer" ? "Make owner" : "Remove member"}
        busyLabel={change?.kind === "transfer" ? "Handing over…" : "Removing…"}
        destructive={change?.kind === "remove"}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

function Person({ name, email }: { name: string; email: string }) {
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-ink-900 [overflow-wrap:anywhere]">{name}</span>
      <span className="block text-ink-600 [overflow-wrap:anywhere]">{email}</span>
    </span>
  );
}

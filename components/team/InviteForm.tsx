"use client";

import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { fieldClass } from "@/components/ui/TextField";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";
import type { IdeaTeam } from "@/lib/core/api/team";
import { IDEA_MEMBERS_MAX } from "@/lib/core/team/roles";

const NOT_SENT = "The invitation could not be sent. Please try again.";

/** The owner's invitation: an address and a role; the address stays in the field when the call is refused. */
export function InviteForm({ team, onChanged }: { team: IdeaTeam; onChanged: (team: IdeaTeam) => void }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"editor" | "viewer">("editor");
  const [sent, setSent] = useState<string | null>(null);
  const { call, busy, error, setError } = useApiAction();
  const seats = team.members.length + team.invitations.length;
  const full = seats >= IDEA_MEMBERS_MAX;

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(null);
    const answer = await call(
      "action",
      () => callApi("inviteMember", { params: { id: team.idea_id }, body: { email, role } }),
      NOT_SENT,
    );
    if (!answer) return;
    setSent(`Invitation sent to ${email.trim()}. The link works once, for 7 days.`);
    setEmail("");
    onChanged(answer);
  }

  if (full) {
    return (
      <p className="text-sm text-ink-600">
        All {IDEA_MEMBERS_MAX} seats are taken, invitations included: remove a member or withdraw an invitation to
        invite someone else.
      </p>
    );
  }
  return (
    <form onSubmit={invite} className="space-y-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink-900">
        Invite a co-founder
      </h3>
      {error && <Alert tone="error">{error}</Alert>}
      {sent && <Alert tone="success">{sent}</Alert>}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink-900">
            E-mail
          </label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            className={`${fieldClass} mt-1.5`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-role`} className="block text-sm font-medium text-ink-900">
            Role
          </label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value === "viewer" ? "viewer" : "editor")}
            className={`${fieldClass} mt-1.5`}
          >
            <option value="editor">Editor</option>
            <option value="viewer">Viewer</option>
          </select>
        </div>
        <button type="submit" disabled={busy} aria-busy={busy} className="btn-primary min-h-11 px-4 text-sm">
          {busy ? "Sending…" : "Send invitation"}
        </button>
      </div>
      <p className="text-xs text-ink-600">
        Editors run reports and record results on your plan; viewers read and export. {seats} of {IDEA_MEMBERS_MAX}{" "}
        seats used.
      </p>
    </form>
  );
}

"use client";

import type { IdeaSummary } from "@/lib/core/api/ideas";
import { useCall } from "@/lib/client/use-call";
import { ActivityList } from "./ActivityList";
import { IdeaTeamCard } from "./IdeaTeamCard";

/**
 * The idea page's people and what they did (issue 49), side by side when wide. The activity shows once someone else is
 * on the idea (a member, or an invitation out): alone, a founder knows what they did.
 */
export function IdeaPeople({ idea }: { idea: IdeaSummary }) {
  const { data: team } = useCall("ideaTeam", { params: { id: idea.id } });
  const together = Boolean(team && (team.members.length > 0 || team.invitations.length > 0 || idea.shared));
  return (
    <div className={`grid grid-cols-1 items-start gap-6 ${together ? "lg:grid-cols-2" : "lg:max-w-2xl"}`}>
      <IdeaTeamCard ideaId={idea.id} />
      {together && <ActivityList ideaId={idea.id} />}
    </div>
  );
}

/** Whose the idea is, under its title, on an idea someone else owns. */
export function SharedBy({ shared }: { shared: NonNullable<IdeaSummary["shared"]> }) {
  return (
    <p className="text-sm text-ink-700">
      Shared by <span className="font-semibold text-ink-900">{shared.owner_name}</span>: you are{" "}
      {shared.role === "editor" ? "an editor" : "a viewer"}.{" "}
      {shared.role === "editor"
        ? `What you run here uses ${shared.owner_name}'s plan; you need none of your own.`
        : `You read and export it with no plan of your own; ${shared.owner_name} can make you an editor.`}
    </p>
  );
}

/**
 * On a shared idea: may the member change it, may they run what needs a plan, and if not, why. A viewer's reason is
 * said once, under the title; beside each action it is for screen readers only.
 */
export function memberPowers(shared: IdeaSummary["shared"], ownPlan: boolean) {
  if (!shared) return { canEdit: true, canRun: ownPlan, instead: undefined };
  if (shared.role === "viewer") {
    return {
      canEdit: false,
      canRun: false,
      instead: <span className="sr-only">Viewers do not change the idea.</span>,
    };
  }
  const active = shared.owner_plan_active !== false;
  return {
    canEdit: true,
    canRun: active,
    instead: active ? undefined : `This runs on ${shared.owner_name}'s plan, which is not active now.`,
  };
}

"use client";

import Link from "next/link";
import { createContext, useContext, type ReactNode } from "react";
import { CHOOSE_PLAN } from "@/lib/core/app-links";

/**
 * Whether the founder has a plan, for the actions that need one (a new share link, a question, a rescore, a new
 * version, a run): without it they are shown aria-disabled beside the reason and a link to the plans, never offered and
 * then refused. Outside the app shell (no provider) every action is offered, as the server decides anyway.
 */
const PlanContext = createContext(true);

export function PlanProvider({ hasPlan, children }: { hasPlan: boolean; children: ReactNode }) {
  return <PlanContext.Provider value={hasPlan}>{children}</PlanContext.Provider>;
}

export const useHasPlan = () => useContext(PlanContext);

/**
 * Whether the founder may change what they look at (issue 49): false on an idea they are a viewer of, where the actions
 * that change it are not offered at all, and those that need a plan give `instead` as their reason.
 */
const EditContext = createContext<{ canEdit: boolean; instead?: ReactNode }>({ canEdit: true });

export function EditProvider({
  canEdit,
  instead,
  children,
}: {
  canEdit: boolean;
  instead?: ReactNode;
  children: ReactNode;
}) {
  return <EditContext.Provider value={{ canEdit, instead }}>{children}</EditContext.Provider>;
}

export const useCanEdit = () => useContext(EditContext).canEdit;

/** The way to a plan, after the reason an action is unavailable. */
export function PlanLink() {
  return (
    <Link href={CHOOSE_PLAN} className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2">
      Choose a plan
    </Link>
  );
}

/** The reason an action is unavailable, in words, with the way to a plan. `id` is what the action's button names. */
export function NeedsPlan({ id, children, className = "" }: { id: string; children: ReactNode; className?: string }) {
  // On a shared idea the plan is its owner's: the reason is theirs to give (a viewer's role, the owner's plan).
  const { instead } = useContext(EditContext);
  return (
    <p id={id} className={`text-sm text-ink-700 ${className}`}>
      {instead ?? (
        <>
          {children} <PlanLink />
        </>
      )}
    </p>
  );
}

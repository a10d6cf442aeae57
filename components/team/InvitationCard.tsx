"use client";

import { useRouter } from "next/navigation";
import { type FormEvent } from "react";
import { AuthCard } from "@/components/auth/AuthCard";
import { Alert } from "@/components/ui/Alert";
import { SubmitButton } from "@/components/ui/SubmitButton";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";
import { roleLabels } from "@/lib/core/team/roles";

export interface InvitationView {
  email: string;
  role: "editor" | "viewer";
  idea: string;
  inviter: string;
}

const roleMeans = {
  editor: "run reports, track experiments and record results on it",
  viewer: "read its reports, experiments and decision, and export them",
};

const NOT_JOINED = "We could not add you to the idea. Please try again.";

/** The invitation's card: who invites to what, then Join (signed in as the address), or sign up or in first. */
export function InvitationCard({
  token,
  invitation,
  signedInAs,
}: {
  token: string;
  invitation: InvitationView;
  signedInAs: { email: string; verified: boolean } | null;
}) {
  const router = useRouter();
  const { call, busy, error } = useApiAction();
  const sameAddress = signedInAs?.email.trim().toLowerCase() === invitation.email;

  async function join(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await call("action", () => callApi("acceptInvitation", { body: { token } }), NOT_JOINED);
    if (answer) router.replace(`/app/ideas/${answer.idea_id}`);
  }

  async function logOut() {
    await call("action", () => callApi("logout", { retryOn401: false }), NOT_JOINED);
    router.refresh();
  }

  async function continueTo(then: "register" | "login") {
    const answer = await call(
      "action",
      () => callApi("holdInvitation", { body: { token, then }, retryOn401: false }),
      NOT_JOINED,
    );
    if (answer) window.location.assign(answer.redirectTo);
  }

  return (
    <AuthCard
      title={`Join “${invitation.idea}”`}
      subtitle={
        <>
          {invitation.inviter} invites you as {invitation.role === "editor" ? "an" : "a"}{" "}
          <strong className="font-semibold text-ink-950">{roleLabels[invitation.role].toLowerCase()}</strong>: you can{" "}
          {roleMeans[invitation.role]}. You need no plan of your own.
        </>
      }
    >
      <div className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <p className="text-sm text-ink-600">
          The invitation is for{" "}
          <strong className="font-semibold text-ink-950 [overflow-wrap:anywhere]">{invitation.email}</strong>.
        </p>
        {signedInAs && sameAddress ? (
          <form method="post" onSubmit={join}>
            <SubmitButton busy={busy} busyLabel="Joining…">
              Join the idea
            </SubmitButton>
          </form>
        ) : signedInAs ? (
          <div className="space-y-4">
            <Alert tone="info">
              You are signed in as {signedInAs.email}. Log out, then sign in or sign up with {invitation.email} to join.
            </Alert>
            <button type="button" className="btn-secondary w-full" disabled={busy} onClick={() => void logOut()}>
              Log out and continue
            </button>
          </div>
        ) : (
          <div className="grid gap-3">
            <button
              type="button"
              className="btn-primary w-full"
              disabled={busy}
              onClick={() => void continueTo("register")}
            >
              Create an account
            </button>
            <button
              type="button"
              className="btn-secondary w-full"
              disabled={busy}
              onClick={() => void continueTo("login")}
            >
              I have an account: log in
            </button>
          </div>
        )}
      </div>
    </AuthCard>
  );
}

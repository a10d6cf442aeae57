import type { LivePages } from "@/lib/core/measured/closed";

/** The signed-in founder as the app shell shows them (app/app/layout.tsx reads it from the session). */
export interface ShellUser {
  fullName: string;
  email: string;
  hasPassword: boolean;
  /** Whole days left of the free trial, or null when not on one. */
  trialDaysLeft: number | null;
  /** Whether the plan is live now: without one the library and Your Account stay open, generating does not. */
  hasPlan: boolean;
  /** When a cancelled plan ends (ISO), or null when it renews or there is none. */
  accessEndsAt: string | null;
  /** Without a plan, the published measured pages (pitch pages) its end closed to visitors, by kind; none with one. */
  closedPages: LivePages;
}

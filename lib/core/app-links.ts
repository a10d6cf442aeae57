/** Where a founder without a plan is sent to get one. */
export const CHOOSE_PLAN = "/auth/choose-plan";

/** Your Account opens on any app page whose address ends in this (choose-plan links to it). */
export const ACCOUNT_HASH = "#account";

/** The reset page's card title in each state (a plain module: the server page and the client form both read it). */
export const resetTitles = {
  form: "Choose a new password",
  done: "Password reset",
  expired: "This reset link has expired",
  incomplete: "This reset link is incomplete",
} as const;

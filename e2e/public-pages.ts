/** Every page a signed-out visitor can reach, in the states worth checking: the axe tour and the width check walk it. */
export const PUBLIC_PAGES = [
  "/",
  "/examples",
  "/examples/pain-points",
  "/examples/marketing-strategy",
  "/examples/idea-validation",
  "/privacy",
  "/terms",
  "/auth/login",
  "/auth/register",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/reset-password?token=expired-or-made-up",
  "/auth/verify",
  "/auth/error?error=Configuration",
  "/reminders/unsubscribe?token=made-up",
  "/no-such-page",
];

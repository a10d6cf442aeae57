/** The numbers of the account rules, in one place. */
export const authPolicy = {
  accessTokenTtlSeconds: 15 * 60,
  sessionTtlDays: 30,
  verificationTokenTtlSeconds: 24 * 60 * 60,
  codeTtlMinutes: 15,
  codeMaxAttempts: 5,
  resetTokenTtlMinutes: 60,
  passwordMin: 8,
  passwordMax: 128,
  registrationTtlHours: 24,
  /** How long a browser stays a known device of an account (lib/server/auth/devices.ts) after its last sign-in there. */
  knownDeviceTtlDays: 180,
  /** Deleting an account without a password (Google only) needs a session started this recently (a fresh sign-in). */
  recentSignInMinutes: 10,
  limits: {
    codeResendShort: { limit: 1, windowMs: 10_000 },
    codeResendHourly: { limit: 5, windowMs: 60 * 60_000 },
    // Keyed on address and client together: a stranger's failures never lock the owner out of their own account.
    loginAttemptsPerAddressAndClient: { limit: 5, windowMs: 15 * 60_000 },
    // Attempts on an address from every device that has not signed in to it, together, counted before the password is
    // checked, so that parallel guesses from many clients cannot pass it either. The owner's known devices are exempt.
    loginAttemptsPerAccount: { limit: 10, windowMs: 15 * 60_000 },
    // Attempts from one known device (whatever the address, so a stolen device cookie is no faster than a stranger).
    loginAttemptsPerKnownDevice: { limit: 10, windowMs: 15 * 60_000 },
    // Counts successes too, and many people can share one address.
    loginAttemptsPerClient: { limit: 50, windowMs: 15 * 60_000 },
    currentPasswordChecksPerUser: { limit: 5, windowMs: 15 * 60_000 },
    refreshesPerSession: { limit: 60, windowMs: 15 * 60_000 },
    resetRequestsPerAddress: { limit: 3, windowMs: 60 * 60_000 },
    // Generous: many people can share one address (offices, universities, mobile carriers).
    registrationsPerClient: { limit: 50, windowMs: 60 * 60_000 },
  },
} as const;

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
  limits: {
    codeResendShort: { limit: 1, windowMs: 10_000 },
    codeResendHourly: { limit: 5, windowMs: 60 * 60_000 },
    loginAttemptsPerAddress: { limit: 5, windowMs: 15 * 60_000 },
    // Counts successes too, and many people can share one address.
    loginAttemptsPerClient: { limit: 50, windowMs: 15 * 60_000 },
    resetRequestsPerAddress: { limit: 3, windowMs: 60 * 60_000 },
    // Generous: many people can share one address (offices, universities, mobile carriers).
    registrationsPerClient: { limit: 50, windowMs: 60 * 60_000 },
  },
} as const;

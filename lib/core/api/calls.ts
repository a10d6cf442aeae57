/**
 * Every call of the HTTP API, by name: its method, its path (docs/API.md's spelling, parameters in braces) and who may
 * make it. Plain data, so the browser's client may import it; the schemas of each call are in ./contract.ts (server and
 * tests: zod stays out of the browser). test/platform/contract.test.ts holds this table, app/api's route files,
 * docs/API.md's sections and docs/openapi.json to one another.
 */

export const httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Who may make a call: anyone (`none`); a live session (`session`); a session with a plan or trial (`plan`); a
 * caller holding a secret of its own (`secret`: the cron token, Stripe's signature, an unsubscribe or stamp token).
 */
export type Access = "none" | "session" | "plan" | "secret";

export interface Call {
  method: HttpMethod;
  path: string;
  access: Access;
  /** Kept for the product's original contract (docs/API.md says what replaced it). */
  legacy?: true;
  /** Answered only outside production (the local mailbox and billing clock of the embedded defaults). */
  devOnly?: true;
}

const call = <const M extends HttpMethod, const P extends string>(method: M, path: P, access: Access) =>
  ({ method, path, access }) as const;
const devOnly = <const M extends HttpMethod, const P extends string>(method: M, path: P, access: Access) =>
  ({ method, path, access, devOnly: true }) as const;
const legacy = <const M extends HttpMethod, const P extends string>(method: M, path: P, access: Access) =>
  ({ method, path, access, legacy: true }) as const;

export const calls = {
  // Auth
  register: call("POST", "/api/auth/register", "none"),
  verifyEmail: call("GET", "/api/auth/verify-email", "none"),
  resendCode: call("POST", "/api/auth/resend-code", "none"),
  authenticate: call("POST", "/api/auth/authenticate", "none"),
  refreshAccessToken: call("POST", "/api/auth/refresh-access-token", "none"),
  resumeSession: call("GET", "/api/auth/resume", "none"),
  currentUser: call("GET", "/api/auth/user", "session"),
  logout: call("DELETE", "/api/auth/logout", "none"),
  requestPasswordReset: call("POST", "/api/auth/request-password-reset", "none"),
  resetPassword: call("PUT", "/api/auth/password-reset", "none"),
  updatePassword: call("POST", "/api/auth/update-password", "session"),
  deleteAccountByLink: call("GET", "/api/auth/delete-account", "session"),
  deleteAccount: call("DELETE", "/api/auth/delete-account", "session"),
  googleSignIn: call("GET", "/api/auth/google", "none"),
  googleComplete: call("GET", "/api/auth/google/complete", "none"),
  nextAuthGet: call("GET", "/api/auth/{...nextauth}", "none"),
  nextAuthPost: call("POST", "/api/auth/{...nextauth}", "none"),
  // Billing
  checkout: call("GET", "/api/billing/checkout", "session"),
  billingPortal: call("POST", "/api/billing/portal", "session"),
  cancelPlan: call("POST", "/api/billing/cancel", "session"),
  resumePlan: call("POST", "/api/billing/resume", "session"),
  stripeWebhook: call("POST", "/api/billing/webhook", "secret"),
  // Free try
  startTry: call("POST", "/api/try", "none"),
  tryStamp: call("GET", "/api/try/stamp", "none"),
  readTry: call("GET", "/api/try", "none"),
  // Reports
  generateReport: call("POST", "/api/data/reports", "plan"),
  listSavedReports: call("GET", "/api/data/saved-reports", "session"),
  saveReportCopy: call("POST", "/api/data/saved-reports", "plan"),
  history: call("GET", "/api/data/history", "session"),
  readReport: call("GET", "/api/data/reports/{id}", "session"),
  deleteReport: call("DELETE", "/api/data/reports/{id}", "session"),
  pinReport: call("POST", "/api/data/reports/{id}/save", "session"),
  reportVersions: call("GET", "/api/data/reports/{id}/versions", "session"),
  editMarketSize: call("POST", "/api/data/reports/{id}/market-size", "plan"),
  exportReport: call("GET", "/api/data/reports/{id}/export", "session"),
  // Sharing
  shareReport: call("POST", "/api/data/reports/{id}/share", "plan"),
  readShare: call("GET", "/api/data/reports/{id}/share", "session"),
  revokeShare: call("DELETE", "/api/data/reports/{id}/share", "session"),
  // Ask the report
  askReport: call("POST", "/api/data/reports/{id}/chat", "plan"),
  readConversation: call("GET", "/api/data/reports/{id}/chat", "session"),
  clearConversation: call("DELETE", "/api/data/reports/{id}/chat", "session"),
  rescore: call("POST", "/api/data/reports/{id}/chat/rescore/{messageId}", "plan"),
  // Ideas and experiments
  listIdeas: call("GET", "/api/data/ideas", "session"),
  readIdea: call("GET", "/api/data/ideas/{id}", "session"),
  renameIdea: call("PATCH", "/api/data/ideas/{id}", "session"),
  deleteIdea: call("DELETE", "/api/data/ideas/{id}", "session"),
  compareIdeas: call("GET", "/api/data/ideas/compare", "session"),
  ideaDecision: call("GET", "/api/data/ideas/{id}/decision", "session"),
  readPivots: call("GET", "/api/data/ideas/{id}/pivots", "session"),
  proposePivots: call("POST", "/api/data/ideas/{id}/pivots", "plan"),
  createVariant: call("POST", "/api/data/ideas/{id}/variants", "plan"),
  listExperiments: call("GET", "/api/data/ideas/{id}/experiments", "session"),
  planExperiment: call("POST", "/api/data/ideas/{id}/experiments", "session"),
  editExperiment: call("PATCH", "/api/data/experiments/{id}", "session"),
  deleteExperiment: call("DELETE", "/api/data/experiments/{id}", "session"),
  recordResult: call("POST", "/api/data/experiments/{id}/results", "session"),
  // Members (co-founders)
  ideaTeam: call("GET", "/api/data/ideas/{id}/members", "session"),
  inviteMember: call("POST", "/api/data/ideas/{id}/invitations", "plan"),
  resendInvitation: call("POST", "/api/data/ideas/{id}/invitations/{invitation}/resend", "plan"),
  revokeInvitation: call("DELETE", "/api/data/ideas/{id}/invitations/{invitation}", "session"),
  changeMemberRole: call("PATCH", "/api/data/ideas/{id}/members/{member}", "session"),
  removeMember: call("DELETE", "/api/data/ideas/{id}/members/{member}", "session"),
  editMembership: call("PATCH", "/api/data/ideas/{id}/membership", "session"),
  transferIdea: call("POST", "/api/data/ideas/{id}/transfer", "session"),
  ideaActivity: call("GET", "/api/data/ideas/{id}/activity", "session"),
  acceptInvitation: call("POST", "/api/data/invitations/accept", "session"),
  holdInvitation: call("POST", "/api/invitations/hold", "none"),
  // Library
  search: call("GET", "/api/data/search", "session"),
  readSettings: call("GET", "/api/data/settings", "session"),
  editSettings: call("PATCH", "/api/data/settings", "session"),
  accountExport: call("GET", "/api/data/account-export", "session"),
  // Pitch pages
  listPitchPages: call("GET", "/api/data/pitch-pages", "session"),
  draftPitchPage: call("GET", "/api/data/pitch-pages/draft", "plan"),
  publishPitchPage: call("POST", "/api/data/pitch-pages", "plan"),
  readPitchPage: call("GET", "/api/data/pitch-pages/{id}", "session"),
  editPitchPage: call("PATCH", "/api/data/pitch-pages/{id}", "session"),
  deletePitchPage: call("DELETE", "/api/data/pitch-pages/{id}", "session"),
  pitchSignups: call("GET", "/api/data/pitch-pages/{id}/signups", "session"),
  deletePitchSignup: call("DELETE", "/api/data/pitch-pages/{id}/signups/{signup}", "session"),
  pitchSignup: call("POST", "/api/p/{slug}/signup", "secret"),
  // Surveys
  listSurveys: call("GET", "/api/data/surveys", "session"),
  draftSurvey: call("GET", "/api/data/surveys/draft", "plan"),
  publishSurvey: call("POST", "/api/data/surveys", "plan"),
  readSurvey: call("GET", "/api/data/surveys/{id}", "session"),
  editSurvey: call("PATCH", "/api/data/surveys/{id}", "session"),
  deleteSurvey: call("DELETE", "/api/data/surveys/{id}", "session"),
  surveyResponses: call("GET", "/api/data/surveys/{id}/responses", "session"),
  deleteSurveyResponse: call("DELETE", "/api/data/surveys/{id}/responses/{response}", "session"),
  surveyAnswer: call("POST", "/api/p/{slug}/answer", "secret"),
  // Reminders
  sendReminders: call("GET", "/api/cron/reminders", "secret"),
  unsubscribe: call("POST", "/api/reminders/unsubscribe", "secret"),
  // Operations
  health: call("GET", "/api/health", "none"),
  devMail: devOnly("GET", "/api/dev/mail", "none"),
  devEndPeriod: devOnly("POST", "/api/dev/billing/end-period", "session"),
  // The original contract
  legacyCreateReportStream: legacy("GET", "/api/data/create-report", "plan"),
  legacyCreateReport: legacy("POST", "/api/data/create-report", "plan"),
  legacyValidateIdea: legacy("POST", "/api/data/validate-idea", "plan"),
  legacyMarketPlan: legacy("POST", "/api/data/market-plan", "plan"),
  legacySavePainPoints: legacy("POST", "/api/data/save-pain-point-report", "plan"),
  legacySaveStrategy: legacy("POST", "/api/data/save-market-strat", "plan"),
  legacySaveValidation: legacy("POST", "/api/data/save-validator-report", "plan"),
  legacyListReports: legacy("GET", "/api/data/get-reports", "session"),
  legacyReadPainPoints: legacy("GET", "/api/data/pain-point-report/{id}", "session"),
  legacyReadStrategy: legacy("GET", "/api/data/strat-report/{id}", "session"),
  legacyReadValidation: legacy("GET", "/api/data/validation-report/{id}", "session"),
  legacyDeleteReport: legacy("DELETE", "/api/data/delete-report/{first}/{second}", "session"),
} as const satisfies Record<string, Call>;

export type CallName = keyof typeof calls;

const isCallName = (name: string): name is CallName => Object.hasOwn(calls, name);

/** Every call's name, in the table's order. */
export const callNames: readonly CallName[] = Object.keys(calls).filter(isCallName);

/**
 * The catch-all `/api/{...path}` answers every method with the JSON 404 (docs/API.md, "Unknown addresses"): it is the
 * API's edge, not a call.
 */
export const UNKNOWN_ADDRESS_PATH = "/api/{...path}";

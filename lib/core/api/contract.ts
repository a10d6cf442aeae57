import type { z } from "zod";
import { marketSizeEdit } from "@/lib/core/market/schemas";
import type { CallName } from "./calls";
import {
  credentialsSchema,
  deletionBody,
  emailOnlySchema,
  passwordResetSchema,
  registerSchema,
  resendCodeSchema,
  resumeQuery,
  updatePasswordSchema,
  verifyEmailQuery,
} from "./auth";
import { checkoutQuery } from "./billing";
import { chatBody } from "./chat";
import { createExperimentBody, patchExperimentBody, resultBody } from "./experiments";
import { generationRequestSchema, legacyStreamQuery, reportRequestSchema, validationRequestSchema } from "./generation";
import { compareQuery, ideasQuery, renameIdeaBody, searchQuery } from "./ideas";
import { createVariantBody, deleteIdeaQuery } from "./pivots";
import { exportQuery, historyQuery, settingsBody, shareBody } from "./library";
import { healthQuery } from "./operations";
import { createPitchBody, draftQuery, patchPitchBody, pitchPagesQuery, signupForm, signupsQuery } from "./pitch";
import { unsubscribeBody } from "./reminders";
import {
  createSurveyBody,
  patchSurveyBody,
  responsesQuery,
  surveyAnswerForm,
  surveyDraftQuery,
  surveysQuery,
} from "./survey";
import { saveReportBody, savedCopyBody, savedListsQuery } from "./reports";
import { tryRequestSchema } from "./tries";
import {
  acceptInvitationBody,
  changeRoleBody,
  holdInvitationBody,
  inviteBody,
  membershipBody,
  transferBody,
} from "./team";

/**
 * What each call of ./calls.ts takes: its query and its JSON body, as the zod schemas its handler parses with (the one
 * source for the handler, the typed client's input types and docs/openapi.json). Server and tests only: the browser
 * imports this module's types, never its schemas.
 *
 * `parsedIn` marks a call whose schema still lives beside its handler (the auth calls' password check reads the server's
 * list of common passwords; a few handlers keep their own): the file that parses it, which test/platform/openapi.test.ts
 * allows to parse with a schema of its own, and docs/openapi.json says so.
 */
export interface CallSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  parsedIn?: string;
  /** Input that is another party's protocol (next-auth's, Stripe's events), checked by its own library. */
  external?: string;
}

/** A call that takes neither a query nor a body (its path's parameters are checked by the handler). */
const none = {} as const satisfies CallSchemas;

export const contract = {
  register: { body: registerSchema },
  verifyEmail: { query: verifyEmailQuery },
  resendCode: { body: resendCodeSchema },
  authenticate: { body: credentialsSchema },
  refreshAccessToken: none,
  resumeSession: { query: resumeQuery },
  currentUser: none,
  logout: none,
  requestPasswordReset: { body: emailOnlySchema },
  resetPassword: { body: passwordResetSchema },
  updatePassword: { body: updatePasswordSchema },
  deleteAccountByLink: none,
  deleteAccount: { body: deletionBody },
  googleSignIn: none,
  googleComplete: none,
  nextAuthGet: { external: "next-auth's endpoints" },
  nextAuthPost: { external: "next-auth's endpoints" },
  checkout: { query: checkoutQuery },
  billingPortal: none,
  cancelPlan: none,
  resumePlan: none,
  stripeWebhook: { external: "Stripe's signed events" },
  startTry: { body: tryRequestSchema },
  tryStamp: none,
  readTry: none,
  generateReport: { body: generationRequestSchema },
  listSavedReports: { query: savedListsQuery },
  saveReportCopy: { body: savedCopyBody },
  history: { query: historyQuery },
  readReport: none,
  deleteReport: none,
  pinReport: none,
  reportVersions: none,
  editMarketSize: { body: marketSizeEdit },
  exportReport: { query: exportQuery },
  shareReport: { body: shareBody },
  readShare: none,
  revokeShare: none,
  askReport: { body: chatBody },
  readConversation: none,
  clearConversation: none,
  rescore: none,
  listIdeas: { query: ideasQuery },
  readIdea: none,
  renameIdea: { body: renameIdeaBody },
  deleteIdea: { query: deleteIdeaQuery },
  compareIdeas: { query: compareQuery },
  ideaDecision: none,
  readPivots: none,
  proposePivots: none,
  createVariant: { body: createVariantBody },
  listExperiments: none,
  planExperiment: { body: createExperimentBody },
  editExperiment: { body: patchExperimentBody },
  deleteExperiment: none,
  recordResult: { body: resultBody },
  ideaTeam: none,
  inviteMember: { body: inviteBody },
  resendInvitation: none,
  revokeInvitation: none,
  changeMemberRole: { body: changeRoleBody },
  removeMember: none,
  editMembership: { body: membershipBody },
  transferIdea: { body: transferBody },
  ideaActivity: none,
  acceptInvitation: { body: acceptInvitationBody },
  holdInvitation: { body: holdInvitationBody },
  search: { query: searchQuery },
  readSettings: none,
  editSettings: { body: settingsBody },
  accountExport: none,
  listPitchPages: { query: pitchPagesQuery },
  draftPitchPage: { query: draftQuery },
  publishPitchPage: { body: createPitchBody },
  readPitchPage: none,
  editPitchPage: { body: patchPitchBody },
  deletePitchPage: none,
  pitchSignups: { query: signupsQuery },
  deletePitchSignup: none,
  pitchSignup: { body: signupForm },
  listSurveys: { query: surveysQuery },
  draftSurvey: { query: surveyDraftQuery },
  publishSurvey: { body: createSurveyBody },
  readSurvey: none,
  editSurvey: { body: patchSurveyBody },
  deleteSurvey: none,
  surveyResponses: { query: responsesQuery },
  deleteSurveyResponse: none,
  surveyAnswer: { body: surveyAnswerForm },
  sendReminders: none,
  unsubscribe: { body: unsubscribeBody },
  health: { query: healthQuery },
  devMail: none,
  devEndPeriod: none,
  legacyCreateReportStream: { query: legacyStreamQuery },
  legacyCreateReport: { body: reportRequestSchema },
  legacyValidateIdea: { body: validationRequestSchema },
  legacyMarketPlan: { body: reportRequestSchema },
  legacySavePainPoints: { body: saveReportBody },
  legacySaveStrategy: { body: saveReportBody },
  legacySaveValidation: { body: saveReportBody },
  legacyListReports: { query: savedListsQuery },
  legacyReadPainPoints: none,
  legacyReadStrategy: none,
  legacyReadValidation: none,
  legacyDeleteReport: none,
} as const satisfies Record<CallName, CallSchemas>;

/** What a call's body is, as its client sends it (before the schema's defaults and transforms). */
export type BodyOf<N extends CallName> = (typeof contract)[N] extends { body: z.ZodType }
  ? z.input<(typeof contract)[N]["body"]>
  : never;

/** What a call's query is, as its client sends it. */
export type QueryOf<N extends CallName> = (typeof contract)[N] extends { query: z.ZodType }
  ? z.input<(typeof contract)[N]["query"]>
  : never;

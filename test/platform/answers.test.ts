import type { NextResponse } from "next/server";
import { describe, expectTypeOf, it } from "vitest";
import type { JsonResponse } from "@/lib/server/http";
import type { CallName } from "@/lib/core/api/calls";
import type { AnswerOf, Answers } from "@/lib/core/api/answers";
import type * as registerRoute from "@/app/api/auth/register/route";
import type * as verifyEmailRoute from "@/app/api/auth/verify-email/route";
import type * as resendCodeRoute from "@/app/api/auth/resend-code/route";
import type * as authenticateRoute from "@/app/api/auth/authenticate/route";
import type * as refreshAccessTokenRoute from "@/app/api/auth/refresh-access-token/route";
import type * as resumeSessionRoute from "@/app/api/auth/resume/route";
import type * as currentUserRoute from "@/app/api/auth/user/route";
import type * as logoutRoute from "@/app/api/auth/logout/route";
import type * as requestPasswordResetRoute from "@/app/api/auth/request-password-reset/route";
import type * as resetPasswordRoute from "@/app/api/auth/password-reset/route";
import type * as updatePasswordRoute from "@/app/api/auth/update-password/route";
import type * as deleteAccountByLinkRoute from "@/app/api/auth/delete-account/route";
import type * as deleteAccountRoute from "@/app/api/auth/delete-account/route";
import type * as googleSignInRoute from "@/app/api/auth/google/route";
import type * as googleCompleteRoute from "@/app/api/auth/google/complete/route";
import type * as nextAuthGetRoute from "@/app/api/auth/[...nextauth]/route";
import type * as nextAuthPostRoute from "@/app/api/auth/[...nextauth]/route";
import type * as checkoutRoute from "@/app/api/billing/checkout/route";
import type * as billingPortalRoute from "@/app/api/billing/portal/route";
import type * as cancelPlanRoute from "@/app/api/billing/cancel/route";
import type * as resumePlanRoute from "@/app/api/billing/resume/route";
import type * as stripeWebhookRoute from "@/app/api/billing/webhook/route";
import type * as startTryRoute from "@/app/api/try/route";
import type * as tryStampRoute from "@/app/api/try/stamp/route";
import type * as readTryRoute from "@/app/api/try/route";
import type * as generateReportRoute from "@/app/api/data/reports/route";
import type * as listSavedReportsRoute from "@/app/api/data/saved-reports/route";
import type * as saveReportCopyRoute from "@/app/api/data/saved-reports/route";
import type * as historyRoute from "@/app/api/data/history/route";
import type * as readReportRoute from "@/app/api/data/reports/[id]/route";
import type * as deleteReportRoute from "@/app/api/data/reports/[id]/route";
import type * as pinReportRoute from "@/app/api/data/reports/[id]/save/route";
import type * as reportVersionsRoute from "@/app/api/data/reports/[id]/versions/route";
import type * as editMarketSizeRoute from "@/app/api/data/reports/[id]/market-size/route";
import type * as exportReportRoute from "@/app/api/data/reports/[id]/export/route";
import type * as shareReportRoute from "@/app/api/data/reports/[id]/share/route";
import type * as readShareRoute from "@/app/api/data/reports/[id]/share/route";
import type * as revokeShareRoute from "@/app/api/data/reports/[id]/share/route";
import type * as askReportRoute from "@/app/api/data/reports/[id]/chat/route";
import type * as readConversationRoute from "@/app/api/data/reports/[id]/chat/route";
import type * as clearConversationRoute from "@/app/api/data/reports/[id]/chat/route";
import type * as rescoreRoute from "@/app/api/data/reports/[id]/chat/rescore/[messageId]/route";
import type * as listIdeasRoute from "@/app/api/data/ideas/route";
import type * as readIdeaRoute from "@/app/api/data/ideas/[id]/route";
import type * as renameIdeaRoute from "@/app/api/data/ideas/[id]/route";
import type * as deleteIdeaRoute from "@/app/api/data/ideas/[id]/route";
import type * as compareIdeasRoute from "@/app/api/data/ideas/compare/route";
import type * as ideaDecisionRoute from "@/app/api/data/ideas/[id]/decision/route";
import type * as pivotsRoute from "@/app/api/data/ideas/[id]/pivots/route";
import type * as membersRoute from "@/app/api/data/ideas/[id]/members/route";
import type * as memberRoute from "@/app/api/data/ideas/[id]/members/[member]/route";
import type * as invitationsRoute from "@/app/api/data/ideas/[id]/invitations/route";
import type * as invitationRoute from "@/app/api/data/ideas/[id]/invitations/[invitation]/route";
import type * as resendRoute from "@/app/api/data/ideas/[id]/invitations/[invitation]/resend/route";
import type * as membershipRoute from "@/app/api/data/ideas/[id]/membership/route";
import type * as transferRoute from "@/app/api/data/ideas/[id]/transfer/route";
import type * as activityRoute from "@/app/api/data/ideas/[id]/activity/route";
import type * as acceptRoute from "@/app/api/data/invitations/accept/route";
import type * as holdRoute from "@/app/api/invitations/hold/route";
import type * as variantsRoute from "@/app/api/data/ideas/[id]/variants/route";
import type * as listExperimentsRoute from "@/app/api/data/ideas/[id]/experiments/route";
import type * as planExperimentRoute from "@/app/api/data/ideas/[id]/experiments/route";
import type * as editExperimentRoute from "@/app/api/data/experiments/[id]/route";
import type * as deleteExperimentRoute from "@/app/api/data/experiments/[id]/route";
import type * as recordResultRoute from "@/app/api/data/experiments/[id]/results/route";
import type * as searchRoute from "@/app/api/data/search/route";
import type * as readSettingsRoute from "@/app/api/data/settings/route";
import type * as editSettingsRoute from "@/app/api/data/settings/route";
import type * as accountExportRoute from "@/app/api/data/account-export/route";
import type * as listPitchPagesRoute from "@/app/api/data/pitch-pages/route";
import type * as draftPitchPageRoute from "@/app/api/data/pitch-pages/draft/route";
import type * as publishPitchPageRoute from "@/app/api/data/pitch-pages/route";
import type * as readPitchPageRoute from "@/app/api/data/pitch-pages/[id]/route";
import type * as editPitchPageRoute from "@/app/api/data/pitch-pages/[id]/route";
import type * as deletePitchPageRoute from "@/app/api/data/pitch-pages/[id]/route";
import type * as pitchSignupsRoute from "@/app/api/data/pitch-pages/[id]/signups/route";
import type * as deletePitchSignupRoute from "@/app/api/data/pitch-pages/[id]/signups/[signup]/route";
import type * as pitchSignupRoute from "@/app/api/p/[slug]/signup/route";
import type * as listSurveysRoute from "@/app/api/data/surveys/route";
import type * as draftSurveyRoute from "@/app/api/data/surveys/draft/route";
import type * as surveyRoute from "@/app/api/data/surveys/[id]/route";
import type * as surveyResponsesRoute from "@/app/api/data/surveys/[id]/responses/route";
import type * as deleteSurveyResponseRoute from "@/app/api/data/surveys/[id]/responses/[response]/route";
import type * as surveyAnswerRoute from "@/app/api/p/[slug]/answer/route";
import type * as sendRemindersRoute from "@/app/api/cron/reminders/route";
import type * as unsubscribeRoute from "@/app/api/reminders/unsubscribe/route";
import type * as healthRoute from "@/app/api/health/route";
import type * as devMailRoute from "@/app/api/dev/mail/route";
import type * as devEndPeriodRoute from "@/app/api/dev/billing/end-period/route";
import type * as legacyCreateReportStreamRoute from "@/app/api/(legacy)/data/create-report/route";
import type * as legacyCreateReportRoute from "@/app/api/(legacy)/data/create-report/route";
import type * as legacyValidateIdeaRoute from "@/app/api/(legacy)/data/validate-idea/route";
import type * as legacyMarketPlanRoute from "@/app/api/(legacy)/data/market-plan/route";
import type * as legacySavePainPointsRoute from "@/app/api/(legacy)/data/save-pain-point-report/route";
import type * as legacySaveStrategyRoute from "@/app/api/(legacy)/data/save-market-strat/route";
import type * as legacySaveValidationRoute from "@/app/api/(legacy)/data/save-validator-report/route";
import type * as legacyListReportsRoute from "@/app/api/(legacy)/data/get-reports/route";
import type * as legacyReadPainPointsRoute from "@/app/api/(legacy)/data/pain-point-report/[id]/route";
import type * as legacyReadStrategyRoute from "@/app/api/(legacy)/data/strat-report/[id]/route";
import type * as legacyReadValidationRoute from "@/app/api/(legacy)/data/validation-report/[id]/route";
import type * as legacyDeleteReportRoute from "@/app/api/(legacy)/data/delete-report/[first]/[second]/route";

// Issue 45: answers.ts names each call's success body once, for the browser's client and the tests; this holds it to
// what each route's handler declares (json<T>(), as test/api.ts's TestClient reads it). A handler typed only as
// Response declares nothing: those calls are listed, so one that starts declaring its body is compared from then on.

/** The body a route's handler declares for its success; unknown when it declares none. */
type Served<Handler> = Handler extends (...args: never[]) => Promise<infer Answer>
  ? Answer extends NextResponse<infer T>
    ? T
    : Answer extends JsonResponse<infer T>
      ? T
      : unknown
  : unknown;

interface ServedByRoutes {
  register: Served<typeof registerRoute.POST>;
  verifyEmail: Served<typeof verifyEmailRoute.GET>;
  resendCode: Served<typeof resendCodeRoute.POST>;
  authenticate: Served<typeof authenticateRoute.POST>;
  refreshAccessToken: Served<typeof refreshAccessTokenRoute.POST>;
  resumeSession: Served<typeof resumeSessionRoute.GET>;
  currentUser: Served<typeof currentUserRoute.GET>;
  logout: Served<typeof logoutRoute.DELETE>;
  requestPasswordReset: Served<typeof requestPasswordResetRoute.POST>;
  resetPassword: Served<typeof resetPasswordRoute.PUT>;
  updatePassword: Served<typeof updatePasswordRoute.POST>;
  deleteAccountByLink: Served<typeof deleteAccountByLinkRoute.GET>;
  deleteAccount: Served<typeof deleteAccountRoute.DELETE>;
  googleSignIn: Served<typeof googleSignInRoute.GET>;
  googleComplete: Served<typeof googleCompleteRoute.GET>;
  nextAuthGet: Served<typeof nextAuthGetRoute.GET>;
  nextAuthPost: Served<typeof nextAuthPostRoute.POST>;
  checkout: Served<typeof checkoutRoute.GET>;
  billingPortal: Served<typeof billingPortalRoute.POST>;
  cancelPlan: Served<typeof cancelPlanRoute.POST>;
  resumePlan: Served<typeof resumePlanRoute.POST>;
  stripeWebhook: Served<typeof stripeWebhookRoute.POST>;
  startTry: Served<typeof startTryRoute.POST>;
  tryStamp: Served<typeof tryStampRoute.GET>;
  readTry: Served<typeof readTryRoute.GET>;
  generateReport: Served<typeof generateReportRoute.POST>;
  listSavedReports: Served<typeof listSavedReportsRoute.GET>;
  saveReportCopy: Served<typeof saveReportCopyRoute.POST>;
  history: Served<typeof historyRoute.GET>;
  readReport: Served<typeof readReportRoute.GET>;
  deleteReport: Served<typeof deleteReportRoute.DELETE>;
  pinReport: Served<typeof pinReportRoute.POST>;
  reportVersions: Served<typeof reportVersionsRoute.GET>;
  editMarketSize: Served<typeof editMarketSizeRoute.POST>;
  exportReport: Served<typeof exportReportRoute.GET>;
  shareReport: Served<typeof shareReportRoute.POST>;
  readShare: Served<typeof readShareRoute.GET>;
  revokeShare: Served<typeof revokeShareRoute.DELETE>;
  askReport: Served<typeof askReportRoute.POST>;
  readConversation: Served<typeof readConversationRoute.GET>;
  clearConversation: Served<typeof clearConversationRoute.DELETE>;
  rescore: Served<typeof rescoreRoute.POST>;
  listIdeas: Served<typeof listIdeasRoute.GET>;
  readIdea: Served<typeof readIdeaRoute.GET>;
  renameIdea: Served<typeof renameIdeaRoute.PATCH>;
  deleteIdea: Served<typeof deleteIdeaRoute.DELETE>;
  compareIdeas: Served<typeof compareIdeasRoute.GET>;
  ideaDecision: Served<typeof ideaDecisionRoute.GET>;
  readPivots: Served<typeof pivotsRoute.GET>;
  proposePivots: Served<typeof pivotsRoute.POST>;
  ideaTeam: Served<typeof membersRoute.GET>;
  inviteMember: Served<typeof invitationsRoute.POST>;
  resendInvitation: Served<typeof resendRoute.POST>;
  revokeInvitation: Served<typeof invitationRoute.DELETE>;
  changeMemberRole: Served<typeof memberRoute.PATCH>;
  removeMember: Served<typeof memberRoute.DELETE>;
  editMembership: Served<typeof membershipRoute.PATCH>;
  transferIdea: Served<typeof transferRoute.POST>;
  ideaActivity: Served<typeof activityRoute.GET>;
  acceptInvitation: Served<typeof acceptRoute.POST>;
  holdInvitation: Served<typeof holdRoute.POST>;
  createVariant: Served<typeof variantsRoute.POST>;
  listExperiments: Served<typeof listExperimentsRoute.GET>;
  planExperiment: Served<typeof planExperimentRoute.POST>;
  editExperiment: Served<typeof editExperimentRoute.PATCH>;
  deleteExperiment: Served<typeof deleteExperimentRoute.DELETE>;
  recordResult: Served<typeof recordResultRoute.POST>;
  search: Served<typeof searchRoute.GET>;
  readSettings: Served<typeof readSettingsRoute.GET>;
  editSettings: Served<typeof editSettingsRoute.PATCH>;
  accountExport: Served<typeof accountExportRoute.GET>;
  listPitchPages: Served<typeof listPitchPagesRoute.GET>;
  draftPitchPage: Served<typeof draftPitchPageRoute.GET>;
  publishPitchPage: Served<typeof publishPitchPageRoute.POST>;
  readPitchPage: Served<typeof readPitchPageRoute.GET>;
  editPitchPage: Served<typeof editPitchPageRoute.PATCH>;
  deletePitchPage: Served<typeof deletePitchPageRoute.DELETE>;
  pitchSignups: Served<typeof pitchSignupsRoute.GET>;
  deletePitchSignup: Served<typeof deletePitchSignupRoute.DELETE>;
  pitchSignup: Served<typeof pitchSignupRoute.POST>;
  listSurveys: Served<typeof listSurveysRoute.GET>;
  draftSurvey: Served<typeof draftSurveyRoute.GET>;
  publishSurvey: Served<typeof listSurveysRoute.POST>;
  readSurvey: Served<typeof surveyRoute.GET>;
  editSurvey: Served<typeof surveyRoute.PATCH>;
  deleteSurvey: Served<typeof surveyRoute.DELETE>;
  surveyResponses: Served<typeof surveyResponsesRoute.GET>;
  deleteSurveyResponse: Served<typeof deleteSurveyResponseRoute.DELETE>;
  surveyAnswer: Served<typeof surveyAnswerRoute.POST>;
  sendReminders: Served<typeof sendRemindersRoute.GET>;
  unsubscribe: Served<typeof unsubscribeRoute.POST>;
  health: Served<typeof healthRoute.GET>;
  devMail: Served<typeof devMailRoute.GET>;
  devEndPeriod: Served<typeof devEndPeriodRoute.POST>;
  legacyCreateReportStream: Served<typeof legacyCreateReportStreamRoute.GET>;
  legacyCreateReport: Served<typeof legacyCreateReportRoute.POST>;
  legacyValidateIdea: Served<typeof legacyValidateIdeaRoute.POST>;
  legacyMarketPlan: Served<typeof legacyMarketPlanRoute.POST>;
  legacySavePainPoints: Served<typeof legacySavePainPointsRoute.POST>;
  legacySaveStrategy: Served<typeof legacySaveStrategyRoute.POST>;
  legacySaveValidation: Served<typeof legacySaveValidationRoute.POST>;
  legacyListReports: Served<typeof legacyListReportsRoute.GET>;
  legacyReadPainPoints: Served<typeof legacyReadPainPointsRoute.GET>;
  legacyReadStrategy: Served<typeof legacyReadStrategyRoute.GET>;
  legacyReadValidation: Served<typeof legacyReadValidationRoute.GET>;
  legacyDeleteReport: Served<typeof legacyDeleteReportRoute.DELETE>;
}

/** The calls whose handler declares its body. */
type Declared = { [N in CallName]: unknown extends ServedByRoutes[N] ? never : N }[CallName];

describe("each call's answer type", () => {
  it("names every call and nothing else", () => {
    expectTypeOf<keyof Answers>().toEqualTypeOf<CallName>();
  });

  it("is what the handler declares, wherever it declares one", () => {
    expectTypeOf<{ [N in Declared]: AnswerOf<N> }>().toEqualTypeOf<{ [N in Declared]: ServedByRoutes[N] }>();
  });

  it("lists the handlers that declare no body (typed from docs/API.md instead)", () => {
    expectTypeOf<Exclude<CallName, Declared>>().toEqualTypeOf<
      | "verifyEmail"
      | "authenticate"
      | "refreshAccessToken"
      | "resumeSession"
      | "currentUser"
      | "logout"
      | "resetPassword"
      | "deleteAccountByLink"
      | "deleteAccount"
      | "googleSignIn"
      | "googleComplete"
      | "nextAuthGet"
      | "nextAuthPost"
      | "checkout"
      | "startTry"
      | "readTry"
      | "generateReport"
      | "listSavedReports"
      | "exportReport"
      | "askReport"
      | "accountExport"
      | "pitchSignups"
      | "pitchSignup"
      | "surveyResponses"
      | "surveyAnswer"
      | "devMail"
      | "devEndPeriod"
      | "legacyCreateReportStream"
      | "legacyCreateReport"
      | "legacyValidateIdea"
      | "legacyMarketPlan"
      | "legacyListReports"
    >();
  });
});

import type { Decision } from "@/lib/core/experiments/verdict";
import type { ReportKind } from "@/lib/core/kinds";
import type { StoredReport } from "@/lib/core/report/schemas";
import type { CallName } from "./calls";
import type { Thread } from "./chat";
import type { ExperimentList, ServedExperiment } from "./experiments";
import type { ComparedIdea, IdeaSummary } from "./ideas";
import type { PivotProposals, VariantCreated } from "./pivots";
import type { LibrarySettings } from "./library";
import type { PitchFieldsInput, PitchPageList, PitchSignupList, ServedPitchPage } from "./pitch";
import type { ServedSurvey, SurveyDraft, SurveyList, SurveyResponseList } from "./survey";
import type { ReportVersion, SavedListPage } from "./reports";
import type { TryAnswer, TryStampAnswer } from "./tries";
import type { ActivityEntry, IdeaTeam, InvitationAccepted } from "./team";

/**
 * What each call of ./calls.ts answers when it succeeds: its JSON body, as its handler declares it (`json<T>()`), so
 * the browser's typed client (lib/client/call-api.ts) and the tests name it once. Types only. A failure is the
 * `{ message }` every call may answer, which the client adds. `answers.test.ts` holds each entry to its handler's type
 * where the handler declares one.
 */

/** A call whose success is not a JSON body: a redirect, a file, an event stream, or another party's protocol. */
export type NotJson = Record<never, never>;

/** An answer that is only its words. */
export interface Message {
  message: string;
}

/** `GET /api/auth/user`: the signed-in account. */
export interface CurrentUser {
  id: string;
  full_name: string;
  email: string;
  subscription: "basic" | "pro" | null;
  /** Whether the app is open to this user now (a plan, and not overdue past its period). */
  has_access: boolean;
  subscription_status: string | null;
  trial_ends_at: string | null;
  current_period_ends_at: string | null;
  email_verified: boolean;
  has_password: boolean;
  google_linked: boolean;
  created_at: string;
}

/** The sign-in calls (authenticate, verify-email): the access token, and the idea a free try became, if any. */
export interface SignedIn {
  token: string;
  claimed_idea_id?: string;
}

/** One report in the history (`GET /api/data/history`). */
export interface HistoryItem {
  id: string;
  kind: ReportKind;
  title: string;
  created_at: string;
  saved: boolean;
  idea_id: string;
  version: number;
  shared: boolean;
  demo?: boolean;
}

export interface HistoryPage {
  data: HistoryItem[];
  nextCursor: string | null;
}

/** `GET /api/data/saved-reports`: one page of each kind's saved reports. */
export type SavedLists = Record<ReportKind, SavedListPage>;

/** `GET /api/data/search`: the ideas and the reports that match. */
export interface SearchAnswer {
  /** `shared_by`: the owner's name, on an idea the caller is a member of (issue 49). */
  ideas: { id: string; title: string; updated_at: string; shared_by?: string }[];
  reports: {
    id: string;
    kind: ReportKind;
    title: string;
    created_at: string;
    idea_id: string;
    snippet: string | null;
  }[];
}

/** A report's share link as `GET …/share` answers it (`url` null when there is none to show). */
export interface ShareState {
  url: string | null;
  include_quotes: boolean;
  include_conversation: boolean;
  include_experiments: boolean;
}

export interface PitchDraft {
  fields: PitchFieldsInput;
  /** `model`: the model wrote the words from the reports; `code`: the reports' own words. */
  drafted_by: "model" | "code";
}

export interface Answers {
  register: { message: string; redirectTo: string };
  verifyEmail: SignedIn;
  resendCode: Message;
  authenticate: SignedIn;
  refreshAccessToken: { token: string };
  resumeSession: NotJson;
  currentUser: CurrentUser;
  logout: Message;
  requestPasswordReset: Message;
  resetPassword: Message;
  updatePassword: Message;
  deleteAccountByLink: NotJson;
  deleteAccount: Message;
  googleSignIn: NotJson;
  googleComplete: NotJson;
  nextAuthGet: NotJson;
  nextAuthPost: NotJson;
  checkout: NotJson;
  billingPortal: { url: string };
  cancelPlan: { message: string; access_ends_at: string | null };
  resumePlan: Message;
  stripeWebhook: { received: boolean; outcome: "processed" | "duplicate" | "ignored" };
  startTry: NotJson;
  tryStamp: TryStampAnswer;
  readTry: TryAnswer;
  generateReport: StoredReport;
  listSavedReports: SavedLists;
  saveReportCopy: StoredReport;
  history: HistoryPage;
  readReport: StoredReport;
  deleteReport: Message;
  pinReport: { message: string; report: StoredReport };
  reportVersions: { data: ReportVersion[] };
  editMarketSize: StoredReport;
  exportReport: NotJson;
  shareReport: ShareState & { url: string };
  readShare: ShareState;
  revokeShare: Message;
  askReport: NotJson;
  readConversation: Thread;
  clearConversation: Message;
  rescore: StoredReport;
  listIdeas: { data: IdeaSummary[]; nextCursor: string | null };
  readIdea: IdeaSummary;
  renameIdea: IdeaSummary;
  deleteIdea: Message;
  compareIdeas: { data: ComparedIdea[] };
  readPivots: { proposals: PivotProposals | null };
  proposePivots: { proposals: PivotProposals };
  createVariant: VariantCreated;
  ideaDecision: Decision;
  listExperiments: ExperimentList;
  planExperiment: ServedExperiment;
  editExperiment: ServedExperiment;
  deleteExperiment: Message;
  recordResult: ServedExperiment;
  ideaTeam: IdeaTeam;
  inviteMember: IdeaTeam;
  resendInvitation: IdeaTeam;
  revokeInvitation: IdeaTeam;
  changeMemberRole: IdeaTeam;
  removeMember: Message;
  editMembership: IdeaTeam;
  transferIdea: IdeaTeam;
  ideaActivity: { data: ActivityEntry[] };
  acceptInvitation: InvitationAccepted;
  holdInvitation: { redirectTo: string };
  search: SearchAnswer;
  readSettings: LibrarySettings;
  editSettings: LibrarySettings;
  accountExport: NotJson;
  listPitchPages: PitchPageList;
  draftPitchPage: PitchDraft;
  publishPitchPage: ServedPitchPage;
  readPitchPage: ServedPitchPage;
  editPitchPage: ServedPitchPage;
  deletePitchPage: Message;
  pitchSignups: PitchSignupList;
  deletePitchSignup: Message;
  pitchSignup: Message;
  listSurveys: SurveyList;
  draftSurvey: SurveyDraft;
  publishSurvey: ServedSurvey;
  readSurvey: ServedSurvey;
  editSurvey: ServedSurvey;
  deleteSurvey: Message;
  surveyResponses: SurveyResponseList;
  deleteSurveyResponse: Message;
  surveyAnswer: Message;
  sendReminders: { founders: number; experiments: number };
  unsubscribe: Message;
  health: { status: string } | Message;
  devMail: NotJson;
  devEndPeriod: Message;
  legacyCreateReportStream: NotJson;
  legacyCreateReport: StoredReport;
  legacyValidateIdea: StoredReport;
  legacyMarketPlan: StoredReport;
  legacySavePainPoints: StoredReport;
  legacySaveStrategy: StoredReport;
  legacySaveValidation: StoredReport;
  legacyListReports: SavedLists;
  legacyReadPainPoints: StoredReport;
  legacyReadStrategy: StoredReport;
  legacyReadValidation: StoredReport;
  legacyDeleteReport: Message;
}

/** What a call answers when it succeeds (indexing by every CallName: a call missing above fails to compile here). */
export type AnswerOf<N extends CallName> = Answers[N];

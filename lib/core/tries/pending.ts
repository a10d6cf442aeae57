/**
 * What the landing's try form hands the try page, through this tab's session storage: kept apart from the rest of the
 * try's policy so the landing's form ships nothing else.
 */
/** How long a try is kept in the visitor's browser and on the server before it is deleted, unless claimed. */
export const TRY_KEPT_HOURS = 24;

export const PENDING_TRY_KEY = "launchlens:pending-try";

export interface PendingTry {
  prompt: string;
  evidence: string;
  /** The honeypot: a field people never see, so never fill. */
  website: string;
  /** The server's signed moment the form appeared (`GET /api/try/stamp`), once it has come. */
  stamp?: string;
  /** When this browser received the stamp (`Date.now()`): the try page waits out the minimum from then. */
  stamped_at?: number;
}

/**
 * How long a generated report nobody saved is kept: the one number behind maintenance's pruning, the Privacy Policy,
 * the Terms, the landing's FAQ and what the app tells a founder (Recent, the library setting, the share dialog).
 * Change it here and every statement follows.
 */
export const UNSAVED_REPORT_DAYS = 30;

/** What the app says beside an unsaved report (the idea page's cards, the report page). */
export const UNSAVED_REPORT_NOTE = `not saved: deleted ${UNSAVED_REPORT_DAYS} days after it was made unless you save it`;

/** The setting in Your Account that turns the keeping of unsaved reports on (the default) or off. */
export const KEEP_UNSAVED_SETTING = `Keep my unsaved reports for ${UNSAVED_REPORT_DAYS} days`;

/**
 * What a founder without a plan keeps (the no-plan banner, choose-plan, cancelling): saving needs no plan, so the
 * pruning of unsaved reports never takes what they had no way to keep.
 */
export const WITHOUT_A_PLAN = `Your ideas and reports stay yours without a plan: open, save, export, stop sharing and delete them. Save the ones you want to keep: unsaved reports are deleted ${UNSAVED_REPORT_DAYS} days after they were made.`;

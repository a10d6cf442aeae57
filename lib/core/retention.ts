/**
 * How long a generated report nobody saved is kept: the one number behind maintenance's pruning, the Privacy Policy,
 * the Terms, the landing's FAQ and what the app tells a founder (Recent, the library setting, the share dialog).
 * Change it here and every statement follows.
 */
export const UNSAVED_REPORT_DAYS = 30;

/** The setting in Your Account that turns the keeping of unsaved reports on (the default) or off. */
export const KEEP_UNSAVED_SETTING = `Keep my unsaved reports for ${UNSAVED_REPORT_DAYS} days`;

/**
 * Where the alert surfaces open and what they remember (engagement.md sections 2, 4 and 9). The UI
 * reads these names; nothing else spells them.
 */

/** `#add-alert` on the current URL opens the job alert register dialog (544 px, a drawer on mobile). */
export const ADD_ALERT_HASH = 'add-alert';

/** `#job-alerts` (the job-alert slug) opens the header popup with the saved searches. */
export const JOB_ALERTS_HASH = 'job-alerts';

/** Register dialog width on wide screens. */
export const ALERT_DIALOG_WIDTH = 544;

/** The cookie that hides the "save job alert" banner: one year, path /. */
export const HIDE_SUB_MESSAGE_COOKIE = 'ja-hide-sub-message';
export const HIDE_SUB_MESSAGE_MAX_AGE_S = 31_536_000;

/** The local-storage flag that keeps the alerts help tooltip dismissed for good. */
export const HELP_TOOLTIP_DISMISSED_KEY = 'jobAlertsHelpDismissed';

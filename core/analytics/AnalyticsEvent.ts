import type { Utm } from '../session/sessionCookies.ts';

/** The quick switches above the offers list (platform.md section 4: each sends an analytics event). */
export type QuickSwitchName = 'remote' | 'salary';

/** What the product reports to its analytics, by name. Properties are facts about the action, never personal data. */
export type AnalyticsEvent = { readonly name: 'quick-switch'; readonly properties: { readonly switch: QuickSwitchName; readonly on: boolean } };

/** An event as it is sent: with the page it happened on, when, the 30-minute session id and the campaign the visitor came from. */
export type TrackedEvent = AnalyticsEvent & {
  readonly page: string;
  readonly at: string;
  readonly sessionId: string | null;
  readonly utm: Utm;
};

/** Longest page path an event carries; longer ones are cut (a query can be long, and only the path and query matter). */
export const MAX_EVENT_PAGE = 500;

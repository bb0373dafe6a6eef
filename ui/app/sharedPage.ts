/**
 * A route says its page may be shared between visitors without a session for a few seconds: the
 * server (composition/server/sharedPages.ts) keeps it, keyed by the site, the address and the
 * preference cookies, and drops it on any offer write. The header never leaves the server.
 */
export const SHARED_PAGE_HEADER = 'jobboard-shared-page';

/** The listing's answers are kept 30 s by the gateway too; a page for 10 s adds little staleness to that. */
export const LISTING_SHARED_SECONDS = 10;

export const sharedPageHeaders = (seconds: number): Record<string, string> => ({ [SHARED_PAGE_HEADER]: String(seconds) });

/** Where the bearer token lives between page loads of one browser session (session storage). */
// @ts-nocheck

export interface BearerTokenStore {
  /** The stored token, or null when absent, unreadable or not a plausible token. Never throws. */
  get(): string | null;
  /** Stores the token. Never throws (a refused write leaves the token in memory only). */
  set(token: string): void;
  /** Forgets the token. Never throws. */
  clear(): void;
}

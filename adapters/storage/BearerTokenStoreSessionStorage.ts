import type { BearerTokenStore } from '../../core/session/BearerTokenStore.ts';
import { isPlausibleToken } from '../../core/session/tokenClaims.ts';
import type { WebStorage } from './WebStorage.ts';

export const BEARER_STORAGE_KEY = 'jobboard.bearer';

/**
 * The bearer token in sessionStorage (one tab's session). A stored value that is not a plausible
 * JWT reads as no token and is removed, so the session falls back to the refresh path. When storage
 * refuses writes the token lives in memory for this page.
 */
export class BearerTokenStoreSessionStorage implements BearerTokenStore {
  private memory: string | null = null;

  constructor(
    private readonly storage: () => WebStorage | undefined,
    /** Another key keeps another session's token apart (the employer panel's). */
    private readonly key: string = BEARER_STORAGE_KEY,
  ) {}

  get(): string | null {
    let stored: string | null = null;
    try {
      stored = this.storage()?.getItem(this.key) ?? null;
    } catch {
      stored = null;
    }
    if (stored !== null && !isPlausibleToken(stored)) {
      this.removeStored();
      stored = null;
    }
    // The in-memory copy follows the same rule: whatever was set, only a plausible token reads back.
    const token = stored ?? this.memory;
    return isPlausibleToken(token) ? token : null;
  }

  set(token: string): void {
    this.memory = token;
    try {
      this.storage()?.setItem(this.key, token);
    } catch {
      // Kept in memory only.
    }
  }

  clear(): void {
    this.memory = null;
    this.removeStored();
  }

  private removeStored(): void {
    try {
      this.storage()?.removeItem(this.key);
    } catch {
      // Nothing stored that we could remove.
    }
  }
}

import type { BearerTokenStore } from '../../../core/session/BearerTokenStore.ts';
import { isPlausibleToken } from '../../../core/session/tokenClaims.ts';

/**
 * The bearer token in memory. Like the session-storage adapter it reads back only plausible tokens,
 * so a test can plant a corrupt value with `plant` and see it read as absent.
 */
export class BearerTokenStoreInMemory implements BearerTokenStore {
  constructor(private value: string | null = null) {}

  get(): string | null {
    return isPlausibleToken(this.value) ? this.value : null;
  }

  set(token: string): void {
    this.value = token;
  }

  clear(): void {
    this.value = null;
  }

  /** Test helper: the raw stored value, whatever it is. */
  plant(raw: string | null): void {
    this.value = raw;
  }
}

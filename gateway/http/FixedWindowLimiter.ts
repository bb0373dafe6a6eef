import type { RateLimit } from '../session/AuthSettings.ts';

/** Keys kept at most: then expired windows go, and the oldest until half remain (bounded memory, amortised cost). */
const MAX_KEYS = 20_000;

interface Window {
  count: number;
  readonly endsAt: number;
}

/**
 * One fixed-window counter per key, for limits that several routes share (the login routes' per
 * client and per account windows, offer views per client). Kept in this process's memory: with
 * several processes each counts its own share (docs/security.md).
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number) {}

  /** Counts an attempt under `key`; null when it is allowed, else the seconds until the window ends. */
  take(key: string, limit: RateLimit): number | null {
    const now = this.now();
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      this.sweep(now);
      window = { count: 0, endsAt: now + limit.windowMs };
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    if (window.count >= limit.max) return Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    window.count += 1;
    return null;
  }

  private sweep(now: number): void {
    if (this.windows.size < MAX_KEYS) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= MAX_KEYS / 2) break;
      this.windows.delete(key);
    }
  }
}

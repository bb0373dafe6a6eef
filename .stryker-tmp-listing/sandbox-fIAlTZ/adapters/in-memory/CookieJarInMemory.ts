// @ts-nocheck
import type { Clock } from '../../core/shared/Clock.ts';
import type { CookieJar, CookieOptions } from '../../core/shared/CookieJar.ts';

interface StoredCookie {
  readonly value: string;
  readonly expiresAt: number | null;
}

/**
 * Cookies in a map, for tests, the CLI and demos. With a clock, a max age expires the cookie as a
 * browser would (so sliding cookies can be tested); without one, cookies live until removed.
 */
export class CookieJarInMemory implements CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(
    initial: Readonly<Record<string, string>> = {},
    private readonly clock?: Clock,
  ) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, { value, expiresAt: null });
  }

  get(name: string): string | null {
    const cookie = this.cookies.get(name);
    if (!cookie) return null;
    if (cookie.expiresAt !== null && this.clock && this.clock.now().getTime() >= cookie.expiresAt) {
      this.cookies.delete(name);
      return null;
    }
    return cookie.value;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) {
      this.cookies.delete(name);
      return;
    }
    const expiresAt = options.maxAgeSeconds !== undefined && this.clock ? this.clock.now().getTime() + options.maxAgeSeconds * 1000 : null;
    this.cookies.set(name, { value, expiresAt });
  }

  remove(name: string): void {
    this.cookies.delete(name);
  }

  /** Test helper: plants a raw value, garbage included, as a browser or another app might have. */
  plant(name: string, value: string): void {
    this.cookies.set(name, { value, expiresAt: null });
  }
}

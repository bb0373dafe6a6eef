import { describe, expect, it } from 'vitest';
import { alertBannerVisible, hideSubMessageCookie } from '../../../core/alerts/surfaces/alertBanner.ts';
import { HIDE_SUB_MESSAGE_COOKIE, HIDE_SUB_MESSAGE_MAX_AGE_S } from '../../../core/alerts/surfaces/alertSurfaces.ts';
import { DismissAlertBanner } from '../../../core/alerts/surfaces/DismissAlertBanner.ts';
import type { CookieJar, CookieOptions } from '../../../core/shared/CookieJar.ts';

/** A jar that remembers how each cookie was written (the in-memory one keeps no path). */
class RecordingJar implements CookieJar {
  readonly written = new Map<string, { value: string; options: CookieOptions | undefined }>();
  get(name: string): string | null {
    return this.written.get(name)?.value ?? null;
  }
  set(name: string, value: string, options?: CookieOptions): void {
    this.written.set(name, { value, options });
  }
  remove(name: string): void {
    this.written.delete(name);
  }
}

describe('the "save job alert" banner', () => {
  it('shows when the tenant has job alerts and it was never closed', () => {
    expect(alertBannerVisible(null, true)).toBe(true);
  });

  it('never shows without the job-alerts flag, closed or not', () => {
    expect(alertBannerVisible(null, false)).toBe(false);
    expect(alertBannerVisible('true', false)).toBe(false);
  });

  it('is hidden by the value its close button writes', () => {
    expect(alertBannerVisible('true', true)).toBe(false);
    expect(alertBannerVisible(' true ', true)).toBe(false);
  });

  it('treats garbage in the cookie as not closed', () => {
    for (const garbage of ['', 'false', 'TRUE', '1', 'yes', '%E0%A4%A', '{"a":1}', 'true; x', '\u0000']) {
      expect({ garbage, visible: alertBannerVisible(garbage, true) }).toEqual({ garbage, visible: true });
    }
  });
});

describe('hideSubMessageCookie (the server reads the Cookie header)', () => {
  it('finds the cookie among others', () => {
    expect(hideSubMessageCookie(`lang=pl; ${HIDE_SUB_MESSAGE_COOKIE}=true; color-mode=dark`)).toBe('true');
  });

  it('is null without a header or without the cookie', () => {
    expect(hideSubMessageCookie(null)).toBeNull();
    expect(hideSubMessageCookie(undefined)).toBeNull();
    expect(hideSubMessageCookie('')).toBeNull();
    expect(hideSubMessageCookie('lang=pl; ja-hide-sub-message-x=true; xja-hide-sub-message=true')).toBeNull();
  });

  it('tolerates malformed headers and values', () => {
    expect(hideSubMessageCookie(';;; =; ja-hide-sub-message')).toBeNull();
    expect(hideSubMessageCookie('ja-hide-sub-message=%E0%A4%A')).toBe('%E0%A4%A');
    expect(hideSubMessageCookie('ja-hide-sub-message="true"')).toBe('true');
    expect(hideSubMessageCookie('ja-hide-sub-message=a=b')).toBe('a=b');
    expect(alertBannerVisible(hideSubMessageCookie('ja-hide-sub-message=%E0%A4%A'), true)).toBe(true);
  });

  it('takes the first occurrence, as browsers send the most specific path first', () => {
    expect(hideSubMessageCookie('ja-hide-sub-message=true; ja-hide-sub-message=nope')).toBe('true');
  });
});

describe('DismissAlertBanner', () => {
  it('writes ja-hide-sub-message for a year on the whole site, which then hides the banner', async () => {
    const jar = new RecordingJar();
    (await new DismissAlertBanner(jar).execute())._unsafeUnwrap();
    expect(jar.written.get(HIDE_SUB_MESSAGE_COOKIE)).toEqual({ value: 'true', options: { maxAgeSeconds: HIDE_SUB_MESSAGE_MAX_AGE_S, path: '/' } });
    expect(HIDE_SUB_MESSAGE_MAX_AGE_S).toBe(31_536_000);
    expect(alertBannerVisible(jar.get(HIDE_SUB_MESSAGE_COOKIE), true)).toBe(false);
  });
});

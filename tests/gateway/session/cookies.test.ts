import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, register, startHarness, type Harness } from './sessionHarness.ts';

const THIRTY_DAYS = 30 * 24 * 3600;

describe('session cookie flags', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  const registerWith = (headers: Record<string, string> = {}, remoteAddress?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/engineers/authentication/register',
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
      payload: { email: `flags.${Math.random().toString(36).slice(2)}@example.com`, password: 'long enough', firstName: 'A', lastName: 'B' },
    });

  it('sets the refresh token HttpOnly, SameSite=Lax, scoped to this tenant’s /authentication path, for 30 days', async () => {
    const response = await registerWith();
    const refresh = cookieOf(response, 'jb_refresh');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/engineers/authentication', maxAge: THIRTY_DAYS });
    expect(refresh?.secure).toBeUndefined();
  });

  it('sets the user-id cookie readable by scripts, SameSite=Lax, on the whole site', async () => {
    const response = await registerWith();
    const userId = cookieOf(response, 'user-id');
    expect(userId).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: THIRTY_DAYS });
    expect(userId?.httpOnly).toBeUndefined();
    expect(userId?.value).toBe(response.json().loggedCandidateDto.id);
  });

  it('marks both Secure when the request came over HTTPS through a trusted proxy', async () => {
    const response = await registerWith({ 'x-forwarded-proto': 'https' });
    expect(cookieOf(response, 'jb_refresh')?.secure).toBe(true);
    expect(cookieOf(response, 'user-id')?.secure).toBe(true);
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const response = await registerWith({ 'x-forwarded-proto': 'https' }, '198.51.100.20');
    expect(cookieOf(response, 'jb_refresh')?.secure).toBeUndefined();
  });

  it('marks them Secure on plain HTTP too when configured to always', async () => {
    const always = await startHarness({ auth: { secureCookies: 'always' } });
    try {
      const account = await register(always.app);
      const response = await always.app.inject({
        method: 'PUT',
        url: '/api/jobboard/authentication/refresh-token',
        cookies: { jb_refresh: account.refresh },
      });
      expect(cookieOf(response, 'jb_refresh')?.secure).toBe(true);
      expect(cookieOf(response, 'user-id')?.secure).toBe(true);
    } finally {
      await always.close();
    }
  });
});

describe('garbage cookies and headers', () => {
  let h: Harness;
  let token = '';
  beforeAll(async () => {
    h = await startHarness();
    token = (await register(h.app)).token;
  });
  afterAll(async () => h.close());

  /** Printable ASCII plus the characters that break naive cookie parsers. */
  const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
  const cookieText = fc.string({ unit: fc.oneof(fc.constantFrom('=', ';', ',', '%', '"', '\\', '\t', ' '), printable), maxLength: 200 });
  const cookieHeader = fc.oneof(
    cookieText,
    cookieText.map((value) => `jb_refresh=${value}`),
    cookieText.map((value) => `user-id=${value}; jb_refresh=${value}; lang=${value}; color-mode=${value}`),
    fc.constantFrom(
      'jb_refresh',
      'jb_refresh=',
      '=;=;=',
      'jb_refresh=%E0%A4%A',
      'jb_refresh="unterminated',
      `jb_refresh=${'a'.repeat(43)}; jb_refresh=${'b'.repeat(43)}`,
    ),
  );

  it('never answers 500, and never logs anyone in', async () => {
    await fc.assert(
      fc.asyncProperty(cookieHeader, async (cookie) => {
        for (const [method, url] of [
          ['PUT', '/api/jobboard/authentication/refresh-token'],
          ['POST', '/api/jobboard/authentication/logout'],
          ['GET', '/api/jobboard/candidates/favorites/count'],
          ['GET', '/api/jobboard/tenant'],
        ] as const) {
          const response = await h.app.inject({ method, url, headers: { cookie } });
          expect(response.statusCode, `${method} ${url} with cookie ${JSON.stringify(cookie)}`).toBeLessThan(500);
          if (url.includes('refresh-token') || url.includes('favorites')) expect(response.statusCode).toBe(401);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never answers 500 to a garbage Authorization header', async () => {
    const authorization = fc.oneof(
      fc.string({ maxLength: 300 }).map((text) => `Bearer ${text}`),
      fc.string({ maxLength: 300 }),
      fc.tuple(fc.base64String(), fc.base64String(), fc.base64String()).map((parts) => `Bearer ${parts.join('.')}`),
      fc.constant(`Bearer ${token.split('.').slice(0, 2).join('.')}.`),
    );
    await fc.assert(
      fc.asyncProperty(authorization, async (value) => {
        const printable = value.replace(/[^\x20-\x7e]/g, '?');
        const response = await h.app.inject({ url: '/api/jobboard/candidates/favorites/count', headers: { authorization: printable } });
        expect(response.statusCode).toBe(401);
      }),
      { numRuns: 80 },
    );
  });
});

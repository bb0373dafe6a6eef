import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REUSE_GRACE_MS } from '../../../gateway/session/refreshTokens.ts';
import { authed, cookieOf, refresh, register, startHarness, type Harness } from './sessionHarness.ts';

/**
 * Finding 3 of the hardening issue: two tabs refreshing with one cookie at once logged the user out
 * (the second request counted as theft and revoked the winner's new tokens too).
 */
describe('a refresh token presented again within the grace window', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  const favouritesCount = (token: string) => authed(h.app, token, { url: '/api/jobboard/candidates/favorites/count' });

  it('returns the same successor, one after the other too, and revokes nothing', async () => {
    const account = await register(h.app);
    const first = await refresh(h.app, account.refresh);
    h.clock.now = new Date(h.clock.now.getTime() + REUSE_GRACE_MS);
    const second = await refresh(h.app, account.refresh);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const successor = cookieOf(first, 'jb_refresh')?.value;
    expect(cookieOf(second, 'jb_refresh')?.value).toBe(successor);
    expect((await favouritesCount(first.json().token)).statusCode).toBe(200);
    expect((await favouritesCount(second.json().token)).statusCode).toBe(200);
    expect((await refresh(h.app, successor!)).statusCode).toBe(200);
  });

  it('counts as reuse one moment past the window: the family is revoked', async () => {
    const account = await register(h.app);
    const first = await refresh(h.app, account.refresh);
    h.clock.now = new Date(h.clock.now.getTime() + REUSE_GRACE_MS + 1);
    expect((await refresh(h.app, account.refresh)).statusCode).toBe(401);
    expect((await refresh(h.app, cookieOf(first, 'jb_refresh')!.value)).statusCode).toBe(401);
    expect((await favouritesCount(first.json().token)).statusCode).toBe(401);
  });

  it('gives nothing back once the login was ended, even within the window', async () => {
    const account = await register(h.app);
    const first = await refresh(h.app, account.refresh);
    const loggedOut = await h.app.inject({
      method: 'POST',
      url: '/api/jobboard/authentication/logout',
      cookies: { jb_refresh: cookieOf(first, 'jb_refresh')!.value },
    });
    expect(loggedOut.statusCode).toBe(204);
    expect((await refresh(h.app, account.refresh)).statusCode).toBe(401);
  });

  it('never hands one login’s successor to another token', async () => {
    const one = await register(h.app);
    const two = await register(h.app);
    const [a, b] = [await refresh(h.app, one.refresh), await refresh(h.app, two.refresh)];
    expect(cookieOf(a, 'jb_refresh')?.value).not.toBe(cookieOf(b, 'jb_refresh')?.value);
    expect(a.json().loggedCandidateDto.id).toBe(one.id);
    expect(b.json().loggedCandidateDto.id).toBe(two.id);
  });
});

import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateProfileCodec, SessionCodec } from '../../../contract/session.ts';
import { tokenFeatureFlags } from '../../../gateway/invitations/passiveSettings.ts';
import { hashPassword } from '../../../gateway/session/passwordHashing.ts';
import { REUSE_GRACE_MS } from '../../../gateway/session/refreshTokens.ts';
import { authed, cookieOf, refresh, register, startHarness, testHashing, uniqueEmail, type Harness } from './sessionHarness.ts';

describe('candidate session: register, login, refresh, logout', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('registers a candidate and logs them in at once', async () => {
    const email = uniqueEmail();
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/jobboard/authentication/register',
      payload: { email: `  ${email.toUpperCase()} `, password: 'long enough', firstName: ' Grace ', lastName: 'Hopper' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(SessionCodec.is(body)).toBe(true);
    expect(body.loggedCandidateDto).toMatchObject({
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      avatarUrl: null,
      unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 },
    });
    expect(cookieOf(response, 'user-id')?.value).toBe(body.loggedCandidateDto.id);
    expect(cookieOf(response, 'jb_refresh')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a second account for the same e-mail in the same tenant, whatever its case', async () => {
    const account = await register(h.app);
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/jobboard/authentication/register',
      payload: { email: account.email.toUpperCase(), password: 'another password', firstName: 'A', lastName: 'B' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'email-taken' });
    expect(again.cookies).toEqual([]);
  });

  it('keeps accounts of different tenants apart: the same e-mail may register on each', async () => {
    const account = await register(h.app, 'jobboard');
    const other = await h.app.inject({
      method: 'POST',
      url: '/api/design/authentication/register',
      payload: { email: account.email, password: 'a different one', firstName: 'A', lastName: 'B' },
    });
    expect(other.statusCode).toBe(201);
    expect(other.json().loggedCandidateDto.id).not.toBe(account.id);
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough', firstName: 'A', lastName: 'B' }],
    [{ email: 'a@b.example', password: 'short', firstName: 'A', lastName: 'B' }],
    [{ email: 'a@b.example', password: 'long enough', firstName: '   ', lastName: 'B' }],
    [{ email: 'a@b.example', password: 'long enough', firstName: 'A\u0000', lastName: 'B' }],
    [{ email: 'a@b.example', password: 12345678, firstName: 'A', lastName: 'B' }],
    [{ email: 'a@b.example' }],
  ])('answers invalid registration input %j with 400', async (payload) => {
    const response = await h.app.inject({ method: 'POST', url: '/api/jobboard/authentication/register', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad-request' });
  });

  it('logs in with the e-mail in any case, and the token carries sub, tenant, audience and feature flags', async () => {
    const account = await register(h.app);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/jobboard/authentication/login',
      payload: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(SessionCodec.is(body)).toBe(true);
    const claims = decodeJwt(body.token);
    // The passiveCandidates bit follows the tenant's switch (gateway/invitations/passiveSettings.ts).
    const featureFlags = await tokenFeatureFlags(h.database.db, 'jobboard', 0);
    expect(claims).toMatchObject({ sub: account.id, tenant: 'jobboard', aud: 'jobboard:jobboard', iss: 'jobboard-gateway', featureFlags });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
  });

  it('carries the passiveCandidates bit (2) in the token once the account has it', async () => {
    const account = await register(h.app);
    await h.database.db.updateTable('candidates').set({ feature_flags: 2 }).where('id', '=', account.id).execute();
    const response = await refresh(h.app, account.refresh);
    expect(decodeJwt(response.json().token).featureFlags).toBe(2);
  });

  it('gives the candidate their own profile, and nobody else’s', async () => {
    const account = await register(h.app);
    const other = await register(h.app);
    const own = await authed(h.app, account.token, { url: `/api/jobboard/candidates/${account.id}` });
    expect(own.statusCode).toBe(200);
    expect(CandidateProfileCodec.is(own.json())).toBe(true);
    expect(own.json()).toMatchObject({ id: account.id, unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 } });
    const theirs = await authed(h.app, account.token, { url: `/api/jobboard/candidates/${other.id}` });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(other.email);
  });

  it('rotates the refresh token on every use', async () => {
    const account = await register(h.app);
    const first = await refresh(h.app, account.refresh);
    expect(first.statusCode).toBe(200);
    expect(SessionCodec.is(first.json())).toBe(true);
    const rotated = cookieOf(first, 'jb_refresh')?.value ?? '';
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated).not.toBe(account.refresh);
    const second = await refresh(h.app, rotated);
    expect(second.statusCode).toBe(200);
    const rows = await h.database.db.selectFrom('refresh_tokens').select(['family_id', 'used_at']).where('candidate_id', '=', account.id).execute();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.family_id)).size).toBe(1);
    expect(rows.filter((row) => row.used_at === null)).toHaveLength(1);
  });

  it('stores only a hash of the refresh token', async () => {
    const account = await register(h.app);
    const rows = await h.database.db.selectFrom('refresh_tokens').select('token_hash').where('candidate_id', '=', account.id).execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(account.refresh);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('revokes the whole family when an old refresh token comes back after the grace window: the newer one and its bearer stop working too', async () => {
    const account = await register(h.app);
    const first = await refresh(h.app, account.refresh);
    const newer = cookieOf(first, 'jb_refresh')?.value ?? '';
    const newerBearer = first.json().token as string;
    expect((await authed(h.app, newerBearer, { url: '/api/jobboard/candidates/favorites/count' })).statusCode).toBe(200);

    h.clock.now = new Date(h.clock.now.getTime() + REUSE_GRACE_MS + 1);
    const replay = await refresh(h.app, account.refresh);
    expect(replay.statusCode).toBe(401);
    expect(cookieOf(replay, 'jb_refresh')?.value).toBe('');
    expect(cookieOf(replay, 'user-id')?.value).toBe('');

    expect((await refresh(h.app, newer)).statusCode).toBe(401);
    expect((await authed(h.app, newerBearer, { url: '/api/jobboard/candidates/favorites/count' })).statusCode).toBe(401);
    expect((await authed(h.app, account.token, { url: `/api/jobboard/candidates/${account.id}` })).statusCode).toBe(401);
  });

  it('leaves the candidate’s other logins alone when one family is revoked', async () => {
    const account = await register(h.app);
    const laptop = await h.app.inject({
      method: 'POST',
      url: '/api/jobboard/authentication/login',
      payload: { email: account.email, password: account.password },
    });
    await refresh(h.app, account.refresh);
    h.clock.now = new Date(h.clock.now.getTime() + REUSE_GRACE_MS + 1);
    expect((await refresh(h.app, account.refresh)).statusCode).toBe(401);
    expect((await refresh(h.app, cookieOf(laptop, 'jb_refresh')?.value ?? '')).statusCode).toBe(200);
  });

  it('logs out: 204, both cookies cleared, the refresh token and the bearer revoked', async () => {
    const account = await register(h.app);
    const response = await h.app.inject({ method: 'POST', url: '/api/jobboard/authentication/logout', cookies: { jb_refresh: account.refresh } });
    expect(response.statusCode).toBe(204);
    const cleared = cookieOf(response, 'jb_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/jobboard/authentication');
    expect(cookieOf(response, 'user-id')?.value).toBe('');
    expect(cookieOf(response, 'user-id')?.path).toBe('/');
    expect((await refresh(h.app, account.refresh)).statusCode).toBe(401);
    expect((await authed(h.app, account.token, { url: `/api/jobboard/candidates/${account.id}` })).statusCode).toBe(401);
  });

  it('logs out with the bearer alone, and answers 204 with nothing to revoke', async () => {
    const account = await register(h.app);
    const response = await authed(h.app, account.token, { method: 'POST', url: '/api/jobboard/authentication/logout' });
    expect(response.statusCode).toBe(204);
    expect((await refresh(h.app, account.refresh)).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: '/api/jobboard/authentication/logout' })).statusCode).toBe(204);
  });

  it('upgrades a password hash made with older parameters at the next login', async () => {
    const account = await register(h.app);
    const old = await hashPassword(account.password, { N: 512, r: 8, p: 1 });
    await h.database.db.updateTable('candidates').set({ password_hash: old }).where('id', '=', account.id).execute();
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/jobboard/authentication/login',
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(200);
    const row = await h.database.db.selectFrom('candidates').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith(`scrypt$${testHashing.N}$${testHashing.r}$${testHashing.p}$`)).toBe(true);
  });

  it('records the profiling consent', async () => {
    const account = await register(h.app);
    const given = await authed(h.app, account.token, {
      method: 'PATCH',
      url: '/api/jobboard/candidates/consents/profiling',
      payload: { given: true },
    });
    expect(given.statusCode).toBe(204);
    const row = await h.database.db.selectFrom('candidates').select('accepts_profiling').where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row.accepts_profiling).toBe(true);
    const consent = await h.database.db.selectFrom('consents').selectAll().where('candidate_id', '=', account.id).executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ name: 'profiling', given: true });
    const withdrawn = await authed(h.app, account.token, {
      method: 'PATCH',
      url: '/api/jobboard/candidates/consents/profiling',
      payload: { given: false },
    });
    expect(withdrawn.statusCode).toBe(204);
    expect(
      (await authed(h.app, account.token, { method: 'PATCH', url: '/api/jobboard/candidates/consents/nosuch', payload: { given: true } })).statusCode,
    ).toBe(404);
    expect(
      (await authed(h.app, account.token, { method: 'PATCH', url: '/api/jobboard/candidates/consents/profiling', payload: { given: 'yes' } }))
        .statusCode,
    ).toBe(400);
    expect((await h.app.inject({ method: 'PATCH', url: '/api/jobboard/candidates/consents/profiling', payload: { given: true } })).statusCode).toBe(
      401,
    );
  });
});

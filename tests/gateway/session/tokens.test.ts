import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, refresh, register, startHarness, testSecret, type Account, type Harness } from './sessionHarness.ts';

const countUrl = (tenant = 'jobboard') => `/api/${tenant}/candidates/favorites/count`;

/** Re-encodes a JWT's payload with changes, keeping the original header and signature. */
function tamper(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(claims);
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('bearer tokens are verified on every call', () => {
  let h: Harness;
  let account: Account;
  beforeAll(async () => {
    h = await startHarness();
    account = await register(h.app);
  });
  afterAll(async () => h.close());

  it('accepts the genuine token', async () => {
    expect((await authed(h.app, account.token, { url: countUrl() })).statusCode).toBe(200);
  });

  it.each([
    ['no Authorization header', undefined],
    ['a forged token', 'Bearer forged.token.value'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['garbage', 'Bearer \u00ff\u00fe<script>'],
    ['an oversized token', `Bearer ${'a'.repeat(10_000)}`],
  ])('answers %s with 401 and a WWW-Authenticate challenge', async (_name, authorization) => {
    const response = await h.app.inject({ url: countUrl(), headers: authorization === undefined ? {} : { authorization } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized' });
    expect(response.headers['www-authenticate']).toContain('Bearer');
  });

  it('refuses a token whose payload was changed (flags raised, subject swapped)', async () => {
    const other = await register(h.app);
    // Every flag raised: the payload changes whatever the tenant's switches already put in it.
    const raised = tamper(account.token, (claims) => (claims['featureFlags'] = Number(claims['featureFlags'] ?? 0) | 0x7fff));
    const swapped = tamper(account.token, (claims) => (claims['sub'] = other.id));
    expect((await authed(h.app, raised, { url: countUrl() })).statusCode).toBe(401);
    expect((await authed(h.app, swapped, { url: `/api/jobboard/candidates/${other.id}` })).statusCode).toBe(401);
  });

  it('refuses a token with a flipped signature byte', async () => {
    const last = account.token.at(-2) === 'A' ? 'B' : 'A';
    const flipped = `${account.token.slice(0, -2)}${last}${account.token.at(-1)}`;
    expect((await authed(h.app, flipped, { url: countUrl() })).statusCode).toBe(401);
  });

  it('refuses an unsigned (alg "none") token with valid-looking claims', async () => {
    const claims = claimsOf(account.token);
    const unsigned = new UnsecuredJWT(claims).encode();
    expect(unsigned.endsWith('.')).toBe(true);
    expect((await authed(h.app, unsigned, { url: countUrl() })).statusCode).toBe(401);
    const noneHeader = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${account.token.split('.')[1]}.${account.token.split('.')[2]}`;
    expect((await authed(h.app, noneHeader, { url: countUrl() })).statusCode).toBe(401);
  });

  it('refuses a token signed with another key, or with another HMAC algorithm', async () => {
    const claims = claimsOf(account.token);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('some other secret that is long enough!!'));
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new Uint8Array(64).fill(7));
    const hs384SameKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS384' }).sign(testSecret);
    for (const token of [otherKey, hs512, hs384SameKey]) expect((await authed(h.app, token, { url: countUrl() })).statusCode).toBe(401);
  });

  it('refuses an expired token (the gateway clock moves past 15 minutes), and a refresh mends it', async () => {
    const fresh = await register(h.app);
    const start = h.clock.now;
    try {
      h.clock.now = new Date(start.getTime() + 15 * 60 * 1000 + 1000);
      expect((await authed(h.app, fresh.token, { url: countUrl() })).statusCode).toBe(401);
      const renewed = await refresh(h.app, fresh.refresh);
      expect(renewed.statusCode).toBe(200);
      expect((await authed(h.app, renewed.json().token as string, { url: countUrl() })).statusCode).toBe(200);
    } finally {
      h.clock.now = start;
    }
  });

  it('refuses a refresh token past its 30 days', async () => {
    const fresh = await register(h.app);
    const start = h.clock.now;
    try {
      h.clock.now = new Date(start.getTime() + 30 * 24 * 3600 * 1000 + 1000);
      expect((await refresh(h.app, fresh.refresh)).statusCode).toBe(401);
    } finally {
      h.clock.now = start;
    }
  });

  it('refuses a token of one tenant on another, for the bearer and for the refresh cookie', async () => {
    const onDesign = await register(h.app, 'design');
    expect((await authed(h.app, onDesign.token, { url: countUrl('design') })).statusCode).toBe(200);
    expect((await authed(h.app, onDesign.token, { url: countUrl('jobboard') })).statusCode).toBe(401);
    expect((await authed(h.app, onDesign.token, { url: `/api/jobboard/candidates/${onDesign.id}` })).statusCode).toBe(401);
    // Re-signing with the right key but only the tenant claim changed still fails: the audience names the tenant.
    const claims = { ...claimsOf(onDesign.token), tenant: 'jobboard' };
    const halfForged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(testSecret);
    expect((await authed(h.app, halfForged, { url: countUrl('jobboard') })).statusCode).toBe(401);
    expect((await refresh(h.app, onDesign.refresh, 'jobboard')).statusCode).toBe(401);
    // The refused attempt on the wrong tenant did not spend the token.
    expect((await refresh(h.app, onDesign.refresh, 'design')).statusCode).toBe(200);
  });

  it('answers refresh-token without any cookie, or with garbage, with 401', async () => {
    expect((await h.app.inject({ method: 'PUT', url: '/api/jobboard/authentication/refresh-token' })).statusCode).toBe(401);
    expect((await refresh(h.app, 'x'.repeat(43))).statusCode).toBe(401);
    expect((await refresh(h.app, '%%%;;;\u0001')).statusCode).toBe(401);
  });

  it('answers an unknown tenant with 404 before looking at any token', async () => {
    const response = await authed(h.app, account.token, { url: '/api/nosuch/candidates/favorites/count' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'unknown-tenant' });
  });
});

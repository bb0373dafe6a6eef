import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either.js';
import { OAuthErrorCodec, TokenResponseCodec } from '../../../contract/employer.ts';
import { REUSE_GRACE_MS } from '../../../gateway/session/refreshTokens.ts';
import { register } from '../session/sessionHarness.ts';
import { call, cookieValue, employer, PASSWORD, startEmployerHarness, type EmployerHarness } from './employerHarness.ts';

const TOKEN = '/api/jobboard/v1/oauth/token';
const refreshWith = (h: EmployerHarness, refresh: string, tenant = 'jobboard') =>
  h.app.inject({
    method: 'POST',
    url: `/api/${tenant}/v1/oauth/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=refresh_token&client_id=employer-panel',
    cookies: { jb_employer_refresh: refresh },
  });

describe('OAuth 2.0 for the employer panel', () => {
  let h: EmployerHarness;
  beforeAll(async () => {
    h = await startEmployerHarness({ offers: 10 });
  });
  afterAll(async () => h.close());

  it('answers the password grant (form or JSON) with a bearer token, no-store, and the refresh token in a strict HttpOnly cookie', async () => {
    const account = await employer(h);
    for (const form of [true, false]) {
      const response = await call(h.app, 'POST', TOKEN, {
        form,
        body: { grant_type: 'password', username: account.email, password: PASSWORD, client_id: 'employer-panel' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['pragma']).toBe('no-cache');
      const body = response.json();
      expect(isRight(TokenResponseCodec.decode(body))).toBe(true);
      expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
      const cookie = response.cookies.find((c) => c.name === 'jb_employer_refresh');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/jobboard/v1/oauth' });
      // No candidate cookie: the two sessions never mix.
      expect(response.cookies.map((c) => c.name)).not.toContain('jb_refresh');
    }
  });

  it.each([
    ['a wrong password', { grant_type: 'password', username: 'x', password: 'y', client_id: 'employer-panel' }, 400, 'invalid_grant'],
    ['a missing password', { grant_type: 'password', username: 'x', client_id: 'employer-panel' }, 400, 'invalid_request'],
    ['no grant type', { username: 'x', password: 'y', client_id: 'employer-panel' }, 400, 'invalid_request'],
    ['another grant type', { grant_type: 'client_credentials', client_id: 'employer-panel' }, 400, 'unsupported_grant_type'],
    ['an unknown client', { grant_type: 'password', username: 'x', password: 'y', client_id: 'someone-else' }, 401, 'invalid_client'],
    ['no client', { grant_type: 'password', username: 'x', password: 'y' }, 401, 'invalid_client'],
  ])('answers %s with the RFC 6749 error', async (_name, body, status, error) => {
    const response = await call(h.app, 'POST', TOKEN, { form: true, body });
    expect(response.statusCode).toBe(status);
    expect(isRight(OAuthErrorCodec.decode(response.json()))).toBe(true);
    expect(response.json().error).toBe(error);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a body that is no object, and a broken form, with invalid_request or 400', async () => {
    const list = await call(h.app, 'POST', TOKEN, { body: [1, 2] });
    expect(list.statusCode).toBe(400);
    const text = await h.app.inject({ method: 'POST', url: TOKEN, headers: { 'content-type': 'text/plain' }, payload: 'grant_type=password' });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('rotates the refresh token on every use, and a used one coming back ends the whole login', async () => {
    const account = await employer(h);
    const first = await refreshWith(h, account.refresh);
    expect(first.statusCode).toBe(200);
    const next = cookieValue(first, 'jb_employer_refresh');
    expect(next).not.toBe(account.refresh);
    const fresh = first.json().access_token as string;
    expect((await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/profiles/me', { token: fresh })).statusCode).toBe(200);
    h.clock.now = new Date(h.clock.now.getTime() + REUSE_GRACE_MS + 1);
    const replayed = await refreshWith(h, account.refresh);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe('invalid_grant');
    // Reuse revoked the family: the successor and the access tokens of that login stop working.
    expect((await refreshWith(h, next)).statusCode).toBe(400);
    expect((await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/profiles/me', { token: fresh })).statusCode).toBe(401);
  });

  it('gives two tabs refreshing with one cookie the same successor within the grace window, and ends nothing', async () => {
    const account = await employer(h);
    const first = await refreshWith(h, account.refresh);
    h.clock.now = new Date(h.clock.now.getTime() + REUSE_GRACE_MS - 5);
    const second = await refreshWith(h, account.refresh);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const successor = cookieValue(first, 'jb_employer_refresh');
    expect(cookieValue(second, 'jb_employer_refresh')).toBe(successor);
    for (const response of [first, second]) {
      const me = await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/profiles/me', { token: response.json().access_token as string });
      expect(me.statusCode).toBe(200);
    }
    expect((await refreshWith(h, successor)).statusCode).toBe(200);
  });

  it('never takes a candidate’s refresh token, and never hands one employer’s successor to another', async () => {
    const [one, two] = [await employer(h), await employer(h)];
    const [a, b] = [await refreshWith(h, one.refresh), await refreshWith(h, two.refresh)];
    expect(cookieValue(a, 'jb_employer_refresh')).not.toBe(cookieValue(b, 'jb_employer_refresh'));
    const candidate = await register(h.app);
    expect((await refreshWith(h, candidate.refresh)).statusCode).toBe(400);
  });

  it('refuses a refresh without a cookie, with garbage, or on another tenant', async () => {
    const account = await employer(h);
    expect((await call(h.app, 'POST', TOKEN, { form: true, body: { grant_type: 'refresh_token', client_id: 'employer-panel' } })).json().error).toBe(
      'invalid_grant',
    );
    expect((await refreshWith(h, 'garbage')).statusCode).toBe(400);
    expect((await refreshWith(h, account.refresh, 'design')).statusCode).toBe(400);
  });

  it('revokes (RFC 7009): 200 for unknown tokens too, and a revoked login is over at once', async () => {
    const account = await employer(h);
    const unknown = await call(h.app, 'POST', '/api/jobboard/v1/oauth/revoke', {
      form: true,
      body: { token: 'not-a-token-we-know', client_id: 'employer-panel' },
    });
    expect(unknown.statusCode).toBe(200);
    const revoked = await call(h.app, 'POST', '/api/jobboard/v1/oauth/revoke', {
      form: true,
      body: { token: account.token, token_type_hint: 'access_token', client_id: 'employer-panel' },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/profiles/me', { token: account.token })).statusCode).toBe(401);
    expect((await refreshWith(h, account.refresh)).statusCode).toBe(400);
    const other = await employer(h);
    const byCookie = await h.app.inject({ method: 'POST', url: '/api/jobboard/v1/oauth/revoke', cookies: { jb_employer_refresh: other.refresh } });
    expect(byCookie.statusCode).toBe(200);
    expect((await refreshWith(h, other.refresh)).statusCode).toBe(400);
    expect((await call(h.app, 'POST', '/api/jobboard/v1/oauth/revoke', { form: true, body: {} })).json().error).toBe('invalid_request');
  });

  it('keeps employer and candidate tokens apart, and each tenant to itself', async () => {
    const account = await employer(h);
    const candidate = await register(h.app);
    expect((await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/profiles/me', { token: candidate.token })).statusCode).toBe(401);
    expect((await call(h.app, 'GET', `/api/jobboard/candidates/${candidate.id}`, { token: account.token })).statusCode).toBe(401);
    expect((await call(h.app, 'GET', '/api/design/v2/employer-panel/profiles/me', { token: account.token })).statusCode).toBe(401);
  });

  it('expires access tokens after 15 minutes', async () => {
    const account = await employer(h);
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + 16 * 60_000);
    try {
      expect((await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/profiles/me', { token: account.token })).statusCode).toBe(401);
    } finally {
      h.clock.now = saved;
    }
  });
});

describe('the login rate limit', () => {
  let h: EmployerHarness;
  beforeAll(async () => {
    h = await startEmployerHarness({
      offers: 5,
      gateway: {
        auth: {
          secret: new TextEncoder().encode('a test secret of at least thirty-two bytes'),
          passwordHashing: { N: 1024, r: 8, p: 1 },
          loginRateLimit: { max: 3, windowMs: 60_000 },
        },
      },
    });
  });
  afterAll(async () => h.close());

  it('answers password guesses past the limit with 429, while refreshing stays possible', async () => {
    const guess = () =>
      call(h.app, 'POST', TOKEN, {
        form: true,
        body: { grant_type: 'password', username: 'a@example.com', password: 'guess', client_id: 'employer-panel' },
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await guess()).statusCode);
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const limited = await guess();
    expect(limited.json().message).toMatch(/Too many attempts/);
    const refresh = await call(h.app, 'POST', TOKEN, { form: true, body: { grant_type: 'refresh_token', client_id: 'employer-panel' } });
    expect(refresh.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, startHarness, type Account, type Harness } from './sessionHarness.ts';

const login = (h: Harness, payload: unknown, options: { tenant?: string; remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  h.app.inject({
    method: 'POST',
    url: `/api/${options.tenant ?? 'jobboard'}/authentication/login`,
    payload: payload as Record<string, unknown>,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });

describe('wrong credentials', () => {
  let h: Harness;
  let account: Account;
  beforeAll(async () => {
    h = await startHarness();
    account = await register(h.app);
  });
  afterAll(async () => h.close());

  it('answers a wrong password and an unknown e-mail identically: same status, same body, no cookies', async () => {
    const wrongPassword = await login(h, { email: account.email, password: 'not the password' });
    const unknownEmail = await login(h, { email: `nobody.${account.email}`, password: 'not the password' });
    const otherTenant = await login(h, { email: account.email, password: account.password }, { tenant: 'design' });
    for (const response of [wrongPassword, unknownEmail, otherTenant]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(wrongPassword.body);
      expect(response.cookies).toEqual([]);
    }
    expect(wrongPassword.json()).toEqual({ error: 'invalid-credentials', message: 'Wrong e-mail or password.' });
    expect(wrongPassword.headers['content-length']).toBe(unknownEmail.headers['content-length']);
  });

  it('does the password hashing work for an unknown e-mail too (no fast path that reveals absence)', async () => {
    // With the production cost an unknown e-mail must cost about as much work as a wrong password. Measured as
    // this process's CPU time (vitest runs each file in a process of its own; scrypt's threads count too), not
    // as wall time, which a busy machine stretches for either answer.
    const slow = await startHarness({ auth: { passwordHashing: { N: 2 ** 14, r: 8, p: 1 } } });
    try {
      const known = await register(slow.app);
      const time = async (payload: unknown) => {
        const started = process.cpuUsage();
        await login(slow, payload);
        const used = process.cpuUsage(started);
        return (used.user + used.system) / 1000;
      };
      await time({ email: known.email, password: 'warm up the dummy hash' });
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 3; i++) {
        wrong.push(await time({ email: known.email, password: 'wrong password' }));
        unknown.push(await time({ email: `x${i}.${known.email}`, password: 'wrong password' }));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
      expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
    } finally {
      await slow.close();
    }
  });

  it('answers malformed login bodies with 400, never 500', async () => {
    for (const payload of [{}, { email: 1, password: 2 }, { email: 'a@b.c' }, []]) {
      expect((await login(h, payload)).statusCode).toBe(400);
    }
    const notJson = await h.app.inject({
      method: 'POST',
      url: '/api/jobboard/authentication/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses an oversized password with the same generic 401', async () => {
    const response = await login(h, { email: account.email, password: `${account.password}${'x'.repeat(2000)}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid-credentials' });
  });

  it('adds the favoriteOfferId given at login once logged in, and ignores a bogus one', async () => {
    const seeded = await startHarness({ offers: 30 });
    try {
      const offer = await seeded.database.db.selectFrom('offers').select('id').where('tenant_id', '=', 'jobboard').executeTakeFirstOrThrow();
      const candidate = await register(seeded.app);
      const response = await login(seeded, { email: candidate.email, password: candidate.password, favoriteOfferId: offer.id });
      expect(response.statusCode).toBe(200);
      const count = await seeded.app.inject({
        url: '/api/jobboard/candidates/favorites/count',
        headers: { authorization: `Bearer ${response.json().token}` },
      });
      expect(count.json()).toEqual({ count: 1 });
      const bogus = await login(seeded, { email: candidate.email, password: candidate.password, favoriteOfferId: 'javascript:alert(1)' });
      expect(bogus.statusCode).toBe(200);
      const wrong = await login(seeded, { email: candidate.email, password: 'wrong password', favoriteOfferId: offer.id });
      expect(wrong.statusCode).toBe(401);
    } finally {
      await seeded.close();
    }
  });
});

describe('login rate limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ auth: { loginRateLimit: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(async () => h.close());

  it('answers the attempt past the limit with 429 and Retry-After, per client and tenant', async () => {
    const own = await register(h.app, 'jobboard');
    const elsewhere = await register(h.app, 'engineers');
    const attempt = () => login(h, { email: 'someone@example.com', password: 'guess guess' }, { remoteAddress: '203.0.113.7' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ error: 'too-many-requests' });

    // Even the right password waits: the limiter runs before the credentials are looked at.
    expect((await login(h, { email: own.email, password: own.password }, { remoteAddress: '203.0.113.7' })).statusCode).toBe(429);
    // Other tenants and other clients are not held up.
    expect(
      (await login(h, { email: elsewhere.email, password: elsewhere.password }, { tenant: 'engineers', remoteAddress: '203.0.113.7' })).statusCode,
    ).toBe(200);
    expect((await login(h, { email: own.email, password: own.password }, { remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });

  it('cannot be dodged with a forged X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const attempt = (n: number) =>
      login(
        h,
        { email: 'someone@example.com', password: 'guess guess' },
        { remoteAddress: '198.51.100.9', headers: { 'x-forwarded-for': `10.0.0.${n}` } },
      );
    for (let i = 0; i < 3; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(99)).statusCode).toBe(429);
  });

  it('limits registration the same way', async () => {
    const attempt = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/jobboard/authentication/register',
        remoteAddress: '203.0.113.50',
        payload: { email: 'bad', password: 'x', firstName: 'a', lastName: 'b' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, startHarness, uniqueEmail, type Harness } from './sessionHarness.ts';

/**
 * Finding 11 of the hardening issue: login, register and set-password each had their own counter
 * of 10 a minute per client, and no account had any. Now one window per client and one per account
 * cover all the routes that check a password or a code.
 */
describe('one login limit per client and one per account, across the routes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ auth: { loginRateLimit: { max: 4, windowMs: 60_000 }, accountRateLimit: { max: 3, windowMs: 15 * 60_000 } } });
  });
  afterAll(async () => h.close());

  const attempt = (route: 'login' | 'register' | 'set-password' | 'forgot-password', body: Record<string, unknown>, remoteAddress: string) =>
    h.app.inject({ method: 'POST', url: `/api/jobboard/authentication/${route}`, payload: body, remoteAddress });
  const login = (email: string, remoteAddress: string) => attempt('login', { email, password: 'a wrong guess' }, remoteAddress);
  const registration = (email: string, remoteAddress: string) =>
    attempt('register', { email, password: 'long enough pass', firstName: 'A', lastName: 'B' }, remoteAddress);

  it('counts a client’s attempts on every route against one window', async () => {
    const client = '203.0.113.10';
    expect((await login(uniqueEmail(), client)).statusCode).toBe(401);
    expect((await registration(uniqueEmail(), client)).statusCode).toBe(201);
    expect(
      (
        await attempt(
          'set-password',
          { candidateId: '00000000-0000-4000-8000-000000000000', code: 'x'.repeat(43), password: 'long enough pass' },
          client,
        )
      ).statusCode,
    ).toBe(409);
    expect((await attempt('forgot-password', { email: uniqueEmail() }, client)).statusCode).toBe(202);
    const fifth = await login(uniqueEmail(), client);
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await registration(uniqueEmail(), client)).statusCode).toBe(429);
    // Another client is not held up.
    expect((await login(uniqueEmail(), '203.0.113.11')).statusCode).toBe(401);
  });

  it('counts an account’s attempts from any client, over login and register, against one window', async () => {
    // Registering was the first attempt on the account, the two failed logins the second and third.
    const account = await register(h.app, 'jobboard');
    for (const client of ['198.51.100.1', '198.51.100.2']) expect((await login(account.email, client)).statusCode).toBe(401);
    expect((await registration(account.email.toUpperCase(), '198.51.100.3')).statusCode).toBe(429);
    // Past the limit, from yet another address, and even with the right password.
    const blocked = await attempt('login', { email: account.email, password: account.password }, '198.51.100.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'too-many-requests' });
    // Other accounts, from the same addresses, carry on.
    expect((await login(uniqueEmail(), '198.51.100.4')).statusCode).toBe(401);
  });

  it('opens again once the window has passed', async () => {
    const account = await register(h.app, 'jobboard');
    for (const client of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await login(account.email, client);
    expect((await attempt('login', { email: account.email, password: account.password }, '192.0.2.4')).statusCode).toBe(429);
    h.clock.now = new Date(h.clock.now.getTime() + 15 * 60_000);
    expect((await attempt('login', { email: account.email, password: account.password }, '192.0.2.4')).statusCode).toBe(200);
  });
});

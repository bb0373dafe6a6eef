import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordLinkSentCodec, SessionCodec } from '../../../contract/session.ts';
import { RESET_CODE_MS } from '../../../gateway/session/passwordCodes.ts';
import { guestPayload, outbox, post, startAlertsHarness, uniqueGuestEmail, type AlertsHarness } from '../alerts/alertsHarness.ts';

const PASSWORD = 'a long enough password';

/** Every set-password link e-mailed to the address, oldest first, as its parts. */
async function passwordLinks(harness: AlertsHarness, email: string): Promise<Array<{ candidateId: string; code: string; subject: string }>> {
  const links = [];
  for (const mail of await outbox(harness.db, email)) {
    const match = /(https?:\/\/\S+\/candidate\/set-password\?\S+)/.exec(mail.text);
    if (!match?.[1]) continue;
    const url = new URL(match[1]);
    links.push({ candidateId: url.searchParams.get('candidate-id') ?? '', code: url.searchParams.get('code') ?? '', subject: mail.subject });
  }
  return links;
}

/**
 * Finding 2 of the hardening issue: a guest alert with "create account" made a password-less account
 * for any address, and its owner then got 409 on register, 401 on login, and no new link once the
 * first expired. Now only the mailbox's owner can claim the account, by register or "forgot password".
 */
describe('claiming an account a job-alert form made, and forgotten passwords', () => {
  let harness: AlertsHarness;
  beforeAll(async () => {
    harness = await startAlertsHarness({ offers: 50 });
  });
  afterAll(() => harness.close());

  const register = (email: string, password = PASSWORD) =>
    post(harness.app, '/api/jobboard/authentication/register', { email, password, firstName: 'Ada', lastName: 'Lovelace' });
  const login = (email: string, password = PASSWORD) => post(harness.app, '/api/jobboard/authentication/login', { email, password });
  const setPassword = (link: { candidateId: string; code: string }, password = PASSWORD) =>
    post(harness.app, '/api/jobboard/authentication/set-password', { candidateId: link.candidateId, code: link.code, password });
  const forgot = (email: string, language?: 'pl' | 'en') =>
    post(harness.app, '/api/jobboard/authentication/forgot-password', { email, ...(language ? { language } : {}) });

  async function unclaimedAccount(): Promise<string> {
    const email = uniqueGuestEmail('unclaimed');
    expect((await post(harness.app, '/api/jobboard/guests/job-alerts', guestPayload({ email, createCandidate: true }))).statusCode).toBe(201);
    return email;
  }

  it('answers register for an unclaimed address with 202 and an e-mailed link, not 409 and not a session', async () => {
    const email = await unclaimedAccount();
    const attempt = await register(email, 'the squatter’s password');
    expect(attempt.statusCode).toBe(202);
    expect(PasswordLinkSentCodec.is(attempt.json())).toBe(true);
    expect(attempt.cookies).toEqual([]);
    // The password sent with register was not set: whoever sent it does not get in.
    expect((await login(email, 'the squatter’s password')).statusCode).toBe(401);

    const links = await passwordLinks(harness, email);
    expect(links).toHaveLength(2);
    const claimed = await setPassword(links[1]!);
    expect(claimed.statusCode).toBe(200);
    expect(SessionCodec.is(claimed.json())).toBe(true);
    expect((await login(email)).statusCode).toBe(200);
    // Claimed now: register is a conflict again, and the first link was spent with the claim.
    expect((await register(email)).statusCode).toBe(409);
    expect((await setPassword(links[0]!, 'yet another password')).statusCode).toBe(409);
  });

  it('sends an unclaimed account a new link through "forgot password", after the first one expired', async () => {
    const email = await unclaimedAccount();
    harness.clock.now = new Date(harness.clock.now.getTime() + 31 * 86_400_000);
    const [expired] = await passwordLinks(harness, email);
    expect((await setPassword(expired!)).statusCode).toBe(409);
    expect((await forgot(email, 'en')).statusCode).toBe(202);
    const links = await passwordLinks(harness, email);
    expect(links).toHaveLength(2);
    expect(links[1]!.subject).toMatch(/^Set the password of your account at /);
    expect((await setPassword(links[1]!)).statusCode).toBe(200);
  });

  it('resets a forgotten password by e-mail: the old one stops working and every other login ends', async () => {
    const email = uniqueGuestEmail('forgetful');
    const registered = await register(email, 'the old password');
    expect(registered.statusCode).toBe(201);
    const oldRefresh = registered.cookies.find((cookie) => cookie.name === 'jb_refresh')!.value;

    expect((await forgot(email)).statusCode).toBe(202);
    const [link] = await passwordLinks(harness, email);
    expect(link!.subject).toMatch(/^Nowe hasło do konta w /);
    const reset = await setPassword(link!, 'the new password');
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'the old password')).statusCode).toBe(401);
    expect((await login(email, 'the new password')).statusCode).toBe(200);
    const refreshed = await harness.app.inject({
      method: 'PUT',
      url: '/api/jobboard/authentication/refresh-token',
      cookies: { jb_refresh: oldRefresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await setPassword(link!, 'a third password')).statusCode).toBe(409);
  });

  it('lets a reset link work for an hour only', async () => {
    const email = uniqueGuestEmail('slow');
    expect((await register(email, 'the old password')).statusCode).toBe(201);
    await forgot(email);
    const [link] = await passwordLinks(harness, email);
    harness.clock.now = new Date(harness.clock.now.getTime() + RESET_CODE_MS + 1);
    expect((await setPassword(link!)).statusCode).toBe(409);
    expect((await login(email, 'the old password')).statusCode).toBe(200);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const email = uniqueGuestEmail('nobody');
    const known = uniqueGuestEmail('somebody');
    await register(known);
    const [unknown, existing] = [await forgot(email), await forgot(known)];
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(existing.body);
    expect(await outbox(harness.db, email)).toEqual([]);
  });

  it('refuses a forgot-password request that is not an e-mail address', async () => {
    for (const body of [{}, { email: 'not an address' }, { email: 'a@b.co', language: 'de' }, { email: 42 }]) {
      expect((await post(harness.app, '/api/jobboard/authentication/forgot-password', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

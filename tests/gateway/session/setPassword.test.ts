import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPayload, outbox, post, PUBLIC_URL, startAlertsHarness, uniqueGuestEmail, type AlertsHarness } from '../alerts/alertsHarness.ts';

const PASSWORD = 'a long enough password';

/** The set-password link of the activation e-mail, as its parts. */
function setPasswordLinkIn(text: string): { candidateId: string; code: string } | null {
  const match = /(https?:\/\/\S+\/candidate\/set-password\?\S+)/.exec(text);
  if (!match?.[1]) return null;
  const url = new URL(match[1]);
  return { candidateId: url.searchParams.get('candidate-id') ?? '', code: url.searchParams.get('code') ?? '' };
}

describe('the first password of an account made by a job-alert form', () => {
  let harness: AlertsHarness;
  beforeAll(async () => {
    harness = await startAlertsHarness({ offers: 50 });
  });
  afterAll(() => harness.close());

  async function guestWithAccount(email: string) {
    const created = await post(harness.app, '/api/jobboard/guests/job-alerts', guestPayload({ email, createCandidate: true }));
    expect(created.statusCode).toBe(201);
    const [mail] = await outbox(harness.db, email);
    return setPasswordLinkIn(mail!.text);
  }

  it('the activation e-mail carries a single-use set-password link; setting it logs in, and the password works', async () => {
    const email = uniqueGuestEmail('account');
    const link = await guestWithAccount(email);
    expect(link).not.toBeNull();
    const [mail] = await outbox(harness.db, email);
    expect(mail!.text).toContain(`${PUBLIC_URL}/candidate/set-password?candidate-id=`);
    expect(mail!.html).toContain('/candidate/set-password?candidate-id=');

    // Before: no password logs in.
    expect((await post(harness.app, '/api/jobboard/authentication/login', { email, password: PASSWORD })).statusCode).toBe(401);
    const set = await post(harness.app, '/api/jobboard/authentication/set-password', { ...link, password: PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ token: expect.any(String), loggedCandidateDto: { id: link!.candidateId } });
    expect(String(set.headers['set-cookie'])).toContain('user-id=');
    expect((await post(harness.app, '/api/jobboard/authentication/login', { email, password: PASSWORD })).statusCode).toBe(200);

    // The link works once.
    const again = await post(harness.app, '/api/jobboard/authentication/set-password', { ...link, password: 'another long password' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'invalid-code' });
  });

  it('refuses a wrong code, another tenant, an unknown candidate and a short password, and sets nothing', async () => {
    const email = uniqueGuestEmail('refused');
    const link = (await guestWithAccount(email))!;
    const attempts: [string, unknown, number][] = [
      ['jobboard', { ...link, code: 'x'.repeat(43), password: PASSWORD }, 409],
      ['jobboard', { ...link, code: 'not-even-the-shape', password: PASSWORD }, 409],
      ['engineers', { ...link, password: PASSWORD }, 409],
      ['jobboard', { ...link, candidateId: '00000000-0000-4000-8000-000000000000', password: PASSWORD }, 409],
      ['jobboard', { ...link, candidateId: 'garbage', password: PASSWORD }, 409],
      ['jobboard', { ...link, password: 'short' }, 400],
      ['jobboard', { candidateId: link.candidateId }, 400],
    ];
    for (const [tenant, payload, status] of attempts) {
      const response = await post(harness.app, `/api/${tenant}/authentication/set-password`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    // The right code still works afterwards.
    expect((await post(harness.app, '/api/jobboard/authentication/set-password', { ...link, password: PASSWORD })).statusCode).toBe(200);
  });

  it('without "create account" the e-mail has no such link', async () => {
    const email = uniqueGuestEmail('plain');
    await post(harness.app, '/api/jobboard/guests/job-alerts', guestPayload({ email }));
    const [mail] = await outbox(harness.db, email);
    expect(setPasswordLinkIn(mail!.text)).toBeNull();
  });
});

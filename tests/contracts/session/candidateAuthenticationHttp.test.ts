import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateAuthenticationHttp } from '../../../adapters/http/session/CandidateAuthenticationHttp.ts';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import { guestPayload, outbox, post, startAlertsHarness, uniqueGuestEmail, type AlertsHarness } from '../../gateway/alerts/alertsHarness.ts';
import { candidateAuthenticationContract } from './candidateAuthentication.contract.ts';

const base = 'http://gateway.test/api/jobboard';
/** Every authentication call answers with the status the test writes before the @ of the e-mail, or as the candidate id. */
const statusOf = async (request: Request) => {
  const body = (await request.json()) as { email?: string; candidateId?: string };
  return Number((body.email ?? body.candidateId ?? '').split('@')[0]);
};
const server = setupServer(
  http.post(`${base}/authentication/:call`, async ({ request }) => HttpResponse.json({ message: 'no' }, { status: await statusOf(request) })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const authentication = new CandidateAuthenticationHttp(new GatewayHttpClient('http://gateway.test', (input, init) => fetch(input, init)), 'jobboard');
const login = async (status: number) =>
  (await authentication.login({ email: `${status}@example.com`, password: 'secret-password' }))._unsafeUnwrapErr().kind;
const setPassword = async (status: number) =>
  (await authentication.setPassword({ candidateId: String(status), code: 'code', password: 'secret-password' }))._unsafeUnwrapErr().kind;
const resetRequest = async (status: number) =>
  (await authentication.requestPasswordReset({ email: `${status}@example.com`, language: 'en' }))._unsafeUnwrapErr().kind;

describe('CandidateAuthenticationHttp failures', () => {
  it('read 409 as a taken e-mail on login and register, but as a wrong or used link on set-password', async () => {
    expect(await login(409)).toBe('email-taken');
    expect(await setPassword(409)).toBe('invalid-code');
  });

  it('read the other statuses the same way on every call', async () => {
    for (const read of [login, setPassword]) {
      expect(await read(400)).toBe('invalid-input');
      expect(await read(429)).toBe('too-many-attempts');
      expect(await read(401)).toBe('invalid-credentials');
      expect(await read(500)).toBe('http-failure');
    }
  });

  it('read a reset request’s 400 and 429 as the port’s kinds, keep the gateway’s message, and refuse a 2xx that is not its answer', async () => {
    expect(await resetRequest(400)).toBe('invalid-input');
    expect((await authentication.requestPasswordReset({ email: '400@example.com', language: 'en' }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
      message: 'no',
    });
    expect(await resetRequest(429)).toBe('too-many-attempts');
    expect(await resetRequest(500)).toBe('http-failure');
    expect(await resetRequest(202)).toBe('bad-gateway-payload');
  });
});

let h: AlertsHarness;
beforeAll(async () => {
  h = await startAlertsHarness({ offers: 30 });
});
afterAll(async () => h.close());

const SET_PASSWORD_LINK = /(https?:\/\/\S+\/candidate\/set-password\?\S+)/;

/** The set-password link of an activation or password e-mail, as its parts; null when the text has none. */
function setPasswordLinkOf(text: string): { candidateId: string; code: string } | null {
  const match = SET_PASSWORD_LINK.exec(text);
  if (!match?.[1]) return null;
  const url = new URL(match[1]);
  return { candidateId: url.searchParams.get('candidate-id') ?? '', code: url.searchParams.get('code') ?? '' };
}

function setPasswordLinkIn(text: string): { candidateId: string; code: string } {
  const link = setPasswordLinkOf(text);
  if (!link) throw new Error(`no set-password link in:\n${text}`);
  return link;
}

candidateAuthenticationContract('CandidateAuthenticationHttp against the real gateway', async () => ({
  authentication: new CandidateAuthenticationHttp(new GatewayHttpClient('', injectFetch(h.app)), 'jobboard'),
  passwordless: async () => {
    const email = uniqueGuestEmail('account');
    const created = await post(h.app, '/api/jobboard/guests/job-alerts', guestPayload({ email, createCandidate: true }));
    if (created.statusCode !== 201) throw new Error(`a guest alert with an account answered ${created.statusCode}: ${created.body}`);
    const [mail] = await outbox(h.db, email);
    return { email, ...setPasswordLinkIn(mail?.text ?? '') };
  },
  linksSentTo: async (email) => (await outbox(h.db, email)).flatMap((mail) => setPasswordLinkOf(mail.text) ?? []),
}));

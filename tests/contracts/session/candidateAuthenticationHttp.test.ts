import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateAuthenticationHttp } from '../../../adapters/http/session/CandidateAuthenticationHttp.ts';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';

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
const login = async (status: number) => (await authentication.login({ email: `${status}@example.com`, password: 'secret-password' }))._unsafeUnwrapErr().kind;
const setPassword = async (status: number) => (await authentication.setPassword({ candidateId: String(status), code: 'code', password: 'secret-password' }))._unsafeUnwrapErr().kind;

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
});

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { LocalMailboxHttp } from '../../../adapters/http/alerts/LocalMailboxHttp.ts';
import { localMailboxContract, mailboxFixture } from './localMailbox.contract.ts';

/**
 * LocalMailboxHttp against msw playing the gateway's mailbox routes (gateway/alerts/alertRoutes.ts):
 * tenant `jobboard` has the fixture, tenant `smtp` sends by SMTP and answers 404 like the gateway.
 */
const origin = 'http://gateway.test';
const offMessage = { error: 'not-found', message: 'The local mailbox is off: e-mail goes out by SMTP, or you are not on this machine.' };
const item = ({ id, kind, to, subject, createdAt, sentAt }: (typeof mailboxFixture)[number]) => ({ id, kind, to, subject, createdAt, sentAt });

const server = setupServer(
  http.get(`${origin}/api/jobboard/dev/mailbox`, ({ request }) => {
    const to = new URL(request.url).searchParams.get('to');
    const items = mailboxFixture
      .filter((message) => to === null || message.to === to)
      .map(item)
      .reverse();
    return HttpResponse.json({ items });
  }),
  http.get(`${origin}/api/jobboard/dev/mailbox/:id`, ({ params }) => {
    const message = mailboxFixture.find((candidate) => candidate.id === params['id']);
    return message
      ? HttpResponse.json({ ...message, html: '<p>ignored</p>', headers: { 'Message-ID': `<${message.id}@jobboard.localhost>` } })
      : HttpResponse.json({ error: 'not-found', message: 'No such message.' }, { status: 404 });
  }),
  http.get(`${origin}/api/smtp/dev/mailbox`, () => HttpResponse.json(offMessage, { status: 404 })),
  http.get(`${origin}/api/smtp/dev/mailbox/:id`, () => HttpResponse.json(offMessage, { status: 404 })),
  // Odd answers
  http.get(`${origin}/api/odd/dev/mailbox`, ({ request }) => {
    const to = new URL(request.url).searchParams.get('to');
    if (to === 'html@example.com') return HttpResponse.text('<html>proxy login</html>', { headers: { 'content-type': 'text/html' } });
    if (to === 'down@example.com') return HttpResponse.json({ message: 'database is down' }, { status: 503 });
    return HttpResponse.json({ items: [{ ...item(mailboxFixture[0]!), kind: 'newsletter' }] });
  }),
  http.get(`${origin}/api/odd/dev/mailbox/:id`, () =>
    HttpResponse.json({ ...item(mailboxFixture[0]!), from: 'x@example.com', html: '<p>only html</p>', headers: {} }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = new GatewayHttpClient(origin, (input, init) => fetch(input, init));

localMailboxContract(
  'LocalMailboxHttp against msw',
  () => new LocalMailboxHttp(client, 'jobboard'),
  () => new LocalMailboxHttp(client, 'smtp'),
);

describe('LocalMailboxHttp against odd answers', () => {
  const odd = new LocalMailboxHttp(client, 'odd');

  it('turns a kind the contract does not know into bad-gateway-payload naming where', async () => {
    expect((await odd.list(null))._unsafeUnwrapErr()).toEqual({ kind: 'bad-gateway-payload', path: 'items.0.kind' });
  });

  it('turns a body that is not JSON into bad-gateway-payload, never a throw', async () => {
    expect((await odd.list('html@example.com'))._unsafeUnwrapErr()).toMatchObject({ kind: 'bad-gateway-payload' });
  });

  it('keeps a 5xx as http-failure with the body’s message, not mailbox-off', async () => {
    expect((await odd.list('down@example.com'))._unsafeUnwrapErr()).toEqual({ kind: 'http-failure', status: 503, message: 'database is down' });
  });

  it('refuses a message without its text body', async () => {
    expect((await odd.read('m1'))._unsafeUnwrapErr()).toEqual({ kind: 'bad-gateway-payload', path: expect.stringMatching(/(^|\.)text$/) });
  });

  it('sends the address filter as ?to= and encodes the id', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url).pathname + new URL(request.url).search));
    await new LocalMailboxHttp(client, 'jobboard').list('ala+x@example.com');
    await new LocalMailboxHttp(client, 'jobboard').read('a/b');
    server.events.removeAllListeners();
    expect(seen).toEqual(['/api/jobboard/dev/mailbox?to=ala%2Bx%40example.com', '/api/jobboard/dev/mailbox/a%2Fb']);
  });
});

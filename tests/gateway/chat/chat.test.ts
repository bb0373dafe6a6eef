import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendUnreadMails } from '../../../gateway/chat/unreadMails.ts';
import { resolveAlertSettings } from '../../../gateway/alerts/AlertSettings.ts';
import { call, employer } from '../employer/employerHarness.ts';
import {
  accept,
  BASE,
  candidateChatToken,
  chatSocket,
  employerChatToken,
  fitCandidate,
  invitedCandidate,
  offerOf,
  openSocket,
  startInvitationsHarness,
  type InvitationsHarness,
  type Process,
  type TestSocket,
} from '../invitations/invitationsHarness.ts';

let harness: InvitationsHarness;
let b: Process;
beforeAll(async () => {
  harness = await startInvitationsHarness();
  b = await harness.second();
}, 60_000);
afterAll(async () => harness?.close());

const sockets: TestSocket[] = [];
const track = (socket: TestSocket) => (sockets.push(socket), socket);
afterAll(() => sockets.forEach((socket) => socket.close()));

/** An accepted invitation: the conversation, a candidate socket on A and an employer socket on B. */
async function conversation() {
  const { owner, offer, candidate } = await invitedCandidate(harness.a);
  expect((await accept(harness.a.app, candidate, owner, offer.id)).statusCode).toBe(204);
  const candidateSocket = track(await chatSocket(harness.a, await candidateChatToken(harness.a.app, candidate)));
  const employerSocket = track(await chatSocket(b, await employerChatToken(b.app, owner)));
  const ready = candidateSocket.frames.find((frame) => frame['type'] === 'ready') as { conversations: Array<{ id: string }> };
  expect(ready.conversations).toHaveLength(1);
  return { owner, offer, candidate, candidateSocket, employerSocket, conversationId: ready.conversations[0]!.id };
}

const isMessage = (text: string) => (frame: Record<string, unknown>) =>
  frame['type'] === 'message' && (frame['message'] as { text: string }).text === text;

describe('the chat across two processes', () => {
  it('delivers messages both ways, with read receipts, and keeps unread counts', async () => {
    const { candidateSocket, employerSocket, conversationId, candidate, owner } = await conversation();
    employerSocket.send({ type: 'send', conversationId, text: '  Hello <b>Grace</b>\r\nWelcome  ', clientId: 'e1' });
    const sent = await employerSocket.next((frame) => frame['type'] === 'sent' && frame['clientId'] === 'e1');
    expect(sent['message']).toMatchObject({ sender: 'employer', text: 'Hello <b>Grace</b>\nWelcome', conversationId });
    const arrived = await candidateSocket.next(isMessage('Hello <b>Grace</b>\nWelcome'));
    const messageId = (arrived['message'] as { id: number }).id;

    const document = (
      await harness.a.app.inject({
        method: 'GET',
        url: `${BASE}/candidates/${candidate.id}`,
        headers: { authorization: `Bearer ${candidate.token}` },
      })
    ).json();
    expect(document.unreadMessages.chatsCount).toBe(1);

    candidateSocket.send({ type: 'read', conversationId, messageId });
    const receipt = await employerSocket.next((frame) => frame['type'] === 'read');
    expect(receipt).toEqual({ type: 'read', conversationId, side: 'candidate', messageId });
    candidateSocket.send({ type: 'send', conversationId, text: 'Hi!', clientId: 'c1' });
    await employerSocket.next(isMessage('Hi!'));

    const again = track(await chatSocket(b, await employerChatToken(b.app, owner)));
    const summary = (again.frames[0] as { conversations: Array<Record<string, unknown>> }).conversations[0]!;
    expect(summary).toMatchObject({ unreadCount: 1, readUpTo: { candidate: messageId, employer: null }, lastMessage: { text: 'Hi!' } });
    const after = (
      await harness.a.app.inject({
        method: 'GET',
        url: `${BASE}/candidates/${candidate.id}`,
        headers: { authorization: `Bearer ${candidate.token}` },
      })
    ).json();
    expect(after.unreadMessages.chatsCount).toBe(0);

    candidateSocket.send({ type: 'history', conversationId, before: null });
    const history = await candidateSocket.next((frame) => frame['type'] === 'history');
    expect((history['messages'] as Array<{ text: string }>).map((message) => message.text)).toEqual(['Hello <b>Grace</b>\nWelcome', 'Hi!']);
  });

  it('shows the candidate a conversation the moment they accept, and the company too', async () => {
    const { owner, offer, candidate } = await invitedCandidate(harness.a);
    const candidateSocket = track(await chatSocket(b, await candidateChatToken(b.app, candidate)));
    const employerSocket = track(await chatSocket(harness.a, await employerChatToken(harness.a.app, owner)));
    expect(candidateSocket.frames[0]).toMatchObject({ type: 'ready', side: 'candidate', conversations: [] });
    await accept(harness.a.app, candidate, owner, offer.id);
    const forCandidate = await candidateSocket.next((frame) => frame['type'] === 'conversation');
    const forCompany = await employerSocket.next((frame) => frame['type'] === 'conversation');
    expect(forCandidate['conversation']).toMatchObject({ jobAdvertisementId: offer.id, unreadCount: 0 });
    expect((forCompany['conversation'] as { id: string }).id).toBe((forCandidate['conversation'] as { id: string }).id);
  });

  it('tells the candidate’s live socket on another process when an invitation arrives', async () => {
    const owner = await employer(harness.a);
    const offer = await offerOf(harness.a, owner);
    const candidate = await fitCandidate(harness.a.app, offer);
    const live = track(await openSocket(`${b.wsBase}${BASE}/invitations/socket`));
    live.send({ type: 'auth', token: candidate.token });
    await live.next((frame) => frame['type'] === 'ready');
    await call(harness.a.app, 'POST', `${BASE}/v2/employer-panel/conversation-requests`, {
      token: owner.token,
      body: { candidateId: candidate.id, jobAdvertisementId: offer.id },
    });
    await live.next((frame) => frame['type'] === 'conversation-requests-changed');
  });
});

describe('bad input on the chat socket', () => {
  it('closes a socket that sends garbage, and only that one', async () => {
    const { candidateSocket, employerSocket, conversationId, candidate } = await conversation();
    const token = await candidateChatToken(harness.a.app, candidate);
    for (const garbage of [
      'not json',
      '[1,2]',
      '{"type":"launch"}',
      '{"type":"send","conversationId":"x","text":"hi","clientId":"1"}',
      Buffer.from([1, 2, 3]),
    ]) {
      const bad = track(await chatSocket(harness.a, token));
      bad.sendRaw(garbage);
      expect((await bad.closed).code).toBe(1003);
    }
    const huge = track(await chatSocket(harness.a, token));
    huge.send({ type: 'send', conversationId, text: 'x'.repeat(20_000), clientId: 'big' });
    expect((await huge.closed).code).toBe(1009);
    candidateSocket.send({ type: 'send', conversationId, text: 'still here', clientId: 'ok' });
    await employerSocket.next(isMessage('still here'));
  });

  it('refuses empty, too long and control-character messages, and a flood, with the socket left open', async () => {
    const { candidateSocket, conversationId } = await conversation();
    const refusal = async (text: string, clientId: string) => {
      candidateSocket.send({ type: 'send', conversationId, text, clientId });
      return (await candidateSocket.next((frame) => frame['clientId'] === clientId))['code'];
    };
    expect(await refusal('   ', 'r1')).toBe('empty');
    expect(await refusal('y'.repeat(2001), 'r2')).toBe('too-long');
    expect(await refusal('bell\u0007', 'r3')).toBe('invalid-characters');
    const answers: unknown[] = [];
    for (let i = 0; i < 12; i++) {
      candidateSocket.send({ type: 'send', conversationId, text: `flood ${i}`, clientId: `f${i}` });
      answers.push(
        await candidateSocket.next((frame) => frame['clientId'] === `f${i}`).then((frame) => (frame['type'] === 'sent' ? 'sent' : frame['code'])),
      );
    }
    expect(answers.filter((answer) => answer === 'sent')).toHaveLength(10);
    expect(answers.slice(10)).toEqual(['rate-limited', 'rate-limited']);
  });

  it('lets nobody read or write a conversation they are not in', async () => {
    const { conversationId, employerSocket } = await conversation();
    const other = await conversation();
    const strangerCandidate = other.candidateSocket;
    const strangerCompany = other.employerSocket;
    for (const stranger of [strangerCandidate, strangerCompany]) {
      stranger.send({ type: 'send', conversationId, text: 'let me in', clientId: 'in' });
      expect((await stranger.next((frame) => frame['clientId'] === 'in'))['code']).toBe('not-found');
      stranger.send({ type: 'history', conversationId, before: null });
      expect((await stranger.next((frame) => frame['type'] === 'error' && !('clientId' in frame)))['code']).toBe('not-found');
    }
    employerSocket.send({ type: 'send', conversationId, text: 'private words', clientId: 'p' });
    await employerSocket.next((frame) => frame['clientId'] === 'p');
    // Delivered to the conversation's own sockets, never to a stranger's.
    await other.employerSocket.next(isMessage('private words'), 300).then(
      () => expect.fail('a stranger received the message'),
      () => undefined,
    );
    expect(JSON.stringify(strangerCandidate.frames)).not.toContain('private words');
  });

  it('gives an employer no chat without an accepted invitation', async () => {
    const { owner, candidate } = await invitedCandidate(harness.a);
    const employerSocket = track(await chatSocket(harness.a, await employerChatToken(harness.a.app, owner)));
    expect(employerSocket.frames[0]).toMatchObject({ type: 'ready', side: 'employer', conversations: [] });
    const requestId = (
      await harness.database.db.selectFrom('conversation_requests').select('id').where('candidate_id', '=', candidate.id).executeTakeFirstOrThrow()
    ).id;
    employerSocket.send({ type: 'send', conversationId: requestId, text: 'hello?', clientId: 'x' });
    expect((await employerSocket.next((frame) => frame['clientId'] === 'x'))['code']).toBe('not-found');
  });

  it('closes a socket that sends anything before a valid chat token', async () => {
    const { candidate } = await invitedCandidate(harness.a);
    const early = track(await openSocket(`${harness.a.wsBase}${BASE}/chat/socket`));
    early.send({ type: 'ping' });
    expect((await early.closed).code).toBe(4401);
    const withAccessToken = track(await openSocket(`${harness.a.wsBase}${BASE}/chat/socket`));
    withAccessToken.send({ type: 'auth', token: candidate.token });
    expect((await withAccessToken.closed).code).toBe(4401);
    const otherTenant = track(await openSocket(`${harness.a.wsBase}/api/design/chat/socket`));
    otherTenant.send({ type: 'auth', token: await candidateChatToken(harness.a.app, candidate) });
    expect((await otherTenant.closed).code).toBe(4401);
  });

  it('closes new sockets with 4503 during maintenance', async () => {
    const { candidate } = await invitedCandidate(harness.a);
    const token = await candidateChatToken(harness.a.app, candidate);
    await harness.database.db.insertInto('passive_candidate_settings').values({ tenant_id: 'jobboard', maintenance: true }).execute();
    try {
      const socket = track(await openSocket(`${harness.a.wsBase}${BASE}/chat/socket`));
      socket.send({ type: 'auth', token });
      expect((await socket.closed).code).toBe(4503);
      const refused = await harness.a.app.inject({
        method: 'POST',
        url: `${BASE}/candidates/${candidate.id}/conversation-chats/sendbird/session-token`,
        headers: { authorization: `Bearer ${candidate.token}` },
        payload: {},
      });
      expect(refused.statusCode).toBe(409);
    } finally {
      await harness.database.db.deleteFrom('passive_candidate_settings').execute();
    }
  });
});

describe('the unread-messages e-mail', () => {
  it('goes to an offline candidate once a day at most', async () => {
    const { candidateSocket, employerSocket, conversationId, candidate } = await conversation();
    candidateSocket.close();
    await candidateSocket.closed;
    employerSocket.send({ type: 'send', conversationId, text: 'Are you there?', clientId: 'm1' });
    await employerSocket.next((frame) => frame['clientId'] === 'm1');
    const settings = resolveAlertSettings({ publicUrl: 'http://localhost:3000' });
    const mails = () =>
      harness.database.db
        .selectFrom('outbox')
        .select('subject')
        .where('to_email', '=', candidate.email)
        .where('subject', 'like', '%nieprzeczytane%')
        .execute();
    const at = (minutes: number) => new Date(harness.clock.now.getTime() + minutes * 60_000);
    await sendUnreadMails(harness.database.db, settings, at(1));
    expect(await mails()).toHaveLength(0);
    await sendUnreadMails(harness.database.db, settings, at(10));
    expect(await mails()).toHaveLength(1);
    await sendUnreadMails(harness.database.db, settings, at(60));
    expect(await mails()).toHaveLength(1);
    // A day later, a new unread message brings the next one.
    harness.clock.now = at(25 * 60);
    employerSocket.send({ type: 'send', conversationId, text: 'Still interested?', clientId: 'm2' });
    await employerSocket.next((frame) => frame['clientId'] === 'm2');
    await sendUnreadMails(harness.database.db, settings, at(10));
    expect(await mails()).toHaveLength(2);
  });
});

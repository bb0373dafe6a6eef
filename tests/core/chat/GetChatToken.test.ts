import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { GetChatToken, CHAT_TOKEN_RETRY_MS } from '../../../core/chat/conversations/GetChatToken.ts';
import { CANDIDATE_ID, chatWorld } from './chatWorld.ts';

describe('GetChatToken', () => {
  it('fetches once for everyone asking at the same time', async () => {
    const w = chatWorld();
    const [first, second] = await Promise.all([w.getToken.execute(CANDIDATE_ID), w.getToken.execute(CANDIDATE_ID)]);
    expect(first?._unsafeUnwrap()).toBe(`chat:candidate:${CANDIDATE_ID}`);
    expect(second?._unsafeUnwrap()).toBe(`chat:candidate:${CANDIDATE_ID}`);
    expect(w.tokens.calls).toBe(1);
  });

  it('fetches again when asked after a failure', async () => {
    const w = chatWorld();
    w.tokens.failures = 4;
    const failed = w.getToken.execute(CANDIDATE_ID);
    await w.time.advance(CHAT_TOKEN_RETRY_MS * 3);
    expect((await failed).isErr()).toBe(true);
    expect((await w.getToken.execute(CANDIDATE_ID))._unsafeUnwrap()).toBe(`chat:candidate:${CANDIDATE_ID}`);
    expect(w.tokens.calls).toBe(5);
  });

  it('fetches a new token once the old one is forgotten', async () => {
    const w = chatWorld();
    await w.getToken.execute(CANDIDATE_ID);
    w.getToken.forget(CANDIDATE_ID);
    await w.getToken.execute(CANDIDATE_ID);
    expect(w.tokens.calls).toBe(2);
  });

  it('counts an empty token as missing and reports it', async () => {
    const w = chatWorld();
    const getToken = new GetChatToken({ sessionToken: () => okAsync('') }, { run: (call) => call() }, w.reporter, w.time.scheduler);
    expect((await getToken.execute(CANDIDATE_ID))._unsafeUnwrapErr()).toEqual({ kind: 'chat-token-missing' });
    expect(w.reporter.reported).toEqual([
      { error: { kind: 'chat-token-missing' }, context: { context: 'chat.session-token', userId: CANDIDATE_ID } },
    ]);
  });
});

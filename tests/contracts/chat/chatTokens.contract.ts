import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Chat, ChatEvent } from '../../../core/chat/conversations/Chat.ts';
import type { ChatTokens } from '../../../core/chat/conversations/ChatTokens.ts';
import type { ChatSide } from '../../../core/chat/conversations/Conversation.ts';

export interface ChatTokensSubject {
  readonly tokens: ChatTokens;
  /** The signed-in user's id as the port takes it: the candidate's id (the employer's adapter ignores it). */
  readonly userId: string;
  /** The id of a candidate who is not the signed-in user. */
  readonly otherCandidateId: string;
  /** The chat the tokens are for: a token is good when the chat lets it in. */
  readonly chat: Chat;
}

/** The side the chat says a token belongs to (its `ready`), or the failure that ended the connection. */
async function sideOf(chat: Chat, token: string): Promise<ChatSide | { failure: unknown }> {
  const connection = chat.connect(token);
  try {
    const ready = await firstValueFrom(connection.events$.pipe(filter((event: ChatEvent) => event.type === 'ready')));
    return ready.type === 'ready' ? ready.side : { failure: 'no ready' };
  } catch (failure) {
    return { failure };
  } finally {
    connection.close();
  }
}

/**
 * What every ChatTokens adapter promises (core/chat/conversations/ChatTokens.ts): a token the chat
 * lets in as the user's side; the candidate's adapter names the candidate by id and answers
 * not-found for another's, the employer's ignores the id; unauthorized without a session.
 */
export function chatTokensContract(
  name: string,
  side: ChatSide,
  world: { fresh(): Promise<ChatTokensSubject>; withoutSession(): Promise<ChatTokens> },
): void {
  describe(`ChatTokens contract (${side}): ${name}`, () => {
    it(`gives a token the chat lets in as the ${side}`, async () => {
      const s = await world.fresh();
      const token = (await s.tokens.sessionToken(s.userId))._unsafeUnwrap();
      expect(token).not.toBe('');
      expect(await sideOf(s.chat, token)).toBe(side);
    });

    if (side === 'candidate') {
      it('answers not-found for another candidate’s id', async () => {
        const s = await world.fresh();
        expect((await s.tokens.sessionToken(s.otherCandidateId))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      });
    } else {
      it('ignores the id: the bearer says who, whatever id is given', async () => {
        const s = await world.fresh();
        const token = (await s.tokens.sessionToken(s.otherCandidateId))._unsafeUnwrap();
        expect(await sideOf(s.chat, token)).toBe('employer');
      });
    }

    it('answers unauthorized without a session', async () => {
      const tokens = await world.withoutSession();
      expect((await tokens.sessionToken('00000000-0000-4000-8000-000000000001'))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    });
  });
}

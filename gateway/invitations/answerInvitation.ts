import type { Kysely } from 'kysely';
import { startConversation } from '../chat/conversations.ts';
import type { Schema } from '../db/Schema.ts';
import type { Events } from '../events/Events.ts';
import { findRequest } from './conversationRequests.ts';

export type Answer = 'accepted' | 'rejected';
export type AnswerOutcome = 'done' | 'not-found' | 'already-answered';

export interface AnswerInput {
  readonly tenantId: string;
  readonly candidateId: string;
  readonly companyId: number;
  readonly offerId: string;
  readonly answer: Answer;
}

/**
 * Accepts or rejects a pending invitation. Answering again the same way changes nothing ('done');
 * the other way is refused ('already-answered'). Accepting opens the conversation (in the same
 * transaction). Every process hears of it (the candidate's badge, the company's chat list).
 */
export async function answerInvitation(deps: { db: Kysely<Schema>; now: () => Date; events: Events }, input: AnswerInput): Promise<AnswerOutcome> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const request = await findRequest(trx, input);
    if (!request) return { kind: 'not-found' as const };
    if (request.status !== 'pending' && request.status !== input.answer) return { kind: 'already-answered' as const };
    const now = deps.now();
    if (request.status === 'pending') {
      await trx.updateTable('conversation_requests').set({ status: input.answer, answered_at: now }).where('id', '=', request.id).execute();
    }
    const conversationId = input.answer === 'accepted' ? await startConversation(trx, request, now) : null;
    return { kind: 'done' as const, changed: request.status === 'pending', conversationId };
  });
  if (outcome.kind !== 'done') return outcome.kind;
  if (outcome.changed) {
    await deps.events.publish('conversation-requests-changed', { tenantId: input.tenantId, candidateId: input.candidateId });
    if (outcome.conversationId !== null)
      await deps.events.publish('chat-conversation', { tenantId: input.tenantId, conversationId: outcome.conversationId });
  }
  return 'done';
}

import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import type { Events } from '../events/Events.ts';
import { conversationSummaries, findConversation } from './conversations.ts';
import { messageById } from './messages.ts';
import { candidateKey, companyKey, keysOf } from './participants.ts';
import type { SocketHub } from './SocketHub.ts';

type Log = (event: Record<string, unknown>) => void;

/**
 * Delivers the chat's events to this process's sockets (docs/chat.md, "Fan-out"). Every process
 * hears every event through PostgreSQL LISTEN/NOTIFY (gateway/events/); the event names only ids,
 * and a process with a socket of either side reads the message or the conversation from the database
 * and pushes it there. Each side receives only its own conversations. Returns the unsubscriber.
 */
export function chatFanOut(db: Kysely<Schema>, events: Events, chat: SocketHub, live: SocketHub, log: Log): () => void {
  const safely = (work: () => Promise<void>) => void work().catch((error: unknown) => log({ event: 'chat-fan-out-failed', error: String(error) }));
  const stops = [
    events.subscribe('chat-message', (payload) =>
      safely(async () => {
        const conversation = await interested(db, chat, payload.tenantId, payload.conversationId);
        if (!conversation) return;
        const message = await messageById(db, conversation.id, payload.messageId);
        if (message) chat.send(keysOf(conversation), { type: 'message', message });
      }),
    ),
    events.subscribe('chat-read', (payload) =>
      safely(async () => {
        const conversation = await interested(db, chat, payload.tenantId, payload.conversationId);
        if (conversation)
          chat.send(keysOf(conversation), { type: 'read', conversationId: conversation.id, side: payload.side, messageId: payload.messageId });
      }),
    ),
    events.subscribe('chat-conversation', (payload) =>
      safely(async () => {
        const conversation = await interested(db, chat, payload.tenantId, payload.conversationId);
        if (!conversation) return;
        const { tenant_id: tenantId, candidate_id: candidateId, company_id: companyId } = conversation;
        const forCandidate = chat.has(candidateKey(tenantId, candidateId))
          ? await conversationSummaries(db, { side: 'candidate', tenantId, candidateId }, conversation.id)
          : [];
        for (const summary of forCandidate) chat.send([candidateKey(tenantId, candidateId)], { type: 'conversation', conversation: summary });
        const forCompany = chat.has(companyKey(tenantId, companyId))
          ? await conversationSummaries(db, { side: 'employer', tenantId, userId: '', companyId }, conversation.id)
          : [];
        for (const summary of forCompany) chat.send([companyKey(tenantId, companyId)], { type: 'conversation', conversation: summary });
      }),
    ),
    events.subscribe('conversation-requests-changed', (payload) => {
      live.send([candidateKey(payload.tenantId, payload.candidateId)], { type: 'conversation-requests-changed' });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

/** The conversation, when this process has a socket of one of its sides; else null (without a query when it has no socket at all). */
async function interested(db: Kysely<Schema>, hub: SocketHub, tenantId: string, conversationId: string) {
  if (hub.size === 0) return null;
  const conversation = await findConversation(db, tenantId, conversationId);
  if (!conversation) return null;
  return keysOf(conversation).some((key) => hub.has(key)) ? conversation : null;
}

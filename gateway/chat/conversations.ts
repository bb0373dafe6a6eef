import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ConversationSummaryDto } from '../../contract/chat.ts';
import type { Schema } from '../db/Schema.ts';
import { pendingCount } from '../invitations/conversationRequests.ts';
import type { ConversationRequestsTable } from '../invitations/tables.ts';
import { publicLogoUrl } from '../listing/companyLogos.ts';
import { lastMessages, readMarks, unreadCounts } from './messages.ts';
import type { Participant } from './participants.ts';
import type { ConversationsTable } from './tables.ts';

type Db = Kysely<Schema>;
export type ConversationRow = Selectable<ConversationsTable>;

/** The conversation an accepted invitation opens (one per invitation: a second call finds the first). */
export async function startConversation(db: Db, request: Selectable<ConversationRequestsTable>, now: Date): Promise<string> {
  const inserted = await db
    .insertInto('conversations')
    .values({
      id: randomUUID(),
      tenant_id: request.tenant_id,
      request_id: request.id,
      candidate_id: request.candidate_id,
      company_id: request.company_id,
      offer_id: request.offer_id,
      offer_title: request.offer_title,
      created_at: now,
    })
    .onConflict((oc) => oc.column('request_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const known = await db.selectFrom('conversations').select('id').where('request_id', '=', request.id).executeTakeFirstOrThrow();
  return known.id;
}

export function findConversation(db: Db, tenantId: string, conversationId: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('tenant_id', '=', tenantId).where('id', '=', conversationId).executeTakeFirst();
}

/** The participant's conversations, or one of them, as summaries: newest activity first. */
export async function conversationSummaries(db: Db, participant: Participant, onlyId?: string): Promise<ConversationSummaryDto[]> {
  let query = db
    .selectFrom('conversations as v')
    .innerJoin('candidates as p', 'p.id', 'v.candidate_id')
    .leftJoin('companies as c', 'c.id', 'v.company_id')
    .select(['v.id', 'v.offer_id', 'v.offer_title', 'v.company_id', 'v.candidate_id', 'v.created_at'])
    .select(['p.first_name', 'p.last_name', 'p.avatar_url', 'c.name as company_name', 'c.slug as company_slug', 'c.logo as company_logo'])
    .where('v.tenant_id', '=', participant.tenantId);
  query =
    participant.side === 'candidate'
      ? query.where('v.candidate_id', '=', participant.candidateId)
      : query.where('v.company_id', '=', participant.companyId);
  if (onlyId !== undefined) query = query.where('v.id', '=', onlyId);
  const rows = await query.execute();
  const ids = rows.map((row) => row.id);
  const [last, unread, marks] = await Promise.all([lastMessages(db, ids), unreadCounts(db, ids, participant.side), readMarks(db, ids)]);
  const summaries = rows.map((row): ConversationSummaryDto => ({
    id: row.id,
    jobAdvertisementId: row.offer_id,
    offerTitle: row.offer_title,
    company: {
      id: row.company_id,
      name: row.company_name ?? '',
      logoUrl: row.company_slug && row.company_logo ? publicLogoUrl(row.company_slug, row.company_logo) : null,
    },
    candidate: { id: row.candidate_id, firstName: row.first_name, lastName: row.last_name, avatarUrl: row.avatar_url },
    createdAt: new Date(row.created_at).toISOString(),
    lastMessage: last.get(row.id) ?? null,
    unreadCount: unread.get(row.id) ?? 0,
    readUpTo: marks.get(row.id) ?? { candidate: null, employer: null },
  }));
  const activity = (summary: ConversationSummaryDto) => summary.lastMessage?.sentAt ?? summary.createdAt;
  return summaries.sort((a, b) => activity(b).localeCompare(activity(a)) || a.id.localeCompare(b.id));
}

/** The session's unread messages (platform.md 3): conversations with unread messages, and invitations waiting. */
export async function unreadMessagesOf(
  db: Db,
  tenantId: string,
  candidateId: string,
): Promise<{ chatsCount: number; conversationRequestsCount: number }> {
  const conversations = await db
    .selectFrom('conversations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .execute();
  const unread = await unreadCounts(
    db,
    conversations.map((row) => row.id),
    'candidate',
  );
  const pending = await pendingCount(db, candidateId);
  return { chatsCount: [...unread.values()].filter((n) => n > 0).length, conversationRequestsCount: pending };
}

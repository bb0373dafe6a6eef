import { sql, type Kysely, type Selectable } from 'kysely';
import { CHAT_HISTORY_PAGE, type ChatMessageDto, type ChatSideDto } from '../../contract/chat.ts';
import type { Schema } from '../db/Schema.ts';
import type { ChatMessagesTable } from './tables.ts';

type Db = Kysely<Schema>;

export const toMessage = (row: Pick<Selectable<ChatMessagesTable>, 'id' | 'conversation_id' | 'sender' | 'text' | 'created_at'>): ChatMessageDto => ({
  id: row.id,
  conversationId: row.conversation_id,
  sender: row.sender,
  text: row.text,
  sentAt: new Date(row.created_at).toISOString(),
});

const messageColumns = ['id', 'conversation_id', 'sender', 'text', 'created_at'] as const;

export async function insertMessage(
  db: Db,
  message: { conversationId: string; sender: ChatSideDto; senderId: string; text: string; now: Date },
): Promise<ChatMessageDto> {
  const row = await db
    .insertInto('chat_messages')
    .values({
      conversation_id: message.conversationId,
      sender: message.sender,
      sender_id: message.senderId,
      text: message.text,
      created_at: message.now,
    })
    .returning(messageColumns)
    .executeTakeFirstOrThrow();
  return toMessage(row);
}

export async function messageById(db: Db, conversationId: string, id: number): Promise<ChatMessageDto | null> {
  const row = await db
    .selectFrom('chat_messages')
    .select(messageColumns)
    .where('conversation_id', '=', conversationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toMessage(row) : null;
}

/** A page of a conversation's messages before `before` (or the newest), oldest first. */
export async function history(db: Db, conversationId: string, before: number | null): Promise<{ messages: ChatMessageDto[]; hasMore: boolean }> {
  let query = db.selectFrom('chat_messages').select(messageColumns).where('conversation_id', '=', conversationId);
  if (before !== null) query = query.where('id', '<', before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(CHAT_HISTORY_PAGE + 1)
    .execute();
  return { messages: rows.slice(0, CHAT_HISTORY_PAGE).reverse().map(toMessage), hasMore: rows.length > CHAT_HISTORY_PAGE };
}

/**
 * Moves a side's read mark up to `messageId` (never back, never past the conversation's newest
 * message). The new mark, or null when nothing changed.
 */
export async function markRead(db: Db, conversationId: string, side: ChatSideDto, messageId: number, now: Date): Promise<number | null> {
  const newest = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  const mark = Math.min(messageId, Number(newest?.id ?? 0));
  if (mark <= 0) return null;
  const row = await db
    .insertInto('chat_reads')
    .values({ conversation_id: conversationId, side, message_id: mark, read_at: now })
    .onConflict((oc) =>
      oc.columns(['conversation_id', 'side']).doUpdateSet({ message_id: mark, read_at: now }).where('chat_reads.message_id', '<', mark),
    )
    .returning('message_id')
    .executeTakeFirst();
  return row ? row.message_id : null;
}

/** Per conversation: messages of the other side after this side's read mark. */
export async function unreadCounts(db: Db, conversationIds: readonly string[], side: ChatSideDto): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_messages as m')
    .leftJoin('chat_reads as r', (join) => join.onRef('r.conversation_id', '=', 'm.conversation_id').on('r.side', '=', side))
    .select(['m.conversation_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('m.conversation_id', 'in', [...conversationIds])
    .where('m.sender', '<>', side)
    .where(sql<boolean>`m.id > coalesce(r.message_id, 0)`)
    .groupBy('m.conversation_id')
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, Number(row.n)]));
}

/** The newest message of each conversation. */
export async function lastMessages(db: Db, conversationIds: readonly string[]): Promise<Map<string, ChatMessageDto>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_messages')
    .distinctOn('conversation_id')
    .select(messageColumns)
    .where('conversation_id', 'in', [...conversationIds])
    .orderBy('conversation_id')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, toMessage(row)]));
}

/** Both sides' read marks of each conversation. */
export async function readMarks(
  db: Db,
  conversationIds: readonly string[],
): Promise<Map<string, { candidate: number | null; employer: number | null }>> {
  const marks = new Map<string, { candidate: number | null; employer: number | null }>();
  if (conversationIds.length === 0) return marks;
  const rows = await db
    .selectFrom('chat_reads')
    .select(['conversation_id', 'side', 'message_id'])
    .where('conversation_id', 'in', [...conversationIds])
    .execute();
  for (const row of rows) {
    const known = marks.get(row.conversation_id) ?? { candidate: null, employer: null };
    marks.set(row.conversation_id, { ...known, [row.side]: row.message_id });
  }
  return marks;
}

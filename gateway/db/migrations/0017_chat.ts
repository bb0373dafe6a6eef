import { sql, type Kysely } from 'kysely';

/**
 * The chat (gateway/chat/tables.ts, docs/chat.md): one conversation per accepted invitation, its
 * messages (ids increase across the whole chat), each side's read mark, and the candidate's presence
 * for the unread-messages e-mail. Everything goes with the candidate's account or the conversation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'uuid', (c) => c.notNull().unique().references('conversation_requests.id').onDelete('cascade'))
    .addColumn('candidate_id', 'uuid', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('offer_id', 'uuid', (c) => c.notNull())
    .addColumn('offer_title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('conversations_candidate').on('conversations').column('candidate_id').execute();
  await db.schema.createIndex('conversations_company').on('conversations').columns(['tenant_id', 'company_id']).execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender in ('candidate', 'employer')`))
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().check(sql`char_length(text) between 1 and 2000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_conversation').on('chat_messages').columns(['conversation_id', 'id']).execute();

  await db.schema
    .createTable('chat_reads')
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('candidate', 'employer')`))
    .addColumn('message_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_reads_pk', ['conversation_id', 'side'])
    .execute();

  await db.schema
    .createTable('chat_presence')
    .addColumn('candidate_id', 'uuid', (c) => c.primaryKey().references('candidates.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz')
    .addColumn('last_unread_mail_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chat_presence', 'chat_reads', 'chat_messages', 'conversations']) await db.schema.dropTable(table).execute();
}

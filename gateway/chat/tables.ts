import type { Generated } from 'kysely';
import type { ChatSideDto } from '../../contract/chat.ts';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes.ts';

/** One conversation per accepted invitation: the candidate and the company, about one offer (migration 0017). */
export interface ConversationsTable {
  id: string;
  tenant_id: string;
  request_id: string;
  candidate_id: string;
  company_id: number;
  offer_id: string;
  offer_title: string;
  created_at: Timestamp;
}

/** A message: plain text of 1 to 2000 characters, as sent (escaped where it is shown, never here). */
export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: string;
  sender: ChatSideDto;
  /** The candidate's id or the employer user's id. */
  sender_id: string;
  text: string;
  created_at: Timestamp;
}

/** The newest message each side of a conversation has read (the company's users share one mark). */
export interface ChatReadsTable {
  conversation_id: string;
  side: ChatSideDto;
  message_id: number;
  read_at: Timestamp;
}

/** When a candidate's chat was last open, and when they were last e-mailed about unread messages. */
export interface ChatPresenceTable {
  candidate_id: string;
  tenant_id: string;
  last_seen_at: NullableTimestamp;
  last_unread_mail_at: NullableTimestamp;
}

export interface ChatTables {
  conversations: ConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_reads: ChatReadsTable;
  chat_presence: ChatPresenceTable;
}

/** Which side of a conversation: the candidate, or the company (its users share one side). */
export type ChatSide = 'candidate' | 'employer';

export interface ChatMessage {
  /** Increasing across the whole chat: a later message has a larger id. */
  readonly id: number;
  readonly conversationId: string;
  readonly sender: ChatSide;
  /** Plain text; shown escaped. */
  readonly text: string;
  readonly sentAt: string;
}

/** One conversation as a participant sees it (docs/chat.md). */
export interface ConversationSummary {
  readonly id: string;
  readonly jobAdvertisementId: string;
  readonly offerTitle: string;
  readonly company: { readonly id: number; readonly name: string; readonly logoUrl: string | null };
  readonly candidate: { readonly id: string; readonly firstName: string; readonly lastName: string; readonly avatarUrl: string | null };
  readonly createdAt: string;
  readonly lastMessage: ChatMessage | null;
  /** Messages of the other side after this side's read mark. */
  readonly unreadCount: number;
  /** The newest message id each side has read: the read receipts. */
  readonly readUpTo: { readonly candidate: number | null; readonly employer: number | null };
}

export const otherSide = (side: ChatSide): ChatSide => (side === 'candidate' ? 'employer' : 'candidate');

/** Whether the other side has read a message of ours (its read mark reached it). */
export const isReadByOtherSide = (conversation: ConversationSummary, message: ChatMessage, side: ChatSide): boolean => {
  const mark = conversation.readUpTo[otherSide(side)];
  return message.sender === side && mark !== null && mark >= message.id;
};

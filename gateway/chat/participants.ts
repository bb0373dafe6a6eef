import type { ChatSideDto } from '../../contract/chat.ts';

/** Who is on a socket: a candidate, or an employer user speaking for their company (docs/chat.md). */
export type Participant =
  | { readonly side: 'candidate'; readonly tenantId: string; readonly candidateId: string }
  | { readonly side: 'employer'; readonly tenantId: string; readonly userId: string; readonly companyId: number };

/** What a conversation row says about its two sides. */
export interface ConversationSides {
  readonly tenant_id: string;
  readonly candidate_id: string;
  readonly company_id: number;
}

/** The key of a participant's sockets in a process (SocketHub): a candidate, or every user of a company. */
export const candidateKey = (tenantId: string, candidateId: string) => `candidate:${tenantId}:${candidateId}`;
export const companyKey = (tenantId: string, companyId: number) => `company:${tenantId}:${companyId}`;

export const keyOf = (participant: Participant): string =>
  participant.side === 'candidate'
    ? candidateKey(participant.tenantId, participant.candidateId)
    : companyKey(participant.tenantId, participant.companyId);

/** Both sides' keys: where a conversation's messages and read marks go. */
export const keysOf = (conversation: ConversationSides): readonly string[] => [
  candidateKey(conversation.tenant_id, conversation.candidate_id),
  companyKey(conversation.tenant_id, conversation.company_id),
];

/** Whether the participant is one of the conversation's two sides: nobody else reads or writes it. */
export function isMember(participant: Participant, conversation: ConversationSides): boolean {
  if (participant.tenantId !== conversation.tenant_id) return false;
  return participant.side === 'candidate' ? participant.candidateId === conversation.candidate_id : participant.companyId === conversation.company_id;
}

export const senderIdOf = (participant: Participant): string => (participant.side === 'candidate' ? participant.candidateId : participant.userId);

export const otherSide = (side: ChatSideDto): ChatSideDto => (side === 'candidate' ? 'employer' : 'candidate');

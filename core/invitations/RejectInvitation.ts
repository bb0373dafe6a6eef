import type { ResultAsync } from 'neverthrow';
import type { UseCase } from '../shared/UseCase.ts';
import { answerInvitation, type AnswerInvitationInput, type AnswerParts } from './answerInvitation.ts';
import type { InvitationFailure } from './InvitationFailure.ts';
import type { Invitations } from './Invitations.ts';

/** Rejects an invitation (`reason: null`); answerInvitation.ts has the flag, refetch, callback and failure rules. */
export class RejectInvitation implements UseCase<AnswerInvitationInput, void, InvitationFailure> {
  constructor(
    private readonly invitations: Invitations,
    private readonly parts: AnswerParts,
  ) {}

  execute(input: AnswerInvitationInput): ResultAsync<void, InvitationFailure> {
    return answerInvitation(this.parts, 'reject', (ids) => this.invitations.reject(ids), input);
  }
}

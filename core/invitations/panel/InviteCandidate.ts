import type { ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { SnackbarQueue } from '../../ui-state/SnackbarQueue.ts';
import type { SentInvitation } from './CandidateCard.ts';
import type { EmployerCandidates, InviteFailure } from './EmployerCandidates.ts';

export interface InviteCandidateInput {
  readonly candidateId: string;
  readonly offerId: string;
}

/** Snackbar keys of the panel's texts. */
export const INVITE_SENT = 'panel.candidates.inviteSent';
export const inviteFailedKey = (failure: InviteFailure): string =>
  failure.kind === 'already-invited' || failure.kind === 'candidate-not-matched' || failure.kind === 'passive-candidates-unavailable'
    ? `panel.candidates.inviteFailures.${failure.kind}`
    : 'panel.candidates.inviteFailures.generic';

/**
 * Invites a candidate to a conversation about the offer; a snackbar says how it went. Fails with the
 * invitation's failures (already invited, not matched, paused, the gateway's).
 */
export class InviteCandidate implements UseCase<InviteCandidateInput, SentInvitation, InviteFailure> {
  constructor(
    private readonly candidates: EmployerCandidates,
    private readonly calls: AuthenticatedCalls,
    private readonly snackbars: SnackbarQueue,
  ) {}

  execute(input: InviteCandidateInput): ResultAsync<SentInvitation, InviteFailure> {
    return this.calls
      .run(() => this.candidates.invite(input.candidateId, input.offerId))
      .map((sent) => {
        this.snackbars.show({ message: INVITE_SENT, variant: 'success', testId: 'invite-sent' });
        return sent;
      })
      .mapErr((failure) => {
        this.snackbars.show({ message: inviteFailedKey(failure), variant: 'error', testId: 'invite-failed' });
        return failure;
      });
  }
}

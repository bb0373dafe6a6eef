import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../session/SessionCoordinator.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import type { Log } from '../shared/Log.ts';
import type { SnackbarQueue } from '../ui-state/SnackbarQueue.ts';
import { idsOf, type Invitation, type InvitationIds } from './Invitation.ts';
import type { InvitationFailure } from './InvitationFailure.ts';
import { invitationsUser } from './invitationsEnabled.ts';
import type { InvitationsStore } from './InvitationsStore.ts';
import type { LoadInvitations } from './LoadInvitations.ts';

export interface AnswerInvitationInput {
  readonly invitation: Pick<Invitation, 'companyId' | 'jobAdvertisementId'>;
  /** The follow-up callback, run once the list is fetched again. */
  readonly onSuccess?: () => void;
  /** The error snackbar's message (a translation key): the caller's (engagement.md 4). */
  readonly failureMessage: string;
}

/** What an answer needs besides its own gateway call. */
export interface AnswerParts {
  readonly coordinator: SessionCoordinator;
  readonly session: SessionStore;
  readonly store: InvitationsStore;
  readonly load: LoadInvitations;
  readonly snackbars: SnackbarQueue;
  readonly log: Log;
}

/**
 * Accept or reject as the spec has it (engagement.md 4 and 8): set the action-loading flag, call,
 * fetch the list again, clear the flag, run the follow-up callback. On failure: the flag is cleared,
 * the failure logged and the caller's error snackbar shown; the failure is returned.
 */
export function answerInvitation(
  parts: AnswerParts,
  answer: 'accept' | 'reject',
  call: (ids: InvitationIds) => ResultAsync<void, InvitationFailure>,
  input: AnswerInvitationInput,
): ResultAsync<void, InvitationFailure> {
  const candidateId = invitationsUser(parts.session.current);
  const fail = (failure: InvitationFailure) => {
    parts.store.setActionLoading(false);
    parts.log.error(`invitation ${answer} failed`, {
      failure,
      companyId: input.invitation.companyId,
      jobAdvertisementId: input.invitation.jobAdvertisementId,
    });
    parts.snackbars.show({ message: input.failureMessage, variant: 'error', testId: `invitation-${answer}-failed` });
    return failure;
  };
  if (candidateId === null) return errAsync(fail({ kind: 'unauthorized' }));
  parts.store.setActionLoading(true);
  return parts.coordinator
    .run(() => call(idsOf(candidateId, input.invitation)))
    .andThen(() => parts.load.execute({ trigger: 'refetch' }).orElse(() => okAsync(null)))
    .map(() => {
      parts.store.setActionLoading(false);
      input.onSuccess?.();
    })
    .mapErr(fail);
}

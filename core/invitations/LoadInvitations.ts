import { okAsync, ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../session/SessionCoordinator.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Invitation } from './Invitation.ts';
import type { Invitations } from './Invitations.ts';
import { invitationsUser } from './invitationsEnabled.ts';
import type { InvitationsStore } from './InvitationsStore.ts';

/**
 * Why the list is fetched: a component mounted (always refetched, engagement.md 7), the window
 * regained focus, an answer or the live channel asked for it.
 */
export type InvitationsTrigger = 'mount' | 'focus' | 'refetch';

export interface LoadInvitationsInput {
  readonly trigger: InvitationsTrigger;
  /** The caller's switch for refetching on focus (default on); a disabled query never refetches on focus. */
  readonly refetchOnFocus?: boolean;
}

/**
 * Fetches the candidate's invitations into the store. Runs only when enabled (a user id and the
 * passiveCandidates flag); otherwise answers null without a call. Concurrent calls share one fetch.
 * Fails with the list's failures; the store then says `failed`.
 */
export class LoadInvitations implements UseCase<LoadInvitationsInput, readonly Invitation[] | null, GatewayFailure> {
  private inFlight: { candidateId: string; result: ResultAsync<readonly Invitation[], GatewayFailure> } | null = null;

  constructor(
    private readonly invitations: Invitations,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: InvitationsStore,
  ) {}

  execute(input: LoadInvitationsInput): ResultAsync<readonly Invitation[] | null, GatewayFailure> {
    const candidateId = invitationsUser(this.session.current);
    if (candidateId === null) return okAsync(null);
    if (input.trigger === 'focus' && input.refetchOnFocus === false) return okAsync(this.store.current.items);
    if (this.inFlight?.candidateId === candidateId) return this.inFlight.result;
    this.store.loading(candidateId);
    const result = this.coordinator
      .run(() => this.invitations.list(candidateId))
      .map((items) => {
        // A list that arrives after the session changed hands (a logout, another candidate) is not kept.
        if (invitationsUser(this.session.current) === candidateId) this.store.loaded(candidateId, items);
        return items;
      })
      .mapErr((failure) => {
        this.store.failed(candidateId);
        return failure;
      });
    const shared = new ResultAsync(
      (async () => {
        try {
          return await result;
        } finally {
          this.inFlight = null;
        }
      })(),
    );
    this.inFlight = { candidateId, result: shared };
    return shared;
  }
}

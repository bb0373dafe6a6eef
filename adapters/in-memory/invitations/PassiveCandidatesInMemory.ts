import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { InvitationStats, PassiveStatus } from '../../../core/invitations/Invitation.ts';
import type { InvitationFailure } from '../../../core/invitations/InvitationFailure.ts';
import type { PassiveCandidates } from '../../../core/invitations/PassiveCandidates.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { PassiveWorldInMemory } from './PassiveWorldInMemory.ts';

/** The passive-candidates status, opt-in and stats in the fake world. */
export class PassiveCandidatesInMemory implements PassiveCandidates {
  /** Status calls answered so far (tests of the 5 s cache). */
  statusCalls = 0;

  constructor(
    private readonly world: PassiveWorldInMemory,
    private readonly caller: () => string | null,
  ) {}

  status(candidateId: string): ResultAsync<PassiveStatus, GatewayFailure> {
    this.statusCalls += 1;
    const refused = this.refusal(candidateId);
    return refused ? errAsync(refused) : okAsync(this.world.status(candidateId));
  }

  setOptIn(candidateId: string, optedIn: boolean): ResultAsync<PassiveStatus, InvitationFailure> {
    const refused = this.refusal(candidateId);
    if (refused) return errAsync(refused);
    if (optedIn && !this.world.open) return errAsync({ kind: 'passive-candidates-unavailable' });
    this.world.optedIn.set(candidateId, optedIn);
    return okAsync(this.world.status(candidateId));
  }

  stats(candidateId: string): ResultAsync<InvitationStats, GatewayFailure> {
    const refused = this.refusal(candidateId);
    if (refused) return errAsync(refused);
    return okAsync({ total: this.world.invitations.filter((invitation) => invitation.candidateId === candidateId).length });
  }

  private refusal(candidateId: string): GatewayFailure | null {
    const caller = this.caller();
    if (caller === null) return { kind: 'unauthorized' };
    return caller === candidateId ? null : { kind: 'not-found' };
  }
}

import { filter, map, merge, Observable, of, type Observable as Stream } from 'rxjs';
import type { InvitationUpdate, InvitationUpdates } from '../../../core/invitations/InvitationUpdates.ts';
import type { PassiveWorldInMemory } from './PassiveWorldInMemory.ts';

/** The live channel of the fake world: `ready`, then `changed` whenever the bearer's candidate's invitations change. */
export class InvitationUpdatesInMemory implements InvitationUpdates {
  /** Channels open now (tests of opening and closing). */
  open = 0;

  constructor(
    private readonly world: PassiveWorldInMemory,
    private readonly candidateOf: (bearerToken: string) => string | null,
  ) {}

  watch(bearerToken: string): Stream<InvitationUpdate> {
    const candidateId = this.candidateOf(bearerToken);
    if (candidateId === null) return new Observable((subscriber) => subscriber.error({ kind: 'chat-closed', code: 4401 }));
    return new Observable<InvitationUpdate>((subscriber) => {
      this.open += 1;
      const inner = merge(
        of<InvitationUpdate>('ready'),
        this.world.invitationsChanged.pipe(
          filter((changed) => changed === candidateId),
          map((): InvitationUpdate => 'changed'),
        ),
      ).subscribe(subscriber);
      return () => {
        this.open -= 1;
        inner.unsubscribe();
      };
    });
  }
}

import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ConsentName, Consents } from '../../../core/preferences/Consents.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';

/** Consents in a map; `authorize` plays the gateway's bearer check (see SessionTokensInMemory.authorizes). */
export class ConsentsInMemory implements Consents {
  readonly given = new Map<ConsentName, boolean>();

  constructor(private readonly authorize: () => boolean = () => true) {}

  set(name: ConsentName, given: boolean): ResultAsync<void, GatewayFailure> {
    if (!this.authorize()) return errAsync({ kind: 'unauthorized' });
    this.given.set(name, given);
    return okAsync(undefined);
  }
}

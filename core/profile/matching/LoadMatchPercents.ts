import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import { loggedInCandidateId, type SessionStore } from '../../session/SessionStore.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import { MATCH_PERCENTS_BATCH_SIZE, type MatchedOffers } from './MatchedOffers.ts';
import type { MatchPercentsStore } from './MatchPercentsStore.ts';

/** Ids in groups of at most `size`, without repeats or blanks. */
export function idBatches(ids: readonly string[], size = MATCH_PERCENTS_BATCH_SIZE): string[][] {
  const unique = [...new Set(ids.filter((id) => id !== ''))];
  const groups: string[][] = [];
  for (let start = 0; start < unique.length; start += size) groups.push(unique.slice(start, start + size));
  return groups;
}

/**
 * The match percents of the listed offers for their cards' badges, asked in batches of 25 ids and
 * recorded in the store; ids asked before are not asked again. Guests, and candidates the gateway
 * said have not given the profiling consent, get nothing and cause no call (the first 403 is
 * remembered until the session or the consent changes). Fails with the first batch failure
 * (unauthorized, network-failure, http-failure, bad-gateway-payload).
 */
export class LoadMatchPercents implements UseCase<readonly string[], ReadonlyMap<string, number>, GatewayFailure> {
  constructor(
    private readonly matched: MatchedOffers,
    private readonly calls: AuthenticatedCalls,
    private readonly session: SessionStore,
    private readonly store: MatchPercentsStore,
  ) {}

  execute(ids: readonly string[]): ResultAsync<ReadonlyMap<string, number>, GatewayFailure> {
    if (loggedInCandidateId(this.session) === null || this.store.current.consentMissing) return okAsync(new Map());
    const loads = idBatches(ids.filter((id) => !this.store.has(id))).map((batch) =>
      this.calls
        .run(() => this.matched.percents(batch))
        .map((found) => {
          this.store.record(batch, found);
          return found;
        })
        .orElse((failure): ResultAsync<ReadonlyMap<string, number>, GatewayFailure> => {
          if (failure.kind !== 'profiling-consent-required') return errAsync(failure);
          this.store.markConsentMissing();
          return okAsync(new Map());
        }),
    );
    return ResultAsync.combine(loads).map((maps) => new Map(maps.flatMap((map) => [...map])));
  }
}

// @ts-nocheck
import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../shared/Clock.ts';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { OfferSearch } from '../listing/OfferSearch.ts';

/** Records that the offer page was seen, now. */
export class RecordOfferView implements UseCase<string, void, GatewayFailure> {
  constructor(
    private readonly offers: OfferSearch,
    private readonly clock: Clock,
  ) {}

  execute(offerSlug: string): ResultAsync<void, GatewayFailure> {
    return this.offers.recordView({ offerSlug, visitedAt: this.clock.now().toISOString() });
  }
}

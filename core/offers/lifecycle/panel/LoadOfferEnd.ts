import type { ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { EmployerOffers, OfferEnd } from '../EmployerOffers.ts';
import type { LifecycleFailure } from '../LifecycleFailure.ts';

/** What the finish and delete dialogs say about an offer, and which of the two it allows. Fails with not-found, unauthorized, network-failure, http-failure, bad-gateway-payload. */
export class LoadOfferEnd implements UseCase<string, OfferEnd, LifecycleFailure> {
  constructor(
    private readonly offers: EmployerOffers,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(slug: string): ResultAsync<OfferEnd, LifecycleFailure> {
    return this.coordinator.run(() => this.offers.end(slug));
  }
}

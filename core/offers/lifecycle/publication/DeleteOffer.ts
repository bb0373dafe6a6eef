import type { ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { EmployerOffers } from '../EmployerOffers.ts';
import type { LifecycleFailure } from '../LifecycleFailure.ts';
import type { OfferAccess } from '../OfferDraft.ts';

/**
 * Deletes an offer that is not published (finish a published one first). Fails with
 * wrong-offer-status (still published), not-found, unauthorized, network-failure, http-failure.
 */
export class DeleteOffer implements UseCase<OfferAccess, void, LifecycleFailure> {
  constructor(
    private readonly offers: EmployerOffers,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(access: OfferAccess): ResultAsync<void, LifecycleFailure> {
    return this.coordinator.run(() => this.offers.remove(access));
  }
}

import type { ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { EmployerOffers } from '../EmployerOffers.ts';
import type { LifecycleFailure } from '../LifecycleFailure.ts';
import type { OfferAccess, OfferPublication } from '../OfferDraft.ts';

/**
 * Ends the recruitment of a published offer: it leaves search at once. Fails with
 * wrong-offer-status (not published), not-found, unauthorized, network-failure, http-failure,
 * bad-gateway-payload.
 */
export class FinishRecruitment implements UseCase<OfferAccess, OfferPublication, LifecycleFailure> {
  constructor(
    private readonly offers: EmployerOffers,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(access: OfferAccess): ResultAsync<OfferPublication, LifecycleFailure> {
    return this.coordinator.run(() => this.offers.finish(access));
  }
}

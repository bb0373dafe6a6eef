import { errAsync, type ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { EmployerOfferPage, EmployerOffers } from '../EmployerOffers.ts';
import { invalidLifecycleInput, type LifecycleFailure } from '../LifecycleFailure.ts';
import type { OfferStatus } from '../OfferDraft.ts';
import { isPageRequest, type PageRequest } from '../../../shared/paging.ts';

export const EMPLOYER_OFFERS_PAGE_SIZE = 20;
export const EMPLOYER_OFFERS_PAGE_SIZE_MAX = 100;

export interface ListEmployerOffersInput extends PageRequest {
  readonly status?: OfferStatus;
}

/**
 * One page of the company's offers, newest change first, with their views and apply clicks. A page
 * below 1 or a size outside 1 to 100 fails with invalid-input without a call. Fails with
 * unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class ListEmployerOffers implements UseCase<ListEmployerOffersInput, EmployerOfferPage, LifecycleFailure> {
  constructor(
    private readonly offers: EmployerOffers,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute({ page, pageSize = EMPLOYER_OFFERS_PAGE_SIZE, status }: ListEmployerOffersInput): ResultAsync<EmployerOfferPage, LifecycleFailure> {
    if (!isPageRequest(page, pageSize, EMPLOYER_OFFERS_PAGE_SIZE_MAX)) return errAsync(invalidLifecycleInput);
    return this.coordinator.run(() => this.offers.list(page, pageSize, status));
  }
}

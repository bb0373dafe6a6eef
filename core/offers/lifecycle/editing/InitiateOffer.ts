import { errAsync, type ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import { invalidLifecycleInput, type LifecycleFailure } from '../LifecycleFailure.ts';
import type { InitiatedOffer } from '../OfferDraft.ts';
import type { OfferDrafts } from '../OfferDrafts.ts';

/**
 * Starts an offer with a pricing plan: a draft (the logged-in employer's company's, or anyone's
 * holding its edit token) and its token. A blank plan fails with invalid-input without a call.
 * Fails with unknown-plan, too-many-requests, unauthorized, network-failure, http-failure,
 * bad-gateway-payload.
 */
export class InitiateOffer implements UseCase<{ readonly pricingPlan: string }, InitiatedOffer, LifecycleFailure> {
  constructor(
    private readonly drafts: OfferDrafts,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute({ pricingPlan }: { readonly pricingPlan: string }): ResultAsync<InitiatedOffer, LifecycleFailure> {
    const plan = pricingPlan.trim();
    if (plan === '') return errAsync(invalidLifecycleInput);
    return this.coordinator.run(() => this.drafts.initiate(plan));
  }
}

import { okAsync, type ResultAsync } from 'neverthrow';
import type { PricingPlan, PricingPlans, Testimonial } from '../../../core/offers/lifecycle/PricingPlans.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';

/** Plans and testimonials given by the test (the same whatever the language). */
export class PricingPlansInMemory implements PricingPlans {
  constructor(
    private readonly plans: readonly PricingPlan[],
    private readonly quotes: readonly Testimonial[] = [],
  ) {}

  activePlans(): ResultAsync<readonly PricingPlan[], GatewayFailure> {
    return okAsync(this.plans.filter((plan) => plan.active));
  }

  testimonials(): ResultAsync<readonly Testimonial[], GatewayFailure> {
    return okAsync(this.quotes);
  }
}

import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../../shared/Failure.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { Language } from '../../../tenancy/Tenant.ts';
import type { PricingPlans, Testimonial } from '../PricingPlans.ts';

/** What employers say, for the pricing page, in one language. Fails with network-failure, http-failure, bad-gateway-payload. */
export class LoadTestimonials implements UseCase<Language, readonly Testimonial[], GatewayFailure> {
  constructor(private readonly plans: PricingPlans) {}

  execute(language: Language): ResultAsync<readonly Testimonial[], GatewayFailure> {
    return this.plans.testimonials(language);
  }
}

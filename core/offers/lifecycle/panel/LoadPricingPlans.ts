import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../../shared/Failure.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { Language } from '../../../tenancy/Tenant.ts';
import type { PricingPlan, PricingPlans } from '../PricingPlans.ts';

/** The active plans, cheapest first, in one language. Fails with network-failure, http-failure, bad-gateway-payload. */
export class LoadPricingPlans implements UseCase<Language, readonly PricingPlan[], GatewayFailure> {
  constructor(private readonly plans: PricingPlans) {}

  execute(language: Language): ResultAsync<readonly PricingPlan[], GatewayFailure> {
    return this.plans.activePlans(language).map((plans) => [...plans].sort((a, b) => a.price.net - b.price.net));
  }
}

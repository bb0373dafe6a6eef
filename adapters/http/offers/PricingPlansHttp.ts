import type { ResultAsync } from 'neverthrow';
import { PricingPlanListCodec, TestimonialListCodec } from '../../../contract/pricing.ts';
import type { PricingPlan, PricingPlans, Testimonial } from '../../../core/offers/lifecycle/PricingPlans.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/** GET /v2/offer-plans?active&lang and /v2/testimonials?lang: public, no bearer needed. */
export class PricingPlansHttp implements PricingPlans {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  activePlans(language: Language): ResultAsync<readonly PricingPlan[], GatewayFailure> {
    return this.http.get(`${tenantApi(this.tenantId)}/v2/offer-plans`, PricingPlanListCodec, { query: { active: 'true', lang: language } });
  }

  testimonials(language: Language): ResultAsync<readonly Testimonial[], GatewayFailure> {
    return this.http.get(`${tenantApi(this.tenantId)}/v2/testimonials`, TestimonialListCodec, { query: { lang: language } });
  }
}

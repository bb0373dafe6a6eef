import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { Language } from '../../tenancy/Tenant.ts';

/** Amounts in the plan's currency, two decimals at most; net + tax = gross. Old prices are those before a promotion. */
export interface PlanPrice {
  readonly net: number;
  readonly netEur: number;
  readonly gross: number;
  readonly tax: number;
  readonly oldNet: number | null;
  readonly oldGross: number | null;
  readonly oldTax: number | null;
  readonly currency: string;
}

/** A pricing plan (platform.md 3) in one language. */
export interface PricingPlan {
  readonly slug: string;
  readonly name: string;
  readonly price: PlanPrice;
  readonly features: readonly string[];
  readonly recommended: boolean;
  /** ISO 8601: when the promotion ends, or null. */
  readonly promotionDeadline: string | null;
  readonly tags: readonly string[];
  readonly enableGraphics: boolean;
  readonly publicationDays: number;
  readonly active: boolean;
}

export interface Testimonial {
  readonly id: string;
  readonly author: string;
  readonly role: string;
  readonly company: string;
  readonly quote: string;
  readonly avatarUrl: string | null;
}

/** The public pricing: plans an offer is published with, and what employers say. */
export interface PricingPlans {
  /** GET /v2/offer-plans?active&lang: the active plans. Fails with network-failure, http-failure, bad-gateway-payload. */
  activePlans(language: Language): ResultAsync<readonly PricingPlan[], GatewayFailure>;
  /** GET /v2/testimonials?lang. Fails with network-failure, http-failure, bad-gateway-payload. */
  testimonials(language: Language): ResultAsync<readonly Testimonial[], GatewayFailure>;
}

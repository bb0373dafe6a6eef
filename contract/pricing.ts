import * as t from 'io-ts';
import { nullable } from './nullable.ts';

/**
 * Pricing: the plans an offer is published with, the testimonials of the pricing page, and the
 * prepaid codes of a company (platform.md sections 3 and 7). Amounts are numbers in the plan's
 * currency, two decimals at most; `net` + `tax` = `gross`.
 */

export const PlanCurrencyCodec = t.keyof({ PLN: null, EUR: null });
export type PlanCurrency = t.TypeOf<typeof PlanCurrencyCodec>;

export const PlanPriceCodec = t.type({
  net: t.number,
  /** The net price in euro, for comparing plans across boards. */
  netEur: t.number,
  gross: t.number,
  tax: t.number,
  /** The price before a promotion, or null when there is none. */
  oldNet: nullable(t.number),
  oldGross: nullable(t.number),
  oldTax: nullable(t.number),
  currency: PlanCurrencyCodec,
});
export type PlanPriceDto = t.TypeOf<typeof PlanPriceCodec>;

/** GET /v2/offer-plans?active[&lang]: one plan, in the language asked for (the tenant's by default). */
export const PricingPlanCodec = t.type({
  slug: t.string,
  name: t.string,
  price: PlanPriceCodec,
  features: t.array(t.string),
  recommended: t.boolean,
  /** ISO 8601: when the promotion (old price) ends; null without one. */
  promotionDeadline: nullable(t.string),
  tags: t.array(t.string),
  enableGraphics: t.boolean,
  /** How many days an offer published with this plan stays in search. */
  publicationDays: t.number,
  active: t.boolean,
});
export type PricingPlanDto = t.TypeOf<typeof PricingPlanCodec>;
export const PricingPlanListCodec = t.array(PricingPlanCodec);
export type PricingPlanListDto = t.TypeOf<typeof PricingPlanListCodec>;

/** GET /v2/testimonials[?lang]. */
export const TestimonialCodec = t.type({
  id: t.string,
  author: t.string,
  role: t.string,
  company: t.string,
  quote: t.string,
  avatarUrl: nullable(t.string),
});
export type TestimonialDto = t.TypeOf<typeof TestimonialCodec>;
export const TestimonialListCodec = t.array(TestimonialCodec);
export type TestimonialListDto = t.TypeOf<typeof TestimonialListCodec>;

export const PrepaidCodeStatusCodec = t.keyof({ available: null, used: null, expired: null });
export type PrepaidCodeStatus = t.TypeOf<typeof PrepaidCodeStatusCodec>;

/** GET /v2/employer-panel/codes: the company's prepaid codes, newest first. A code publishes or extends one offer once. */
export const PrepaidCodeCodec = t.type({
  code: t.string,
  pricingPlan: t.string,
  /** Days of publication the code gives (a new publication, or days added to a running one). */
  days: t.number,
  status: PrepaidCodeStatusCodec,
  createdAt: t.string,
  expiresAt: t.string,
  usedAt: nullable(t.string),
  /** The slug of the offer it published or extended. */
  usedFor: nullable(t.string),
});
export type PrepaidCodeDto = t.TypeOf<typeof PrepaidCodeCodec>;
export const PrepaidCodeListCodec = t.type({ items: t.array(PrepaidCodeCodec) });
export type PrepaidCodeListDto = t.TypeOf<typeof PrepaidCodeListCodec>;

import type { Generated, JSONColumnType } from 'kysely';
import type { OfferFieldsDto, OfferStatus } from '../../contract/offerLifecycle.ts';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes.ts';

export type Texts = { readonly pl: string; readonly en: string };

/**
 * A pricing plan of a tenant. Amounts in minor units (grosz, cent) of `currency`, so that sums stay
 * exact; tax is a rate in percent. Names and features in both languages.
 */
export interface PricingPlansTable {
  tenant_id: string;
  slug: string;
  position: number;
  currency: 'PLN' | 'EUR';
  net_minor: number;
  /** The price before the promotion, shown until promotion_deadline; null without a promotion. */
  old_net_minor: number | null;
  tax_rate_percent: number;
  publication_days: number;
  recommended: boolean;
  enable_graphics: boolean;
  active: boolean;
  promotion_deadline: NullableTimestamp;
  names: JSONColumnType<Texts>;
  features: JSONColumnType<{ readonly pl: readonly string[]; readonly en: readonly string[] }>;
  tags: JSONColumnType<readonly string[]>;
}

export interface TestimonialsTable {
  id: string;
  tenant_id: string;
  position: number;
  author: string;
  company: string;
  roles: JSONColumnType<Texts>;
  quotes: JSONColumnType<Texts>;
}

/**
 * An employer's offer through its whole life (docs/offer-lifecycle.md). The form is one JSON value
 * (every field of the offer entity, validated); while it is published, the listing's `offers`
 * table holds its searchable copy under the same id and slug.
 */
export interface EmployerOffersTable {
  id: string;
  slug: string;
  tenant_id: string;
  /** The company it belongs to; null for a guest's draft until a company claims it or it is published. */
  company_id: number | null;
  created_by: string | null;
  /** SHA-256 of the edit token (`?token=`), which works for this offer only. */
  edit_token_hash: string;
  pricing_plan: string;
  status: OfferStatus | 'deleted';
  form: JSONColumnType<OfferFieldsDto>;
  logo: Buffer | null;
  logo_type: string | null;
  /** Days paid for (or given by a code) but not used yet: a payment that arrived while the form was incomplete. */
  credit_days: number | null;
  published_at: NullableTimestamp;
  /** When the publication ends (validThrough); extended by a code or a payment. */
  expires_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A prepaid code of a company: publishes or extends one offer once, for `days`, until it expires. */
export interface PrepaidCodesTable {
  code: string;
  tenant_id: string;
  company_id: number;
  pricing_plan: string;
  days: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  used_for_offer_id: string | null;
}

/** A click on an offer's apply button (POST /v1/offers/{slug}/apply-clicks), for the panel's statistics. */
export interface OfferApplyClicksTable {
  id: Generated<number>;
  tenant_id: string;
  offer_slug: string;
  clicked_at: Timestamp;
}

/** Tables of the offer lifecycle (migration 0008). */
export interface OfferLifecycleTables {
  pricing_plans: PricingPlansTable;
  testimonials: TestimonialsTable;
  employer_offers: EmployerOffersTable;
  prepaid_codes: PrepaidCodesTable;
  offer_apply_clicks: OfferApplyClicksTable;
}

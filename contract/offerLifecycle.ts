import * as t from 'io-ts';
import { nullable } from './nullable.ts';

/**
 * An employer's offer from draft to deletion (docs/offer-lifecycle.md). The v1 calls carry the
 * offer (server) entity of platform.md 3 in snake_case; the v2 panel calls answer camelCase.
 * Values come from the gateway's dictionaries: `/categories`, `/cities`, `/employment-types` and
 * the listing configuration's experience levels, workplace types and working times.
 */

export const OfferStatusCodec = t.keyof({ draft: null, paid: null, published: null, finished: null, expired: null });
export type OfferStatus = t.TypeOf<typeof OfferStatusCodec>;

/** One contract with its pay range: `from`/`to` per `unit` (month unless said), `gross` (default: true for permanent). */
export const OfferEmploymentTypeCodec = t.intersection([
  t.type({ type: t.string }),
  t.partial({ from: nullable(t.number), to: nullable(t.number), currency: t.string, gross: t.boolean, unit: t.string }),
]);
export type OfferEmploymentTypeInput = t.TypeOf<typeof OfferEmploymentTypeCodec>;
export const OfferSkillCodec = t.type({ name: t.string, level: t.number });
export type OfferSkillDto = t.TypeOf<typeof OfferSkillCodec>;
export const OfferConsentCodec = t.type({ text: t.string, enabled: t.boolean });
export type OfferConsentDto = t.TypeOf<typeof OfferConsentCodec>;

/** An offer's form fields around its employment types, in the form's order: one list for the PATCH and the stored form. */
const formFieldsBefore = {
  title: nullable(t.string),
  body: nullable(t.string),
  category_id: nullable(t.number),
  city: nullable(t.string),
  street: nullable(t.string),
  latitude: nullable(t.number),
  longitude: nullable(t.number),
  experience_level: nullable(t.string),
  workplace_type: nullable(t.string),
  working_time: nullable(t.string),
};
const formFieldsAfter = {
  required_skills: t.array(OfferSkillCodec),
  optional_skills: t.array(OfferSkillCodec),
  apply_url: nullable(t.string),
  apply_email: nullable(t.string),
  contact_email: nullable(t.string),
  contact_name: nullable(t.string),
  contact_phone: nullable(t.string),
  information_clause: nullable(t.string),
  future_consent: nullable(OfferConsentCodec),
  custom_consent: nullable(OfferConsentCodec),
  remote_interview: t.boolean,
  open_to_hire_ukrainians: t.boolean,
  company_name: nullable(t.string),
  company_size: nullable(t.string),
  company_url: nullable(t.string),
};

/**
 * PATCH /v1/offers/{slug}: the fields to change (a field left out keeps its value, null clears
 * it). The multipart form of the logged-in PATCH sends the same names (platform.md 5): booleans as
 * 1/0, `employment_types[0][from]` for nested values, `subcategory_id` over `category_id`, `logo` a file.
 */
export const OfferFormCodec = t.partial({
  ...formFieldsBefore,
  employment_types: t.array(OfferEmploymentTypeCodec),
  ...formFieldsAfter,
});
export type OfferFormDto = t.TypeOf<typeof OfferFormCodec>;

/** A stored employment type: every part filled in. */
export const StoredEmploymentTypeCodec = t.type({
  type: t.string,
  from: nullable(t.number),
  to: nullable(t.number),
  currency: t.string,
  gross: t.boolean,
  unit: t.string,
});
export type StoredEmploymentTypeDto = t.TypeOf<typeof StoredEmploymentTypeCodec>;

/** The whole form as stored: every field present, empty ones null. */
export const OfferFieldsCodec = t.type({
  ...formFieldsBefore,
  employment_types: t.array(StoredEmploymentTypeCodec),
  ...formFieldsAfter,
});
export type OfferFieldsDto = t.TypeOf<typeof OfferFieldsCodec>;

/** GET /v1/offers/{slug}?token: the offer as its editor sees it. `body` is sanitised HTML. */
export const OfferDraftCodec = t.intersection([
  OfferFieldsCodec,
  t.type({
    id: t.string,
    slug: t.string,
    status: OfferStatusCodec,
    pricing_plan: t.string,
    company_logo: nullable(t.string),
    created_at: t.string,
    updated_at: t.string,
    published_at: nullable(t.string),
    expires_at: nullable(t.string),
    finished_at: nullable(t.string),
  }),
]);
export type OfferDraftDto = t.TypeOf<typeof OfferDraftCodec>;

/** POST /v1/offers/initiate (anonymous or with an employer bearer). 201 `InitiatedOfferCodec`. */
export const InitiateOfferRequestCodec = t.type({ pricing_plan: t.string });
export type InitiateOfferRequestDto = t.TypeOf<typeof InitiateOfferRequestCodec>;
/** `token` edits this one offer (`?token=`); only its hash is kept, so it cannot be shown again. */
export const InitiatedOfferCodec = t.type({ slug: t.string, token: t.string });
export type InitiatedOfferDto = t.TypeOf<typeof InitiatedOfferCodec>;

/** The answer of PATCH /v1/offers/{slug}. */
export const OfferSavedCodec = t.type({ id: t.string, slug: t.string, status: OfferStatusCodec });
export type OfferSavedDto = t.TypeOf<typeof OfferSavedCodec>;

/** Body of publish-with-code, extend-with-code and finish-recruitment: the edit token when not logged in. */
export const OfferTokenBodyCodec = t.partial({ token: t.string });
export type OfferTokenBodyDto = t.TypeOf<typeof OfferTokenBodyCodec>;

/** Where an offer stands after publish, extend or finish. */
export const OfferPublicationCodec = t.type({
  id: t.string,
  slug: t.string,
  status: OfferStatusCodec,
  published_at: nullable(t.string),
  expires_at: nullable(t.string),
  finished_at: nullable(t.string),
});
export type OfferPublicationDto = t.TypeOf<typeof OfferPublicationCodec>;

/** GET /v1/offers/{slug}/verify-code/{code}?token&extend: the code can be used on this offer now. */
export const VerifiedCodeCodec = t.type({ code: t.string, valid: t.literal(true), pricing_plan: t.string, days: t.number, extend: t.boolean });
export type VerifiedCodeDto = t.TypeOf<typeof VerifiedCodeCodec>;

/** GET /v2/employer-panel/offers: one of the company's offers. */
export const EmployerOfferItemCodec = t.type({
  id: t.string,
  slug: t.string,
  title: nullable(t.string),
  status: OfferStatusCodec,
  pricingPlan: t.string,
  createdAt: t.string,
  updatedAt: t.string,
  publishedAt: nullable(t.string),
  expiresAt: nullable(t.string),
  finishedAt: nullable(t.string),
  views: t.number,
  applyClicks: t.number,
});
export type EmployerOfferItemDto = t.TypeOf<typeof EmployerOfferItemCodec>;
export const EmployerOfferListCodec = t.type({ items: t.array(EmployerOfferItemCodec), page: t.number, pageSize: t.number, total: t.number });
export type EmployerOfferListDto = t.TypeOf<typeof EmployerOfferListCodec>;

/** GET /v2/employer-panel/offers/statistics[?from&to&slug]: views and apply clicks per UTC day, every day of the range present. */
export const StatisticsDayCodec = t.type({ date: t.string, views: t.number, applyClicks: t.number });
export const OfferStatisticsCodec = t.type({
  from: t.string,
  to: t.string,
  days: t.array(StatisticsDayCodec),
  offers: t.array(t.type({ slug: t.string, title: nullable(t.string), views: t.number, applyClicks: t.number })),
  totals: t.type({ views: t.number, applyClicks: t.number }),
});
export type OfferStatisticsDto = t.TypeOf<typeof OfferStatisticsCodec>;

/** GET /v2/employer-panel/offers/end/{slug}: what the finish-recruitment dialog shows. */
export const OfferEndCodec = t.type({
  slug: t.string,
  title: nullable(t.string),
  status: OfferStatusCodec,
  publishedAt: nullable(t.string),
  expiresAt: nullable(t.string),
  finishedAt: nullable(t.string),
  /** Only a published offer can be finished. */
  canFinish: t.boolean,
  /** Only an offer that is not published can be deleted. */
  canDelete: t.boolean,
});
export type OfferEndDto = t.TypeOf<typeof OfferEndCodec>;

/**
 * Every refusal of the lifecycle, code and payment routes (4xx, and 502 from the payment provider):
 * `error` is the code the client branches on (`invalid-offer`, `offer-incomplete`,
 * `salary-range-required`, `unknown-plan`, `wrong-offer-status`, `not-published`, `offer-active`,
 * `code-not-found`, `code-used`, `code-expired`, `payment-provider-unavailable`, ...), `message` a
 * sentence; `fields` names the fields (by field for `invalid-offer`), `status` the offer's status.
 */
export const OfferRefusalCodec = t.intersection([
  t.type({ error: t.string, message: t.string }),
  t.partial({ fields: t.union([t.array(t.string), t.record(t.string, t.string)]), status: t.string }),
]);
export type OfferRefusalDto = t.TypeOf<typeof OfferRefusalCodec>;

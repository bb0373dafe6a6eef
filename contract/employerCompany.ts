import * as t from 'io-ts';
import { BrandStoryContentCodec, BrandStoryStatusKeyCodec, CompanyTypeKeyCodec } from './companies.ts';
import { EmployerRoleCodec, EmployerUserCodec } from './employer.ts';
import { OfferConsentCodec } from './offerLifecycle.ts';
import { nullable } from './nullable.ts';

/**
 * The employer panel's company calls (docs/employer-api.md, "Company"): the company's data,
 * billing data, default clauses, users and brand story. The v1 calls speak snake_case like the
 * other v1 calls; the v2 panel calls answer camelCase.
 */

/** The payment request's invoice fields (contract/payments.ts), kept for the company; '' where none. */
export const BillingDataCodec = t.type({
  invoice_company_name: t.string,
  invoice_street: t.string,
  invoice_street_number: t.string,
  invoice_city: t.string,
  invoice_postal_code: t.string,
  invoice_country: t.string,
  invoice_tax_id: t.string,
});
export type BillingDataDto = t.TypeOf<typeof BillingDataCodec>;

/** PATCH /v2/employer-panel/company/billing-data: the fields to change (left out: kept). 200 `BillingDataCodec`. */
export const BillingDataUpdateCodec = t.partial(BillingDataCodec.props);
export type BillingDataUpdateDto = t.TypeOf<typeof BillingDataUpdateCodec>;

/** The default clauses: the offer form's fields of the same names, copied into each new offer at initiation. */
export const ClausesCodec = t.type({
  information_clause: nullable(t.string),
  future_consent: nullable(OfferConsentCodec),
  custom_consent: nullable(OfferConsentCodec),
});
export type ClausesDto = t.TypeOf<typeof ClausesCodec>;

/** PATCH /v2/employer-panel/company/clauses: the clauses to change (left out: kept; null: none). 200 `ClausesCodec`. */
export const ClausesUpdateCodec = t.partial(ClausesCodec.props);
export type ClausesUpdateDto = t.TypeOf<typeof ClausesUpdateCodec>;

/** GET /v1/company (and the answer of POST /v1/company/company_data): the logged-in user's company. */
export const CompanyCodec = t.type({
  id: t.number,
  slug: t.string,
  name: t.string,
  logo_url: t.string,
  /** False while the board draws the company's initials instead of an uploaded logo. */
  has_own_logo: t.boolean,
  cover_url: nullable(t.string),
  short_description: t.string,
  type: CompanyTypeKeyCodec,
  industry: nullable(t.string),
  size: t.string,
  site: t.string,
  billing: BillingDataCodec,
  clauses: ClausesCodec,
  brand_story: t.keyof({ none: null, draft: null, published: null }),
});
export type CompanyDto = t.TypeOf<typeof CompanyCodec>;

/** One user of the company (GET /v2/employer-panel/users, PATCH …/users/{id}). */
export const CompanyUserCodec = t.type({ ...EmployerUserCodec.props, createdAt: t.string });
export type CompanyUserDto = t.TypeOf<typeof CompanyUserCodec>;

export const CompanyUsersCodec = t.type({ items: t.array(CompanyUserCodec) });
export type CompanyUsersDto = t.TypeOf<typeof CompanyUsersCodec>;

/** PATCH /v2/employer-panel/users/{id}: name, phone (null or '' clears it), role. */
export const CompanyUserUpdateCodec = t.partial({ name: t.string, phone: nullable(t.string), role: EmployerRoleCodec });
export type CompanyUserUpdateDto = t.TypeOf<typeof CompanyUserUpdateCodec>;

export const BrandStoryPictureCodec = t.type({ id: t.string, url: t.string });

/**
 * GET /v2/employer-panel/brand-stories/data/{slug} and the answer of PUT …/{slug}: the story in both
 * languages with its pictures. The published story for anyone; the draft too for the company's users.
 */
export const BrandStoryEditorCodec = t.type({
  slug: t.string,
  status: BrandStoryStatusKeyCodec,
  technologies: t.array(t.string),
  content: t.type({ pl: BrandStoryContentCodec, en: BrandStoryContentCodec }),
  pictures: t.array(BrandStoryPictureCodec),
  updatedAt: t.string,
});
export type BrandStoryEditorDto = t.TypeOf<typeof BrandStoryEditorCodec>;

/**
 * PUT /v2/employer-panel/brand-stories/{slug} (multipart), its text fields: `content` a JSON text of
 * `{ pl, en }` stories, `technologies` a JSON array of names, `published` 1/0, `pictures` a JSON array
 * of the ids of the pictures kept, in order; each file part named `picture` is a new picture after them.
 */
export const BrandStoryFieldsCodec = t.type({
  content: t.type({ pl: BrandStoryContentCodec, en: BrandStoryContentCodec }),
  technologies: t.array(t.string),
  pictures: t.array(t.string),
});
export type BrandStoryFieldsDto = t.TypeOf<typeof BrandStoryFieldsCodec>;

/** GET /v2/employer-panel/brand-stories/technologies: `[{ value, label }]`, most used on the board first. */
export { DictionaryCodec as TechnologiesCodec } from './listingDictionaries.ts';

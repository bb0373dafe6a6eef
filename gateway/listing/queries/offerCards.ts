import { sql, type Kysely } from 'kysely';
import type { OfferFieldsDto } from '../../../contract/offerLifecycle.ts';
import type { EmploymentTypeRow, MultilocationRow, Schema, SkillRow } from '../../db/Schema.ts';
import { SVG_LOGO_PREFIX } from '../companyLogos.ts';

/**
 * The rows every offer query family shares: an offer card and the offer page's detail. The
 * listing's SQL runs every filter, sort and count in PostgreSQL on indexed columns (migrations
 * 0001 and 0002; figures in docs/performance.md). Callers pass resolved filters.
 */

/** What an offer card needs, straight from the row. */
export interface OfferListRow {
  id: string;
  slug: string;
  title: string;
  employment_types: EmploymentTypeRow[];
  company_logo: string;
  company_slug: string;
  company_name: string;
  apply_url: string | null;
  workplace_type: string;
  experience_level: string;
  working_time: string;
  city_slug: string;
  city_label_pl: string;
  city_label_en: string;
  category_id: number;
  latitude: number;
  longitude: number;
  required_skills: SkillRow[];
  multilocation: MultilocationRow[];
  /** A Date from a column, an ISO 8601 string from a JSON-aggregated page. */
  published_at: Date | string;
}

export interface OfferDetailRow extends OfferListRow {
  description: string;
  street: string;
  company_size: string;
  company_url: string;
  company_slug: string;
  optional_skills: SkillRow[];
  remote_interview: boolean;
  ukraine_friendly: boolean;
  category_slug: string;
  /** The city's country code; the offer page's query reads it. */
  country?: string;
  /** An employer's offer: its form (the fields of platform.md 3) and the end of its publication; null for the demo offers. */
  employer_form?: OfferFieldsDto | null;
  expires_at?: Date | null;
}

/**
 * The company's logo as a card needs it: a stored SVG is served at its own address (companyLogos.ts),
 * so for one only its prefix is read, not the image (52 of a page query's 134 KiB); any other stored
 * address whole.
 */
export const cardLogo = sql<string>`case when c.logo like ${`${SVG_LOGO_PREFIX}%`} then ${SVG_LOGO_PREFIX} else c.logo end`;

/** The plain columns of an offer card, over `offers as o`, `companies as c` and `cities as ci`; with the logo, `cardColumns`. */
export const cardPlainColumns = [
  'o.id',
  'o.slug',
  'o.title',
  'o.employment_types',
  'c.slug as company_slug',
  'c.name as company_name',
  'o.apply_url',
  'o.workplace_type',
  'o.experience_level',
  'o.working_time',
  'o.city_slug',
  'ci.label_pl as city_label_pl',
  'ci.label_en as city_label_en',
  'o.category_id',
  'o.latitude',
  'o.longitude',
  'o.required_skills',
  'o.multilocation',
  'o.published_at',
] as const;

/** The columns of an offer card, over `offers as o`, `companies as c` and `cities as ci`. */
export const cardColumns = [...cardPlainColumns, cardLogo.as('company_logo')] as const;

/** `offers as o` with its company and city, selecting the card's columns. */
export function offerCards(db: Kysely<Schema>) {
  return db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .innerJoin('cities as ci', 'ci.slug', 'o.city_slug')
    .select(cardColumns);
}

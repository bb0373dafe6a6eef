import type { ColumnType, Generated } from 'kysely';
import type { AlertTables } from '../alerts/tables.ts';
import type { SessionTables } from '../session/tables.ts';
import type { AnalyticsTables } from '../analytics/tables.ts';
import type { EmployerTables } from '../employer/tables.ts';
import type { OfferLifecycleTables } from '../offers/tables.ts';
import type { PaymentTables } from '../payments/tables.ts';
import type { ProfileTables } from '../profile/tables.ts';
import type { CompanyTables } from '../companies/tables.ts';
import type { DictionaryTables } from '../dictionaries/tables.ts';
import type { InvitationTables } from '../invitations/tables.ts';
import type { ChatTables } from '../chat/tables.ts';
import type { DocumentTables } from '../documents/tables.ts';
import type { ApplicationTables } from '../applications/tables.ts';
import type { Json, Timestamp } from './columnTypes.ts';

export interface EmploymentTypeRow {
  type: string;
  from: number | null;
  to: number | null;
  currency: string;
  unit: 'hour' | 'day' | 'month' | 'year';
  gross: boolean;
}
export interface SkillRow {
  name: string;
  level: number;
}
export interface MultilocationRow {
  city: string;
  slug: string;
}

export interface CategoriesTable {
  id: number;
  tenant_id: string;
  slug: string;
  parent_id: number | null;
  label_pl: string;
  label_en: string;
  position: number;
  depth: number;
  lft: number;
  rgt: number;
  icon: string | null;
  redirect_to: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface CitiesTable {
  slug: string;
  label_pl: string;
  label_en: string;
  country: string;
  grp: string;
  position: number;
  latitude: number;
  longitude: number;
}

export interface CompaniesTable {
  id: number;
  slug: string;
  name: string;
  company_type: string;
  size: string;
  url: string;
  logo: string;
  short_description: string;
  is_top: boolean;
  is_actively_recruiting: boolean;
}

export interface OffersTable {
  id: string;
  slug: string;
  tenant_id: string;
  title: string;
  company_id: number;
  category_id: number;
  city_slug: string;
  street: string;
  latitude: number;
  longitude: number;
  workplace_type: string;
  experience_level: string;
  working_time: string;
  employment_types: Json<EmploymentTypeRow[]>;
  employment_type_keys: string[];
  salary_min_month_pln: number | null;
  salary_max_month_pln: number | null;
  required_skills: Json<SkillRow[]>;
  optional_skills: Json<SkillRow[]>;
  skill_names: string[];
  multilocation: Json<MultilocationRow[]>;
  ukraine_friendly: boolean;
  remote_interview: boolean;
  description: string;
  apply_url: string | null;
  published_at: Timestamp;
  /** Title, company and skills: the text a keyword is matched against (search_text is derived from it). */
  search_document: string;
  search_text: ColumnType<string, never, never>;
}

export interface OfferViewsTable {
  id: Generated<number>;
  brand: string;
  offer_slug: string;
  visited_at: Timestamp;
}

/** Tables of the listing context (migration 0001). */
export interface ListingTables {
  categories: CategoriesTable;
  cities: CitiesTable;
  companies: CompaniesTable;
  offers: OffersTable;
  offer_views: OfferViewsTable;
}

/**
 * The whole database as Kysely sees it: each context's tables interface, joined here.
 * A context adds `gateway/<context>/tables.ts`, its migration, and one name to this list.
 */
export interface Schema
  extends
    ListingTables,
    SessionTables,
    AlertTables,
    AnalyticsTables,
    EmployerTables,
    OfferLifecycleTables,
    PaymentTables,
    ProfileTables,
    CompanyTables,
    DictionaryTables,
    DocumentTables,
    ApplicationTables,
    InvitationTables,
    ChatTables {}

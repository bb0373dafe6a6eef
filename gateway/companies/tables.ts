import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { BrandStoryContentDto } from '../../contract/companies.ts';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes.ts';

/**
 * The company profile (migration 0012; docs/companies.md). `companies` (the listing's table) keeps
 * name, slug, logo, short description, type, size, site and the two badges; these tables add what a
 * company page shows besides. Every row goes with its company (on delete cascade), so replacing the
 * demo companies replaces their profiles.
 */

/** The industries dictionary (keys are stable; labels in both languages). */
export interface IndustriesTable {
  key: string;
  label_pl: string;
  label_en: string;
  position: number;
}

/** An image a company shows: its cover, later uploaded logos and brand-story photos. Bytes in the database, served by /api/company-images/{id}. */
export interface CompanyImagesTable {
  id: string;
  company_id: number;
  purpose: 'cover' | 'logo' | 'story';
  /** image/png, image/jpeg, image/webp; image/svg+xml only for the images the seed draws. */
  media_type: string;
  bytes: Buffer;
  created_at: Timestamp;
}

/** One row per company that has a profile; a company without one is a "legacy" profile. */
export interface CompanyProfilesTable {
  company_id: number;
  cover_image_id: string | null;
  industry: string | null;
  updated_at: Timestamp;
}

/** The company's offices, in order (the first is its headquarters). */
export interface CompanyLocationsTable {
  id: Generated<number>;
  company_id: number;
  city_slug: string;
  street: string;
  latitude: number;
  longitude: number;
  position: number;
}

/** A company's brand story in both languages; shown only once published. */
export interface BrandStoriesTable {
  company_id: number;
  status: 'draft' | 'published';
  content: JSONColumnType<{ readonly pl: BrandStoryContentDto; readonly en: BrandStoryContentDto }>;
  technologies: string[];
  /** Its pictures (`company_images`, purpose story) in order, both languages' (migration 0021). */
  picture_ids: ColumnType<string[], string[] | undefined, string[]>;
  published_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** Tables of the companies context (migration 0012). */
export interface CompanyTables {
  industries: IndustriesTable;
  company_images: CompanyImagesTable;
  company_profiles: CompanyProfilesTable;
  company_locations: CompanyLocationsTable;
  brand_stories: BrandStoriesTable;
}

import type { CityGroup } from '../tenancy/Tenant.ts';
import type { Currency, EmploymentType, ExperienceLevel, WorkingTime, WorkplaceType } from './FilterValues.ts';

/**
 * The offers and dictionaries as core sees them. Structurally the contract's DTOs
 * (contract/listing.ts), so the HTTP adapter returns decoded DTOs as they are; a type test in
 * tests/core/listing keeps the two in step.
 */

export type SalaryUnit = 'hour' | 'day' | 'month' | 'year';

/** One employment type of an offer, in the currency asked for. `converted`: not the employer's own figure. */
export interface OfferEmploymentType {
  readonly type: EmploymentType;
  readonly from: number | null;
  readonly to: number | null;
  readonly currency: Currency;
  readonly unit: SalaryUnit;
  readonly gross: boolean;
  readonly converted: boolean;
  /** What the employer wrote, when `converted`. */
  readonly original: {
    readonly from: number | null;
    readonly to: number | null;
    readonly currency: Currency;
    readonly unit: SalaryUnit;
  } | null;
}

export interface Skill {
  readonly name: string;
  readonly level: number;
}

export interface OfferLocation {
  readonly city: string;
  readonly slug: string;
}

/** An offer in a list (spec: offer list item and offer card). */
export interface OfferCard {
  readonly slug: string;
  readonly guid: string;
  readonly title: string;
  readonly employmentTypes: readonly OfferEmploymentType[];
  readonly companyLogoThumbUrl: string;
  readonly applyUrl: string | null;
  readonly companyName: string;
  readonly workplaceType: WorkplaceType;
  readonly experienceLevel: ExperienceLevel;
  readonly workingTime: WorkingTime;
  readonly city: string;
  readonly citySlug: string;
  readonly categoryId: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly requiredSkills: readonly Skill[];
  readonly multilocation: readonly OfferLocation[];
  /** ISO 8601. */
  readonly publishedAt: string;
  /** Shown only when present. */
  readonly matchPercent?: number | null;
  readonly isFavorite?: boolean;
}

/** The full offer of the offer page. */
export interface OfferDetail extends OfferCard {
  readonly id: string;
  readonly description: string;
  readonly street: string;
  readonly companySize: string;
  readonly companyUrl: string;
  readonly companySlug: string;
  readonly optionalSkills: readonly Skill[];
  readonly remoteInterview: boolean;
  readonly ukraineFriendly: boolean;
  readonly categorySlug: string;
  /** When the offer ends (ISO 8601), when known. */
  readonly validThrough?: string;
  /** The city's country, ISO 3166 alpha-2. */
  readonly countryCode?: string;
  /** The employer's own fields (platform.md 3), on offers employers published. */
  readonly applyEmail?: string | null;
  readonly contactName?: string | null;
  readonly contactEmail?: string | null;
  readonly contactPhone?: string | null;
  /** The data-protection notice an applicant reads. */
  readonly informationClause?: string | null;
  /** Consent to future recruitment, and the employer's own consent: asked of applicants when enabled. */
  readonly futureConsent?: OfferConsentText | null;
  readonly customConsent?: OfferConsentText | null;
}

export interface OfferConsentText {
  readonly text: string;
  readonly enabled: boolean;
}

/** A page of search results: up to `pageSize` offers from offset `from`. */
export interface OffersPage {
  readonly items: readonly OfferCard[];
  readonly totalCount: number;
  /** The `from` of the next page, or null on the last one. */
  readonly nextFrom: number | null;
  readonly pageSize: number;
}

/** A category as the client sees it; main categories carry their children. */
export interface Category {
  readonly value: number;
  readonly slug: string;
  readonly seoSlug: string;
  readonly label: string;
  readonly isMain: boolean;
  readonly parentKey: string | null;
  readonly parentValue: number | null;
  readonly icon: string | null;
  /** An external address the category bar opens instead of filtering. */
  readonly redirectTo: string | null;
  readonly static: boolean;
  readonly children: readonly Category[];
}

/** A city of the location picker. 'lastSearch' only for cities read back from the last locations. */
export interface City {
  readonly slug: string;
  readonly label: string;
  readonly value: string;
  readonly group: 'top' | 'list' | 'lastSearch';
  readonly tenantGroup: CityGroup;
  readonly countryCode: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface Suggestion {
  readonly title: string;
}

/** Search suggestions for a typed text. */
export interface Suggestions {
  readonly titles: readonly Suggestion[];
  readonly companies: readonly Suggestion[];
  readonly skills: readonly Suggestion[];
}

export interface CategoryCount {
  readonly categoryId: number;
  readonly count: number;
}

/** A group of offers on the map. */
export interface Cluster {
  readonly id: string;
  readonly count: number;
  readonly region: string;
  readonly longitude: number;
  readonly latitude: number;
  readonly categoryId: number | null;
  readonly categoryKey: string | null;
  readonly geoJson: unknown;
}

/** A single offer on the map, when zoomed in. */
export interface Marker {
  readonly slug: string;
  readonly title: string;
  readonly companyName: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface CompanyShortInfo {
  readonly slug: string;
  readonly name: string;
  readonly logoUrl: string;
  readonly shortDescription: string;
  readonly companyType: string;
  readonly size: string;
  readonly url: string;
  readonly offersCount: number;
}

/** The view-tracking record (POST /v1/views); the adapter adds the brand (its tenant). */
export interface OfferView {
  readonly offerSlug: string;
  /** ISO 8601. */
  readonly visitedAt: string;
}

import type { Currency, EmploymentType, WorkplaceType } from '../listing/FilterValues.ts';
import type { SalaryUnit } from '../listing/Offer.ts';

/**
 * Companies as core sees them: structurally the contract's DTOs (contract/companies.ts), so the
 * HTTP adapter returns decoded answers as they are; a type test keeps the two in step.
 */

export type CompanyType = 'software-house' | 'e-commerce' | 'startup' | 'corporation' | 'agency' | 'other';
export const companyTypes: readonly CompanyType[] = ['software-house', 'e-commerce', 'startup', 'corporation', 'agency', 'other'];

/** A key with its label in the language asked for (an industry, a city, a company type). */
export interface LabelledKey {
  readonly key: string;
  readonly label: string;
}

/** The spec's company profile list item: a directory entry and a carousel card. Names and descriptions are plain text. */
export interface CompanyListItem {
  readonly id: number;
  readonly slug: string;
  readonly companyName: string;
  readonly logoUrl: string;
  /** Null: no cover (a placeholder shows). */
  readonly coverPhotoUrl: string | null;
  readonly companyType: CompanyType;
  readonly industry: LabelledKey | null;
  readonly shortDescription: string;
  readonly isActivelyRecruiting: boolean;
  readonly isTopCompany: boolean;
  readonly offersCount: number;
  readonly cities: readonly LabelledKey[];
  readonly hasBrandStory: boolean;
}

export interface CompaniesPage {
  readonly items: readonly CompanyListItem[];
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly totalCount: number;
  readonly totalPages: number;
  readonly hasNextPage: boolean;
}

export interface CompanyLocation {
  readonly city: string;
  readonly citySlug: string;
  readonly street: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** One part of a brand story: a heading and its text. */
export interface BrandStorySection {
  readonly title: string;
  /** Plain text; a blank line separates paragraphs. */
  readonly body: string;
}

/** A brand story in one language, as the company page shows it and its panel edits it. */
export interface BrandStoryContent {
  readonly headline: string;
  readonly sections: readonly BrandStorySection[];
  readonly benefits: readonly string[];
}

export interface BrandStory extends BrandStoryContent {
  readonly technologies: readonly string[];
  /** ISO 8601. */
  readonly updatedAt: string;
}

/** A company page's data: the list item plus its site, size, offices and published brand story. */
export interface CompanyProfile extends CompanyListItem {
  readonly url: string;
  readonly size: string;
  readonly locations: readonly CompanyLocation[];
  readonly brandStory: BrandStory | null;
}

/** The spec's "job ad in a company". */
export interface CompanyJobAd {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly locations: readonly {
    readonly city: string;
    readonly street: string;
    readonly geoCoordinates: { readonly latitude: number; readonly longitude: number };
  }[];
  readonly company: { readonly id: number; readonly name: string; readonly slug: string; readonly logoUrl: string };
  readonly hiringCompany: { readonly name: string };
  /** ISO 8601. */
  readonly publishedAt: string;
  readonly requirements: readonly { readonly skillName: string; readonly required: boolean }[];
  readonly workplaceType: WorkplaceType;
  readonly employmentTypes: readonly {
    readonly type: EmploymentType;
    readonly salary: { readonly from: number | null; readonly to: number | null; readonly unit: SalaryUnit } | null;
    readonly currency: Currency;
    readonly currencySource: 'original';
  }[];
}

export interface CompanyJobAdsPage {
  readonly items: readonly CompanyJobAd[];
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly totalCount: number;
  readonly hasNextPage: boolean;
}

/** One office on the companies map. */
export interface CompanyMarker {
  readonly slug: string;
  readonly companyName: string;
  readonly city: string;
  readonly latitude: number;
  readonly longitude: number;
}

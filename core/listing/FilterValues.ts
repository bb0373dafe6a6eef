/**
 * The listing's filter state: everything a listing URL can say, after validation. One state, one
 * canonical URL (`buildListingUrl`); `parseListingUrl` gives back the same state.
 */

export const employmentTypeKeys = ['permanent', 'b2b', 'mandate_contract', 'contract', 'internship'] as const;
export type EmploymentType = (typeof employmentTypeKeys)[number];

export const experienceLevelKeys = ['trainee', 'junior', 'mid', 'senior', 'manager'] as const;
export type ExperienceLevel = (typeof experienceLevelKeys)[number];

export const workplaceTypeKeys = ['remote', 'hybrid', 'office'] as const;
export type WorkplaceType = (typeof workplaceTypeKeys)[number];

export const workingTimeKeys = ['full_time', 'part_time', 'practice_internship', 'freelance'] as const;
export type WorkingTime = (typeof workingTimeKeys)[number];

/** `published` is the default and means published, newest first. */
export const sortKeys = ['published', 'newest', 'salaryAsc', 'salaryDesc'] as const;
export type SortKey = (typeof sortKeys)[number];
export const defaultSort: SortKey = 'published';

export const currencyKeys = ['pln', 'eur', 'usd', 'gbp', 'chf'] as const;
export type Currency = (typeof currencyKeys)[number];

/** A salary range filter: [minimum, maximum], minimum ≤ maximum, inside the configured bounds. */
export type SalaryRange = readonly [min: number, max: number];

/** The free-text parts of a search, each a list of terms. */
export interface SearchTerms {
  readonly keywords: readonly string[];
  readonly companyNames: readonly string[];
  readonly skills: readonly string[];
  readonly jobTitles: readonly string[];
}

/** The filters of a listing URL; their search terms are trimmed, non-blank, without duplicates, in the order given. */
export interface FilterValues extends SearchTerms {
  /** A known city slug, or null for all locations (or remote). */
  readonly city: string | null;
  /** The remote slug was the location; `city` is then null. */
  readonly remote: boolean;
  /** A main category's slug, or null. */
  readonly category: string | null;
  /** Slugs of children of `category`, in the category's order; empty without a category. */
  readonly subcategories: readonly string[];
  /** One of the configured radius options; the default (30) when the URL has none. */
  readonly cityRadiusKm: number;
  /** null: no salary filter (also when the URL asked for the full configured range). */
  readonly salary: SalaryRange | null;
  /** Multiselects hold known values only, in the configuration's order, without duplicates. */
  readonly employmentTypes: readonly EmploymentType[];
  readonly workingTimes: readonly WorkingTime[];
  readonly experienceLevels: readonly ExperienceLevel[];
  readonly remoteWorkOptions: readonly WorkplaceType[];
  readonly ukraineFriendly: boolean;
  readonly withSalary: boolean;
  /** Shows the map (and hides the footer). */
  readonly showMap: boolean;
  readonly sort: SortKey;
}

export const DEFAULT_RADIUS_KM = 30;

/** No filter at all: the `/job-offers/all-locations` page. */
export const emptyFilters: FilterValues = {
  city: null,
  remote: false,
  category: null,
  subcategories: [],
  keywords: [],
  companyNames: [],
  skills: [],
  jobTitles: [],
  cityRadiusKm: DEFAULT_RADIUS_KM,
  salary: null,
  employmentTypes: [],
  workingTimes: [],
  experienceLevels: [],
  remoteWorkOptions: [],
  ukraineFriendly: false,
  withSalary: false,
  showMap: false,
  sort: defaultSort,
};

/** The free-text list fields. */
export const textListFields = ['keywords', 'companyNames', 'skills', 'jobTitles'] as const;
export type TextListField = (typeof textListFields)[number];

/** The multiselect fields, each named as its gateway query parameter. */
export const multiselectFields = ['employmentTypes', 'experienceLevels', 'remoteWorkOptions', 'workingTimes'] as const;
export type MultiselectField = (typeof multiselectFields)[number];

/** The boolean fields that the configuration describes (showMap is a view switch, not a filter). */
export const booleanFields = ['withSalary', 'ukraineFriendly'] as const;
export type BooleanField = (typeof booleanFields)[number];

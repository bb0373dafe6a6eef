/**
 * The listing's filter state: everything a listing URL can say, after validation. One state, one
 * canonical URL (`buildListingUrl`); `parseListingUrl` gives back the same state.
 */
// @ts-nocheck
function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
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
export const defaultSort: SortKey = stryMutAct_9fa48("0") ? "" : (stryCov_9fa48("0"), 'published');
export const currencyKeys = ['pln', 'eur', 'usd', 'gbp', 'chf'] as const;
export type Currency = (typeof currencyKeys)[number];

/** A salary range filter: [minimum, maximum], minimum ≤ maximum, inside the configured bounds. */
export type SalaryRange = readonly [min: number, max: number];
export interface FilterValues {
  /** A known city slug, or null for all locations (or remote). */
  readonly city: string | null;
  /** The remote slug was the location; `city` is then null. */
  readonly remote: boolean;
  /** A main category's slug, or null. */
  readonly category: string | null;
  /** Slugs of children of `category`, in the category's order; empty without a category. */
  readonly subcategories: readonly string[];
  /** Free text, trimmed, non-blank, no duplicates, in the order given. */
  readonly keywords: readonly string[];
  readonly companyNames: readonly string[];
  readonly skills: readonly string[];
  readonly jobTitles: readonly string[];
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
export const emptyFilters: FilterValues = stryMutAct_9fa48("1") ? {} : (stryCov_9fa48("1"), {
  city: null,
  remote: stryMutAct_9fa48("2") ? true : (stryCov_9fa48("2"), false),
  category: null,
  subcategories: stryMutAct_9fa48("3") ? ["Stryker was here"] : (stryCov_9fa48("3"), []),
  keywords: stryMutAct_9fa48("4") ? ["Stryker was here"] : (stryCov_9fa48("4"), []),
  companyNames: stryMutAct_9fa48("5") ? ["Stryker was here"] : (stryCov_9fa48("5"), []),
  skills: stryMutAct_9fa48("6") ? ["Stryker was here"] : (stryCov_9fa48("6"), []),
  jobTitles: stryMutAct_9fa48("7") ? ["Stryker was here"] : (stryCov_9fa48("7"), []),
  cityRadiusKm: DEFAULT_RADIUS_KM,
  salary: null,
  employmentTypes: stryMutAct_9fa48("8") ? ["Stryker was here"] : (stryCov_9fa48("8"), []),
  workingTimes: stryMutAct_9fa48("9") ? ["Stryker was here"] : (stryCov_9fa48("9"), []),
  experienceLevels: stryMutAct_9fa48("10") ? ["Stryker was here"] : (stryCov_9fa48("10"), []),
  remoteWorkOptions: stryMutAct_9fa48("11") ? ["Stryker was here"] : (stryCov_9fa48("11"), []),
  ukraineFriendly: stryMutAct_9fa48("12") ? true : (stryCov_9fa48("12"), false),
  withSalary: stryMutAct_9fa48("13") ? true : (stryCov_9fa48("13"), false),
  showMap: stryMutAct_9fa48("14") ? true : (stryCov_9fa48("14"), false),
  sort: defaultSort
});

/** The free-text list fields. */
export const textListFields = ['keywords', 'companyNames', 'skills', 'jobTitles'] as const;
export type TextListField = (typeof textListFields)[number];

/** The multiselect fields, each named as its gateway query parameter. */
export const multiselectFields = ['employmentTypes', 'experienceLevels', 'remoteWorkOptions', 'workingTimes'] as const;
export type MultiselectField = (typeof multiselectFields)[number];

/** The boolean fields that the configuration describes (showMap is a view switch, not a filter). */
export const booleanFields = ['withSalary', 'ukraineFriendly'] as const;
export type BooleanField = (typeof booleanFields)[number];
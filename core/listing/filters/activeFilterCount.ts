import type { FilterValues } from '../FilterValues.ts';

/**
 * The more-filters badge, by the spec's rule: the entries of the filter values' arrays plus one
 * for a salary range, leaving out showMap, keywords, titles, companies and skills. Switches
 * (withSalary, ukraineFriendly) are not arrays, so they do not count; subcategories are.
 */
export function activeFilterCount(filters: FilterValues): number {
  return (
    filters.employmentTypes.length +
    filters.experienceLevels.length +
    filters.remoteWorkOptions.length +
    filters.workingTimes.length +
    filters.subcategories.length +
    (filters.salary === null ? 0 : 1)
  );
}

/** Whether any filter is set at all (the count preview asks all boards when none is). */
export function hasAnyFilter(filters: FilterValues): boolean {
  return (
    activeFilterCount(filters) > 0 ||
    filters.withSalary ||
    filters.ukraineFriendly ||
    filters.city !== null ||
    filters.remote ||
    filters.category !== null ||
    filters.keywords.length > 0 ||
    filters.companyNames.length > 0 ||
    filters.skills.length > 0 ||
    filters.jobTitles.length > 0
  );
}

import type { FilterValues } from '../../../core/listing/FilterValues.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { fields } from '../../output.ts';

/** The filter values for people: one line per field that is set, then the canonical URL. */
export function describeFilters(filters: FilterValues, language: Language, canonical: string): string {
  const list = (values: readonly string[]) => values.join(', ');
  const entries: Array<readonly [string, string | number]> = [['language', language]];
  entries.push(['location', filters.remote ? 'remote' : (filters.city ?? 'all locations')]);
  if (filters.category !== null) entries.push(['category', filters.category]);
  if (filters.subcategories.length > 0) entries.push(['subcategories', list(filters.subcategories)]);
  if (filters.keywords.length > 0) entries.push(['keywords', list(filters.keywords)]);
  if (filters.skills.length > 0) entries.push(['skills', list(filters.skills)]);
  if (filters.companyNames.length > 0) entries.push(['companies', list(filters.companyNames)]);
  if (filters.jobTitles.length > 0) entries.push(['titles', list(filters.jobTitles)]);
  if (filters.city !== null) entries.push(['radius', `${filters.cityRadiusKm} km`]);
  if (filters.salary !== null) entries.push(['salary', `${filters.salary[0]} - ${filters.salary[1]}`]);
  if (filters.employmentTypes.length > 0) entries.push(['employment types', list(filters.employmentTypes)]);
  if (filters.experienceLevels.length > 0) entries.push(['experience', list(filters.experienceLevels)]);
  if (filters.remoteWorkOptions.length > 0) entries.push(['workplace', list(filters.remoteWorkOptions)]);
  if (filters.workingTimes.length > 0) entries.push(['working time', list(filters.workingTimes)]);
  if (filters.withSalary) entries.push(['with salary', 'yes']);
  if (filters.ukraineFriendly) entries.push(['ukraine friendly', 'yes']);
  if (filters.showMap) entries.push(['map', 'shown']);
  entries.push(['sort', filters.sort]);
  entries.push(['canonical', canonical]);
  return fields(entries);
}

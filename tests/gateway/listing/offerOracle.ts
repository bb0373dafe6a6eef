import { ratesToPln } from '../../../gateway/listing/currencyRates.ts';
import type { CategoriesTable, CitiesTable } from '../../../gateway/db/Schema.ts';
import type { StoredOffer } from './seededGateway.ts';

/**
 * The filters of the offer routes written the plain way, over offers held in memory: what the SQL
 * must agree with. Deliberately naive (no indexes, no tsquery), so that it cannot share a mistake
 * with the repository.
 */
export interface OracleFilters {
  tenant: string;
  categories?: number[];
  keywords?: string[];
  companyNames?: string[];
  skills?: string[];
  jobTitles?: string[];
  withSalary?: boolean;
  remoteWorkOptions?: string[];
  remote?: boolean;
  city?: string;
  cityRadiusKm?: number;
  /** In `currency` per month. */
  salaryMin?: number;
  salaryMax?: number;
  currency?: keyof typeof ratesToPln;
  ukraineFriendly?: boolean;
  experienceLevels?: string[];
  employmentTypes?: string[];
  workingTimes?: string[];
}

export interface Reference {
  categories: Pick<CategoriesTable, 'id' | 'parent_id' | 'slug' | 'tenant_id'>[];
  cities: Pick<CitiesTable, 'slug' | 'latitude' | 'longitude'>[];
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

export function matches(offer: StoredOffer, f: OracleFilters, reference: Reference): boolean {
  if (offer.tenant_id !== f.tenant) return false;
  if (f.categories?.length) {
    const wanted = new Set(f.categories);
    const category = reference.categories.find((c) => c.id === offer.category_id);
    if (!wanted.has(offer.category_id) && !(category?.parent_id != null && wanted.has(category.parent_id))) return false;
  }
  const documentWords = words(offer.search_document);
  for (const keyword of f.keywords ?? []) {
    if (!words(keyword).every((w) => documentWords.some((d) => d.startsWith(w)))) return false;
  }
  if (f.companyNames?.length && !f.companyNames.some((name) => offer.company_name.toLowerCase().includes(name.toLowerCase()))) return false;
  if (f.skills?.length && !f.skills.every((skill) => offer.skill_names.includes(skill.toLowerCase()))) return false;
  if (f.jobTitles?.length && !f.jobTitles.some((title) => offer.title.toLowerCase().includes(title.toLowerCase()))) return false;
  if (f.withSalary && offer.salary_max_month_pln === null) return false;
  if (f.remoteWorkOptions?.length && !f.remoteWorkOptions.includes(offer.workplace_type)) return false;
  if (f.remote && offer.workplace_type !== 'remote') return false;
  if (f.city !== undefined) {
    const city = reference.cities.find((c) => c.slug === f.city);
    if (!city) throw new Error(`no city ${f.city}`);
    if (f.cityRadiusKm ? haversineKm(city.latitude, city.longitude, offer.latitude, offer.longitude) > f.cityRadiusKm : offer.city_slug !== f.city)
      return false;
  }
  const rate = ratesToPln[f.currency ?? 'pln'];
  if (f.salaryMin !== undefined && !(offer.salary_max_month_pln !== null && offer.salary_max_month_pln >= Math.round(f.salaryMin * rate)))
    return false;
  if (f.salaryMax !== undefined && !(offer.salary_min_month_pln !== null && offer.salary_min_month_pln <= Math.round(f.salaryMax * rate)))
    return false;
  if (f.ukraineFriendly && !offer.ukraine_friendly) return false;
  if (f.experienceLevels?.length && !f.experienceLevels.includes(offer.experience_level)) return false;
  if (f.employmentTypes?.length && !offer.employment_type_keys.some((type) => f.employmentTypes!.includes(type))) return false;
  if (f.workingTimes?.length && !f.workingTimes.includes(offer.working_time)) return false;
  return true;
}

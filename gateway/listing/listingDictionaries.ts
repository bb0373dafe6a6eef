import { sql, type Kysely } from 'kysely';
import type { CategoryDto, CityDto, DictionaryDto, ListingConfigurationDto } from '../../contract/listing.ts';
import type { CityGroup, TenantDto } from '../../contract/tenancy.ts';
import type { Schema } from '../db/Schema.ts';
import {
  currencyKeys,
  defaultCurrency,
  employmentTypeKeys,
  experienceLevelKeys,
  MAX_PAGE_SIZE,
  SALARY_MAX,
  SALARY_MIN,
  workingTimeKeys,
  workplaceTypeKeys,
  type Language,
} from './offerQuery.ts';
import type { CategoryRow, ReferenceData } from './referenceData.ts';

/** The fixed words of listing URLs per language (the lead's decision; core/listing/url/routeWords.ts agrees). */
const listingWords: Readonly<Record<Language, { listPrefix: string; allLocationsSlug: string; remoteSlug: string }>> = {
  pl: { listPrefix: 'oferty-pracy', allLocationsSlug: 'wszystkie-lokalizacje', remoteSlug: 'praca-zdalna' },
  en: { listPrefix: 'job-offers', allLocationsSlug: 'all-locations', remoteSlug: 'remote' },
};

export const RADIUS_OPTIONS_KM = [0, 10, 20, 30, 50, 75, 100] as const;
export const DEFAULT_RADIUS_KM = 30;

/** GET /v2/user-panel/configuration: the filters the listing offers and their bounds. English words unless asked otherwise. */
export function listingConfiguration(lang: Language | null): ListingConfigurationDto {
  const words = listingWords[lang ?? 'en'];
  return {
    filters: [
      { frontendKey: 'employment-type', backendKey: 'employmentTypes', type: 'multiselect', options: [...employmentTypeKeys] },
      { frontendKey: 'experience-level', backendKey: 'experienceLevels', type: 'multiselect', options: [...experienceLevelKeys] },
      { frontendKey: 'workplace', backendKey: 'remoteWorkOptions', type: 'multiselect', options: [...workplaceTypeKeys] },
      { frontendKey: 'working-hours', backendKey: 'workingTimes', type: 'multiselect', options: [...workingTimeKeys] },
      { frontendKey: 'salary', backendKey: 'salary', type: 'range', min: SALARY_MIN, max: SALARY_MAX },
      { frontendKey: 'with-salary', backendKey: 'withSalary', type: 'boolean' },
      { frontendKey: 'ukraine', backendKey: 'ukraineFriendly', type: 'boolean' },
    ],
    radiusOptions: [...RADIUS_OPTIONS_KM],
    defaultRadiusKm: DEFAULT_RADIUS_KM,
    remoteSlug: words.remoteSlug,
    allLocationsSlug: words.allLocationsSlug,
    listPrefix: words.listPrefix,
    defaultCurrency,
    currencies: [...currencyKeys],
    pageSize: MAX_PAGE_SIZE,
  };
}

/** GET /categories?lang=: the tenant's main categories in their order, each with its children. */
export function categoryTree(reference: ReferenceData, tenantId: string, lang: Language): CategoryDto[] {
  const own = reference.categories.filter((category) => category.tenant_id === tenantId);
  const byPosition = (a: CategoryRow, b: CategoryRow) => a.position - b.position || a.id - b.id;
  const toDto = (category: CategoryRow, parent: CategoryRow | null): CategoryDto => ({
    value: category.id,
    slug: category.slug,
    seoSlug: category.slug,
    label: lang === 'pl' ? category.label_pl : category.label_en,
    isMain: category.parent_id === null,
    parentKey: parent?.slug ?? null,
    parentValue: parent?.id ?? null,
    icon: category.icon,
    redirectTo: category.redirect_to,
    static: false,
    children: own
      .filter((child) => child.parent_id === category.id)
      .sort(byPosition)
      .map((child) => toDto(child, category)),
  });
  return own
    .filter((category) => category.parent_id === null)
    .sort(byPosition)
    .map((category) => toDto(category, null));
}

/**
 * GET /cities?lang=: every city, grouped the tenant's way. The first tenant keeps popular Polish,
 * popular world and other; tenants grouping by popular and other see both popular groups as one.
 */
export function cityList(reference: ReferenceData, tenant: TenantDto, lang: Language): CityDto[] {
  const groups = tenant.cityGroups;
  const groupOf = (stored: string): CityGroup => {
    if ((stored === 'popularPoland' || stored === 'popularWorld') && !groups.includes(stored))
      return groups.includes('popular') ? 'popular' : 'other';
    return stored === 'popularPoland' || stored === 'popularWorld' || stored === 'popular' ? stored : 'other';
  };
  const storedOrder = ['popularPoland', 'popularWorld', 'popular', 'other'];
  return reference.cities
    .map((city) => ({ city, group: groupOf(city.grp) }))
    .sort(
      (a, b) =>
        groups.indexOf(a.group) - groups.indexOf(b.group) ||
        storedOrder.indexOf(a.city.grp) - storedOrder.indexOf(b.city.grp) ||
        a.city.position - b.city.position ||
        a.city.slug.localeCompare(b.city.slug),
    )
    .map(({ city, group }) => ({
      slug: city.slug,
      label: lang === 'pl' ? city.label_pl : city.label_en,
      value: city.slug,
      group: group === 'other' ? 'list' : 'top',
      tenantGroup: group,
      countryCode: city.country,
      latitude: city.latitude,
      longitude: city.longitude,
    }));
}

const employmentTypeLabels: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  pl: { permanent: 'Umowa o pracę', b2b: 'B2B', mandate_contract: 'Umowa zlecenie', contract: 'Umowa o dzieło', internship: 'Staż' },
  en: {
    permanent: 'Employment contract',
    b2b: 'B2B',
    mandate_contract: 'Mandate contract',
    contract: 'Contract for specific work',
    internship: 'Internship',
  },
};

const workplaceTypeLabels: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  pl: { remote: 'Zdalnie', hybrid: 'Hybrydowo', office: 'Stacjonarnie' },
  en: { remote: 'Remote', hybrid: 'Hybrid', office: 'Office' },
};

const currencyLabels: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  pl: { pln: 'PLN – złoty', eur: 'EUR – euro', usd: 'USD – dolar amerykański', gbp: 'GBP – funt szterling', chf: 'CHF – frank szwajcarski' },
  en: { pln: 'PLN – Polish złoty', eur: 'EUR – euro', usd: 'USD – US dollar', gbp: 'GBP – pound sterling', chf: 'CHF – Swiss franc' },
};

const labelled = (keys: readonly string[], labels: Readonly<Record<string, string>>): DictionaryDto =>
  keys.map((value) => ({ value, label: labels[value] ?? value }));

export const employmentTypeDictionary = (lang: Language): DictionaryDto => labelled(employmentTypeKeys, employmentTypeLabels[lang]);
export const workplaceTypeDictionary = (lang: Language): DictionaryDto => labelled(workplaceTypeKeys, workplaceTypeLabels[lang]);
export const currencyDictionary = (lang: Language): DictionaryDto => labelled(currencyKeys, currencyLabels[lang]);

/**
 * GET /technologies: the skills the tenant's offers ask for, most asked first, as the employers
 * spelled them (the most common spelling wins). Product names read the same in both languages.
 */
export async function technologies(db: Kysely<Schema>, tenantId: string, limit = 500): Promise<DictionaryDto> {
  const result = await sql<{ value: string; label: string }>`
    select lower(s.value->>'name') as value, mode() within group (order by s.value->>'name') as label
    from offers o cross join lateral jsonb_array_elements(o.required_skills || o.optional_skills) s
    where o.tenant_id = ${tenantId}
    group by 1
    order by count(*) desc, 1
    limit ${limit}`.execute(db);
  return result.rows.map(({ value, label }) => ({ value, label }));
}

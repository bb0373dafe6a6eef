import { DEFAULT_RADIUS_KM, employmentTypeKeys, experienceLevelKeys, workingTimeKeys, workplaceTypeKeys, type Currency } from './FilterValues.ts';

export type FilterType = 'multiselect' | 'range' | 'boolean';

/**
 * One filter as the configuration describes it (spec: frontendKey, backendKey, type; ranges with
 * min and max). Core finds a filter by `backendKey`, the gateway's query parameter name:
 * employmentTypes, experienceLevels, remoteWorkOptions, workingTimes (multiselect, `options` are the
 * known values), salary (range), withSalary, ukraineFriendly (boolean). `frontendKey` is the
 * English URL word (informative; the URL words live in `routeWords.ts`).
 */
export interface FilterConfigParameter {
  readonly frontendKey: string;
  readonly backendKey: string;
  readonly type: FilterType;
  readonly min?: number;
  readonly max?: number;
  readonly options?: readonly string[];
}

/** Core's view of GET /v2/user-panel/configuration (structurally the contract's ListingConfigurationDto). */
export interface ListingConfiguration {
  readonly filters: readonly FilterConfigParameter[];
  readonly radiusOptions: readonly number[];
  readonly defaultRadiusKm: number;
  readonly remoteSlug: string;
  readonly allLocationsSlug: string;
  readonly defaultCurrency: Currency;
  readonly currencies: readonly Currency[];
  readonly pageSize: number;
}

export const SALARY_RANGE_MIN = 0;
export const SALARY_RANGE_MAX = 1_000_000;
export const SEARCH_PAGE_SIZE = 100;

/** What the rules fall back to when the configuration leaves a filter out. */
export const defaultFilterParameters: readonly FilterConfigParameter[] = [
  { frontendKey: 'employment-type', backendKey: 'employmentTypes', type: 'multiselect', options: employmentTypeKeys },
  { frontendKey: 'experience-level', backendKey: 'experienceLevels', type: 'multiselect', options: experienceLevelKeys },
  { frontendKey: 'workplace', backendKey: 'remoteWorkOptions', type: 'multiselect', options: workplaceTypeKeys },
  { frontendKey: 'working-hours', backendKey: 'workingTimes', type: 'multiselect', options: workingTimeKeys },
  { frontendKey: 'salary', backendKey: 'salary', type: 'range', min: SALARY_RANGE_MIN, max: SALARY_RANGE_MAX },
  { frontendKey: 'with-salary', backendKey: 'withSalary', type: 'boolean' },
  { frontendKey: 'ukraine', backendKey: 'ukraineFriendly', type: 'boolean' },
];

/** The configuration the gateway is expected to serve; also the tests' and in-memory adapter's default. */
export const defaultListingConfiguration: ListingConfiguration = {
  filters: defaultFilterParameters,
  radiusOptions: [0, 10, 20, 30, 50, 75, 100],
  defaultRadiusKm: DEFAULT_RADIUS_KM,
  remoteSlug: 'remote',
  allLocationsSlug: 'all-locations',
  defaultCurrency: 'pln',
  currencies: ['pln', 'eur', 'usd', 'gbp', 'chf'],
  pageSize: SEARCH_PAGE_SIZE,
};

/** The configured parameter with this backend key, or the default one. */
export function filterParameter(configuration: ListingConfiguration, backendKey: string): FilterConfigParameter | undefined {
  return (
    configuration.filters.find((parameter) => parameter.backendKey === backendKey) ??
    defaultFilterParameters.find((parameter) => parameter.backendKey === backendKey)
  );
}

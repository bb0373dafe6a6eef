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
export const defaultFilterParameters: readonly FilterConfigParameter[] = stryMutAct_9fa48("15") ? [] : (stryCov_9fa48("15"), [stryMutAct_9fa48("16") ? {} : (stryCov_9fa48("16"), {
  frontendKey: stryMutAct_9fa48("17") ? "" : (stryCov_9fa48("17"), 'employment-type'),
  backendKey: stryMutAct_9fa48("18") ? "" : (stryCov_9fa48("18"), 'employmentTypes'),
  type: stryMutAct_9fa48("19") ? "" : (stryCov_9fa48("19"), 'multiselect'),
  options: employmentTypeKeys
}), stryMutAct_9fa48("20") ? {} : (stryCov_9fa48("20"), {
  frontendKey: stryMutAct_9fa48("21") ? "" : (stryCov_9fa48("21"), 'experience-level'),
  backendKey: stryMutAct_9fa48("22") ? "" : (stryCov_9fa48("22"), 'experienceLevels'),
  type: stryMutAct_9fa48("23") ? "" : (stryCov_9fa48("23"), 'multiselect'),
  options: experienceLevelKeys
}), stryMutAct_9fa48("24") ? {} : (stryCov_9fa48("24"), {
  frontendKey: stryMutAct_9fa48("25") ? "" : (stryCov_9fa48("25"), 'workplace'),
  backendKey: stryMutAct_9fa48("26") ? "" : (stryCov_9fa48("26"), 'remoteWorkOptions'),
  type: stryMutAct_9fa48("27") ? "" : (stryCov_9fa48("27"), 'multiselect'),
  options: workplaceTypeKeys
}), stryMutAct_9fa48("28") ? {} : (stryCov_9fa48("28"), {
  frontendKey: stryMutAct_9fa48("29") ? "" : (stryCov_9fa48("29"), 'working-hours'),
  backendKey: stryMutAct_9fa48("30") ? "" : (stryCov_9fa48("30"), 'workingTimes'),
  type: stryMutAct_9fa48("31") ? "" : (stryCov_9fa48("31"), 'multiselect'),
  options: workingTimeKeys
}), stryMutAct_9fa48("32") ? {} : (stryCov_9fa48("32"), {
  frontendKey: stryMutAct_9fa48("33") ? "" : (stryCov_9fa48("33"), 'salary'),
  backendKey: stryMutAct_9fa48("34") ? "" : (stryCov_9fa48("34"), 'salary'),
  type: stryMutAct_9fa48("35") ? "" : (stryCov_9fa48("35"), 'range'),
  min: SALARY_RANGE_MIN,
  max: SALARY_RANGE_MAX
}), stryMutAct_9fa48("36") ? {} : (stryCov_9fa48("36"), {
  frontendKey: stryMutAct_9fa48("37") ? "" : (stryCov_9fa48("37"), 'with-salary'),
  backendKey: stryMutAct_9fa48("38") ? "" : (stryCov_9fa48("38"), 'withSalary'),
  type: stryMutAct_9fa48("39") ? "" : (stryCov_9fa48("39"), 'boolean')
}), stryMutAct_9fa48("40") ? {} : (stryCov_9fa48("40"), {
  frontendKey: stryMutAct_9fa48("41") ? "" : (stryCov_9fa48("41"), 'ukraine'),
  backendKey: stryMutAct_9fa48("42") ? "" : (stryCov_9fa48("42"), 'ukraineFriendly'),
  type: stryMutAct_9fa48("43") ? "" : (stryCov_9fa48("43"), 'boolean')
})]);

/** The configuration the gateway is expected to serve; also the tests' and in-memory adapter's default. */
export const defaultListingConfiguration: ListingConfiguration = stryMutAct_9fa48("44") ? {} : (stryCov_9fa48("44"), {
  filters: defaultFilterParameters,
  radiusOptions: stryMutAct_9fa48("45") ? [] : (stryCov_9fa48("45"), [0, 10, 20, 30, 50, 75, 100]),
  defaultRadiusKm: DEFAULT_RADIUS_KM,
  remoteSlug: stryMutAct_9fa48("46") ? "" : (stryCov_9fa48("46"), 'remote'),
  allLocationsSlug: stryMutAct_9fa48("47") ? "" : (stryCov_9fa48("47"), 'all-locations'),
  defaultCurrency: stryMutAct_9fa48("48") ? "" : (stryCov_9fa48("48"), 'pln'),
  currencies: stryMutAct_9fa48("49") ? [] : (stryCov_9fa48("49"), [stryMutAct_9fa48("50") ? "" : (stryCov_9fa48("50"), 'pln'), stryMutAct_9fa48("51") ? "" : (stryCov_9fa48("51"), 'eur'), stryMutAct_9fa48("52") ? "" : (stryCov_9fa48("52"), 'usd'), stryMutAct_9fa48("53") ? "" : (stryCov_9fa48("53"), 'gbp'), stryMutAct_9fa48("54") ? "" : (stryCov_9fa48("54"), 'chf')]),
  pageSize: SEARCH_PAGE_SIZE
});

/** The configured parameter with this backend key, or the default one. */
export function filterParameter(configuration: ListingConfiguration, backendKey: string): FilterConfigParameter | undefined {
  if (stryMutAct_9fa48("55")) {
    {}
  } else {
    stryCov_9fa48("55");
    return stryMutAct_9fa48("56") ? configuration.filters.find(parameter => parameter.backendKey === backendKey) && defaultFilterParameters.find(parameter => parameter.backendKey === backendKey) : (stryCov_9fa48("56"), configuration.filters.find(stryMutAct_9fa48("57") ? () => undefined : (stryCov_9fa48("57"), parameter => stryMutAct_9fa48("60") ? parameter.backendKey !== backendKey : stryMutAct_9fa48("59") ? false : stryMutAct_9fa48("58") ? true : (stryCov_9fa48("58", "59", "60"), parameter.backendKey === backendKey))) ?? defaultFilterParameters.find(stryMutAct_9fa48("61") ? () => undefined : (stryCov_9fa48("61"), parameter => stryMutAct_9fa48("64") ? parameter.backendKey !== backendKey : stryMutAct_9fa48("63") ? false : stryMutAct_9fa48("62") ? true : (stryCov_9fa48("62", "63", "64"), parameter.backendKey === backendKey))));
  }
}
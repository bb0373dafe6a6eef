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
import { employmentTypeKeys, experienceLevelKeys, sortKeys, workingTimeKeys, workplaceTypeKeys, type FilterValues, type MultiselectField, type SalaryRange, type SortKey } from './FilterValues.ts';
import { filterParameter, SALARY_RANGE_MAX, SALARY_RANGE_MIN, type ListingConfiguration } from './ListingConfiguration.ts';

/**
 * The validation rules of a filter value (platform.md section 5), shared by parsing and building.
 * Each takes raw text and answers a valid value or nothing; nothing is echoed back.
 */

const keysOf: { readonly [F in MultiselectField]: readonly FilterValues[F][number][] } = stryMutAct_9fa48("97") ? {} : (stryCov_9fa48("97"), {
  employmentTypes: employmentTypeKeys,
  experienceLevels: experienceLevelKeys,
  remoteWorkOptions: workplaceTypeKeys,
  workingTimes: workingTimeKeys
});

/** The values a multiselect may hold, in the configuration's order: configured options that core knows. */
export function knownOptions<F extends MultiselectField>(configuration: ListingConfiguration, field: F): readonly FilterValues[F][number][] {
  if (stryMutAct_9fa48("98")) {
    {}
  } else {
    stryCov_9fa48("98");
    const known: readonly string[] = keysOf[field];
    const configured = stryMutAct_9fa48("99") ? filterParameter(configuration, field)?.options && known : (stryCov_9fa48("99"), (stryMutAct_9fa48("100") ? filterParameter(configuration, field).options : (stryCov_9fa48("100"), filterParameter(configuration, field)?.options)) ?? known);
    const options = stryMutAct_9fa48("101") ? configured : (stryCov_9fa48("101"), configured.filter(stryMutAct_9fa48("102") ? () => undefined : (stryCov_9fa48("102"), (option, index) => stryMutAct_9fa48("105") ? known.includes(option) || configured.indexOf(option) === index : stryMutAct_9fa48("104") ? false : stryMutAct_9fa48("103") ? true : (stryCov_9fa48("103", "104", "105"), known.includes(option) && (stryMutAct_9fa48("107") ? configured.indexOf(option) !== index : stryMutAct_9fa48("106") ? true : (stryCov_9fa48("106", "107"), configured.indexOf(option) === index))))));
    return options as readonly FilterValues[F][number][];
  }
}

/** Keeps known values only, once each, in the configuration's order. Case-insensitive. */
export function validMultiselect<F extends MultiselectField>(configuration: ListingConfiguration, field: F, values: readonly string[]): FilterValues[F] {
  if (stryMutAct_9fa48("108")) {
    {}
  } else {
    stryCov_9fa48("108");
    const chosen = new Set(values.map(stryMutAct_9fa48("109") ? () => undefined : (stryCov_9fa48("109"), value => stryMutAct_9fa48("111") ? value.toLowerCase() : stryMutAct_9fa48("110") ? value.trim().toUpperCase() : (stryCov_9fa48("110", "111"), value.trim().toLowerCase()))));
    return knownOptions(configuration, field).filter(option => chosen.has(option)) as unknown as FilterValues[F];
  }
}

/** A free-text value longer than this is dropped: no search needs it, and it bounds the work a URL can ask for. */
export const MAX_TEXT_LENGTH = 200;
/** At most this many values per free-text list; the rest are dropped. */
export const MAX_TEXT_VALUES = 50;

/**
 * Trimmed, non-blank, at most MAX_TEXT_LENGTH, no duplicates, first occurrence kept, at most
 * MAX_TEXT_VALUES. A lone surrogate (no URL can carry one) becomes U+FFFD.
 */
export function validTextList(values: readonly string[]): readonly string[] {
  if (stryMutAct_9fa48("112")) {
    {}
  } else {
    stryCov_9fa48("112");
    const kept: string[] = stryMutAct_9fa48("113") ? ["Stryker was here"] : (stryCov_9fa48("113"), []);
    for (const value of values) {
      if (stryMutAct_9fa48("114")) {
        {}
      } else {
        stryCov_9fa48("114");
        if (stryMutAct_9fa48("117") ? typeof value === 'string' : stryMutAct_9fa48("116") ? false : stryMutAct_9fa48("115") ? true : (stryCov_9fa48("115", "116", "117"), typeof value !== (stryMutAct_9fa48("118") ? "" : (stryCov_9fa48("118"), 'string')))) continue;
        const text = stryMutAct_9fa48("119") ? wellFormed(value) : (stryCov_9fa48("119"), wellFormed(value).trim());
        if (stryMutAct_9fa48("122") ? (text === '' || text.length > MAX_TEXT_LENGTH) && kept.includes(text) : stryMutAct_9fa48("121") ? false : stryMutAct_9fa48("120") ? true : (stryCov_9fa48("120", "121", "122"), (stryMutAct_9fa48("124") ? text === '' && text.length > MAX_TEXT_LENGTH : stryMutAct_9fa48("123") ? false : (stryCov_9fa48("123", "124"), (stryMutAct_9fa48("126") ? text !== '' : stryMutAct_9fa48("125") ? false : (stryCov_9fa48("125", "126"), text === (stryMutAct_9fa48("127") ? "Stryker was here!" : (stryCov_9fa48("127"), '')))) || (stryMutAct_9fa48("130") ? text.length <= MAX_TEXT_LENGTH : stryMutAct_9fa48("129") ? text.length >= MAX_TEXT_LENGTH : stryMutAct_9fa48("128") ? false : (stryCov_9fa48("128", "129", "130"), text.length > MAX_TEXT_LENGTH)))) || kept.includes(text))) continue;
        kept.push(text);
        if (stryMutAct_9fa48("133") ? kept.length !== MAX_TEXT_VALUES : stryMutAct_9fa48("132") ? false : stryMutAct_9fa48("131") ? true : (stryCov_9fa48("131", "132", "133"), kept.length === MAX_TEXT_VALUES)) break;
      }
    }
    return kept;
  }
}

/** The salary range's configured bounds (defaults 0 to 1,000,000). */
export function salaryBounds(configuration: ListingConfiguration): SalaryRange {
  if (stryMutAct_9fa48("134")) {
    {}
  } else {
    stryCov_9fa48("134");
    const parameter = filterParameter(configuration, stryMutAct_9fa48("135") ? "" : (stryCov_9fa48("135"), 'salary'));
    return stryMutAct_9fa48("136") ? [] : (stryCov_9fa48("136"), [stryMutAct_9fa48("137") ? parameter?.min && SALARY_RANGE_MIN : (stryCov_9fa48("137"), (stryMutAct_9fa48("138") ? parameter.min : (stryCov_9fa48("138"), parameter?.min)) ?? SALARY_RANGE_MIN), stryMutAct_9fa48("139") ? parameter?.max && SALARY_RANGE_MAX : (stryCov_9fa48("139"), (stryMutAct_9fa48("140") ? parameter.max : (stryCov_9fa48("140"), parameter?.max)) ?? SALARY_RANGE_MAX)]);
  }
}
const wholeNumber = stryMutAct_9fa48("144") ? /^\D{1,15}$/ : stryMutAct_9fa48("143") ? /^\d$/ : stryMutAct_9fa48("142") ? /^\d{1,15}/ : stryMutAct_9fa48("141") ? /\d{1,15}$/ : (stryCov_9fa48("141", "142", "143", "144"), /^\d{1,15}$/);

/**
 * A range filter: exactly two whole numbers, both within the bounds, first not greater than the
 * second. The full range means no filter (null), as does anything invalid.
 */
export function validSalaryText(configuration: ListingConfiguration, text: string): SalaryRange | null {
  if (stryMutAct_9fa48("145")) {
    {}
  } else {
    stryCov_9fa48("145");
    const parts = text.split(stryMutAct_9fa48("146") ? "" : (stryCov_9fa48("146"), ','));
    if (stryMutAct_9fa48("149") ? parts.length === 2 : stryMutAct_9fa48("148") ? false : stryMutAct_9fa48("147") ? true : (stryCov_9fa48("147", "148", "149"), parts.length !== 2)) return null;
    const [minText = stryMutAct_9fa48("150") ? "Stryker was here!" : (stryCov_9fa48("150"), ''), maxText = stryMutAct_9fa48("151") ? "Stryker was here!" : (stryCov_9fa48("151"), '')] = parts.map(stryMutAct_9fa48("152") ? () => undefined : (stryCov_9fa48("152"), part => stryMutAct_9fa48("153") ? part : (stryCov_9fa48("153"), part.trim())));
    if (stryMutAct_9fa48("156") ? !wholeNumber.test(minText) && !wholeNumber.test(maxText) : stryMutAct_9fa48("155") ? false : stryMutAct_9fa48("154") ? true : (stryCov_9fa48("154", "155", "156"), (stryMutAct_9fa48("157") ? wholeNumber.test(minText) : (stryCov_9fa48("157"), !wholeNumber.test(minText))) || (stryMutAct_9fa48("158") ? wholeNumber.test(maxText) : (stryCov_9fa48("158"), !wholeNumber.test(maxText))))) return null;
    return validSalaryRange(configuration, stryMutAct_9fa48("159") ? [] : (stryCov_9fa48("159"), [Number(minText), Number(maxText)]));
  }
}

/** The range as a filter: null unless two whole numbers within the bounds, in order, and not the full range. */
export function validSalaryRange(configuration: ListingConfiguration, range: SalaryRange | null): SalaryRange | null {
  if (stryMutAct_9fa48("160")) {
    {}
  } else {
    stryCov_9fa48("160");
    if (stryMutAct_9fa48("163") ? range !== null : stryMutAct_9fa48("162") ? false : stryMutAct_9fa48("161") ? true : (stryCov_9fa48("161", "162", "163"), range === null)) return null;
    const [lower, upper] = salaryBounds(configuration);
    const [min, max] = range;
    if (stryMutAct_9fa48("166") ? !Number.isSafeInteger(min) && !Number.isSafeInteger(max) : stryMutAct_9fa48("165") ? false : stryMutAct_9fa48("164") ? true : (stryCov_9fa48("164", "165", "166"), (stryMutAct_9fa48("167") ? Number.isSafeInteger(min) : (stryCov_9fa48("167"), !Number.isSafeInteger(min))) || (stryMutAct_9fa48("168") ? Number.isSafeInteger(max) : (stryCov_9fa48("168"), !Number.isSafeInteger(max))))) return null;
    if (stryMutAct_9fa48("171") ? (min < lower || max > upper) && min > max : stryMutAct_9fa48("170") ? false : stryMutAct_9fa48("169") ? true : (stryCov_9fa48("169", "170", "171"), (stryMutAct_9fa48("173") ? min < lower && max > upper : stryMutAct_9fa48("172") ? false : (stryCov_9fa48("172", "173"), (stryMutAct_9fa48("176") ? min >= lower : stryMutAct_9fa48("175") ? min <= lower : stryMutAct_9fa48("174") ? false : (stryCov_9fa48("174", "175", "176"), min < lower)) || (stryMutAct_9fa48("179") ? max <= upper : stryMutAct_9fa48("178") ? max >= upper : stryMutAct_9fa48("177") ? false : (stryCov_9fa48("177", "178", "179"), max > upper)))) || (stryMutAct_9fa48("182") ? min <= max : stryMutAct_9fa48("181") ? min >= max : stryMutAct_9fa48("180") ? false : (stryCov_9fa48("180", "181", "182"), min > max)))) return null;
    if (stryMutAct_9fa48("185") ? min === lower || max === upper : stryMutAct_9fa48("184") ? false : stryMutAct_9fa48("183") ? true : (stryCov_9fa48("183", "184", "185"), (stryMutAct_9fa48("187") ? min !== lower : stryMutAct_9fa48("186") ? true : (stryCov_9fa48("186", "187"), min === lower)) && (stryMutAct_9fa48("189") ? max !== upper : stryMutAct_9fa48("188") ? true : (stryCov_9fa48("188", "189"), max === upper)))) return null;
    return stryMutAct_9fa48("190") ? [] : (stryCov_9fa48("190"), [min, max]);
  }
}

/** A boolean filter is on only with the single true value. */
export const validBooleanText = stryMutAct_9fa48("191") ? () => undefined : (stryCov_9fa48("191"), (() => {
  const validBooleanText = (text: string, trueValue: string): boolean => stryMutAct_9fa48("194") ? text.trim().toLowerCase() !== trueValue : stryMutAct_9fa48("193") ? false : stryMutAct_9fa48("192") ? true : (stryCov_9fa48("192", "193", "194"), (stryMutAct_9fa48("196") ? text.toLowerCase() : stryMutAct_9fa48("195") ? text.trim().toUpperCase() : (stryCov_9fa48("195", "196"), text.trim().toLowerCase())) === trueValue);
  return validBooleanText;
})());

/** One of the configured radius options, else the default. */
export function validRadiusText(configuration: ListingConfiguration, text: string): number {
  if (stryMutAct_9fa48("197")) {
    {}
  } else {
    stryCov_9fa48("197");
    const trimmed = stryMutAct_9fa48("198") ? text : (stryCov_9fa48("198"), text.trim());
    if (stryMutAct_9fa48("201") ? false : stryMutAct_9fa48("200") ? true : stryMutAct_9fa48("199") ? /^\d{1,6}$/.test(trimmed) : (stryCov_9fa48("199", "200", "201"), !(stryMutAct_9fa48("205") ? /^\D{1,6}$/ : stryMutAct_9fa48("204") ? /^\d$/ : stryMutAct_9fa48("203") ? /^\d{1,6}/ : stryMutAct_9fa48("202") ? /\d{1,6}$/ : (stryCov_9fa48("202", "203", "204", "205"), /^\d{1,6}$/)).test(trimmed))) return configuration.defaultRadiusKm;
    const radius = Number(trimmed);
    return configuration.radiusOptions.includes(radius) ? radius : configuration.defaultRadiusKm;
  }
}

/** A known sort key (case-insensitive), else published (published descending). */
export function validSortText(text: string): SortKey {
  if (stryMutAct_9fa48("206")) {
    {}
  } else {
    stryCov_9fa48("206");
    const lower = stryMutAct_9fa48("208") ? text.toLowerCase() : stryMutAct_9fa48("207") ? text.trim().toUpperCase() : (stryCov_9fa48("207", "208"), text.trim().toLowerCase());
    return stryMutAct_9fa48("209") ? sortKeys.find(key => key.toLowerCase() === lower) && 'published' : (stryCov_9fa48("209"), sortKeys.find(stryMutAct_9fa48("210") ? () => undefined : (stryCov_9fa48("210"), key => stryMutAct_9fa48("213") ? key.toLowerCase() !== lower : stryMutAct_9fa48("212") ? false : stryMutAct_9fa48("211") ? true : (stryCov_9fa48("211", "212", "213"), (stryMutAct_9fa48("214") ? key.toUpperCase() : (stryCov_9fa48("214"), key.toLowerCase())) === lower))) ?? (stryMutAct_9fa48("215") ? "" : (stryCov_9fa48("215"), 'published')));
  }
}

/** The spec's "sort field and sort order" pair (sortBy=salary&orderBy=asc), also accepted. */
export function sortFromPair(sortBy: string, orderBy: string | undefined): SortKey {
  if (stryMutAct_9fa48("216")) {
    {}
  } else {
    stryCov_9fa48("216");
    const field = stryMutAct_9fa48("218") ? sortBy.toLowerCase() : stryMutAct_9fa48("217") ? sortBy.trim().toUpperCase() : (stryCov_9fa48("217", "218"), sortBy.trim().toLowerCase());
    const order = stryMutAct_9fa48("220") ? (orderBy ?? '').toLowerCase() : stryMutAct_9fa48("219") ? (orderBy ?? '').trim().toUpperCase() : (stryCov_9fa48("219", "220"), (stryMutAct_9fa48("221") ? orderBy && '' : (stryCov_9fa48("221"), orderBy ?? (stryMutAct_9fa48("222") ? "Stryker was here!" : (stryCov_9fa48("222"), '')))).trim().toLowerCase());
    if (stryMutAct_9fa48("225") ? field !== 'salary' : stryMutAct_9fa48("224") ? false : stryMutAct_9fa48("223") ? true : (stryCov_9fa48("223", "224", "225"), field === (stryMutAct_9fa48("226") ? "" : (stryCov_9fa48("226"), 'salary')))) return (stryMutAct_9fa48("229") ? order !== 'asc' : stryMutAct_9fa48("228") ? false : stryMutAct_9fa48("227") ? true : (stryCov_9fa48("227", "228", "229"), order === (stryMutAct_9fa48("230") ? "" : (stryCov_9fa48("230"), 'asc')))) ? stryMutAct_9fa48("231") ? "" : (stryCov_9fa48("231"), 'salaryAsc') : stryMutAct_9fa48("232") ? "" : (stryCov_9fa48("232"), 'salaryDesc');
    if (stryMutAct_9fa48("235") ? field !== 'newest' : stryMutAct_9fa48("234") ? false : stryMutAct_9fa48("233") ? true : (stryCov_9fa48("233", "234", "235"), field === (stryMutAct_9fa48("236") ? "" : (stryCov_9fa48("236"), 'newest')))) return stryMutAct_9fa48("237") ? "" : (stryCov_9fa48("237"), 'newest');
    return stryMutAct_9fa48("238") ? "" : (stryCov_9fa48("238"), 'published');
  }
}
const loneSurrogate = stryMutAct_9fa48("244") ? /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[^\uDC00-\uDFFF]/g : stryMutAct_9fa48("243") ? /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![^\uD800-\uDBFF])[\uDC00-\uDFFF]/g : stryMutAct_9fa48("242") ? /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<=[\uD800-\uDBFF])[\uDC00-\uDFFF]/g : stryMutAct_9fa48("241") ? /[\uD800-\uDBFF](?![^\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g : stryMutAct_9fa48("240") ? /[\uD800-\uDBFF](?=[\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g : stryMutAct_9fa48("239") ? /[^\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g : (stryCov_9fa48("239", "240", "241", "242", "243", "244"), /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g);

/** The text with each lone surrogate replaced by U+FFFD, so that it can be percent-encoded. */
export const wellFormed = stryMutAct_9fa48("245") ? () => undefined : (stryCov_9fa48("245"), (() => {
  const wellFormed = (text: string): string => text.replace(loneSurrogate, stryMutAct_9fa48("246") ? "" : (stryCov_9fa48("246"), '\uFFFD'));
  return wellFormed;
})());
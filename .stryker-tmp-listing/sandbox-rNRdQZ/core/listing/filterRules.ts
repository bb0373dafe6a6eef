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

const keysOf: { readonly [F in MultiselectField]: readonly FilterValues[F][number][] } = stryMutAct_9fa48("185") ? {} : (stryCov_9fa48("185"), {
  employmentTypes: employmentTypeKeys,
  experienceLevels: experienceLevelKeys,
  remoteWorkOptions: workplaceTypeKeys,
  workingTimes: workingTimeKeys
});

/** The values a multiselect may hold, in the configuration's order: configured options that core knows. */
export function knownOptions<F extends MultiselectField>(configuration: ListingConfiguration, field: F): readonly FilterValues[F][number][] {
  if (stryMutAct_9fa48("186")) {
    {}
  } else {
    stryCov_9fa48("186");
    const known: readonly string[] = keysOf[field];
    const configured = stryMutAct_9fa48("187") ? filterParameter(configuration, field)?.options && known : (stryCov_9fa48("187"), (stryMutAct_9fa48("188") ? filterParameter(configuration, field).options : (stryCov_9fa48("188"), filterParameter(configuration, field)?.options)) ?? known);
    const options = stryMutAct_9fa48("189") ? configured : (stryCov_9fa48("189"), configured.filter(stryMutAct_9fa48("190") ? () => undefined : (stryCov_9fa48("190"), (option, index) => stryMutAct_9fa48("193") ? known.includes(option) || configured.indexOf(option) === index : stryMutAct_9fa48("192") ? false : stryMutAct_9fa48("191") ? true : (stryCov_9fa48("191", "192", "193"), known.includes(option) && (stryMutAct_9fa48("195") ? configured.indexOf(option) !== index : stryMutAct_9fa48("194") ? true : (stryCov_9fa48("194", "195"), configured.indexOf(option) === index))))));
    return options as readonly FilterValues[F][number][];
  }
}

/** Keeps known values only, once each, in the configuration's order. Case-insensitive. */
export function validMultiselect<F extends MultiselectField>(configuration: ListingConfiguration, field: F, values: readonly string[]): FilterValues[F] {
  if (stryMutAct_9fa48("196")) {
    {}
  } else {
    stryCov_9fa48("196");
    const chosen = new Set(values.map(stryMutAct_9fa48("197") ? () => undefined : (stryCov_9fa48("197"), value => stryMutAct_9fa48("199") ? value.toLowerCase() : stryMutAct_9fa48("198") ? value.trim().toUpperCase() : (stryCov_9fa48("198", "199"), value.trim().toLowerCase()))));
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
  if (stryMutAct_9fa48("200")) {
    {}
  } else {
    stryCov_9fa48("200");
    const kept: string[] = stryMutAct_9fa48("201") ? ["Stryker was here"] : (stryCov_9fa48("201"), []);
    for (const value of values) {
      if (stryMutAct_9fa48("202")) {
        {}
      } else {
        stryCov_9fa48("202");
        if (stryMutAct_9fa48("205") ? typeof value === 'string' : stryMutAct_9fa48("204") ? false : stryMutAct_9fa48("203") ? true : (stryCov_9fa48("203", "204", "205"), typeof value !== (stryMutAct_9fa48("206") ? "" : (stryCov_9fa48("206"), 'string')))) continue;
        const text = stryMutAct_9fa48("207") ? wellFormed(value) : (stryCov_9fa48("207"), wellFormed(value).trim());
        if (stryMutAct_9fa48("210") ? (text === '' || text.length > MAX_TEXT_LENGTH) && kept.includes(text) : stryMutAct_9fa48("209") ? false : stryMutAct_9fa48("208") ? true : (stryCov_9fa48("208", "209", "210"), (stryMutAct_9fa48("212") ? text === '' && text.length > MAX_TEXT_LENGTH : stryMutAct_9fa48("211") ? false : (stryCov_9fa48("211", "212"), (stryMutAct_9fa48("214") ? text !== '' : stryMutAct_9fa48("213") ? false : (stryCov_9fa48("213", "214"), text === (stryMutAct_9fa48("215") ? "Stryker was here!" : (stryCov_9fa48("215"), '')))) || (stryMutAct_9fa48("218") ? text.length <= MAX_TEXT_LENGTH : stryMutAct_9fa48("217") ? text.length >= MAX_TEXT_LENGTH : stryMutAct_9fa48("216") ? false : (stryCov_9fa48("216", "217", "218"), text.length > MAX_TEXT_LENGTH)))) || kept.includes(text))) continue;
        kept.push(text);
        if (stryMutAct_9fa48("221") ? kept.length !== MAX_TEXT_VALUES : stryMutAct_9fa48("220") ? false : stryMutAct_9fa48("219") ? true : (stryCov_9fa48("219", "220", "221"), kept.length === MAX_TEXT_VALUES)) break;
      }
    }
    return kept;
  }
}

/** The salary range's configured bounds (defaults 0 to 1,000,000). */
export function salaryBounds(configuration: ListingConfiguration): SalaryRange {
  if (stryMutAct_9fa48("222")) {
    {}
  } else {
    stryCov_9fa48("222");
    const parameter = filterParameter(configuration, stryMutAct_9fa48("223") ? "" : (stryCov_9fa48("223"), 'salary'));
    return stryMutAct_9fa48("224") ? [] : (stryCov_9fa48("224"), [stryMutAct_9fa48("225") ? parameter?.min && SALARY_RANGE_MIN : (stryCov_9fa48("225"), (stryMutAct_9fa48("226") ? parameter.min : (stryCov_9fa48("226"), parameter?.min)) ?? SALARY_RANGE_MIN), stryMutAct_9fa48("227") ? parameter?.max && SALARY_RANGE_MAX : (stryCov_9fa48("227"), (stryMutAct_9fa48("228") ? parameter.max : (stryCov_9fa48("228"), parameter?.max)) ?? SALARY_RANGE_MAX)]);
  }
}
const wholeNumber = stryMutAct_9fa48("232") ? /^\D{1,15}$/ : stryMutAct_9fa48("231") ? /^\d$/ : stryMutAct_9fa48("230") ? /^\d{1,15}/ : stryMutAct_9fa48("229") ? /\d{1,15}$/ : (stryCov_9fa48("229", "230", "231", "232"), /^\d{1,15}$/);

/**
 * A range filter: exactly two whole numbers, both within the bounds, first not greater than the
 * second. The full range means no filter (null), as does anything invalid.
 */
export function validSalaryText(configuration: ListingConfiguration, text: string): SalaryRange | null {
  if (stryMutAct_9fa48("233")) {
    {}
  } else {
    stryCov_9fa48("233");
    const parts = text.split(stryMutAct_9fa48("234") ? "" : (stryCov_9fa48("234"), ','));
    if (stryMutAct_9fa48("237") ? parts.length === 2 : stryMutAct_9fa48("236") ? false : stryMutAct_9fa48("235") ? true : (stryCov_9fa48("235", "236", "237"), parts.length !== 2)) return null;
    const [minText = stryMutAct_9fa48("238") ? "Stryker was here!" : (stryCov_9fa48("238"), ''), maxText = stryMutAct_9fa48("239") ? "Stryker was here!" : (stryCov_9fa48("239"), '')] = parts.map(stryMutAct_9fa48("240") ? () => undefined : (stryCov_9fa48("240"), part => stryMutAct_9fa48("241") ? part : (stryCov_9fa48("241"), part.trim())));
    if (stryMutAct_9fa48("244") ? !wholeNumber.test(minText) && !wholeNumber.test(maxText) : stryMutAct_9fa48("243") ? false : stryMutAct_9fa48("242") ? true : (stryCov_9fa48("242", "243", "244"), (stryMutAct_9fa48("245") ? wholeNumber.test(minText) : (stryCov_9fa48("245"), !wholeNumber.test(minText))) || (stryMutAct_9fa48("246") ? wholeNumber.test(maxText) : (stryCov_9fa48("246"), !wholeNumber.test(maxText))))) return null;
    return validSalaryRange(configuration, stryMutAct_9fa48("247") ? [] : (stryCov_9fa48("247"), [Number(minText), Number(maxText)]));
  }
}

/** The range as a filter: null unless two whole numbers within the bounds, in order, and not the full range. */
export function validSalaryRange(configuration: ListingConfiguration, range: SalaryRange | null): SalaryRange | null {
  if (stryMutAct_9fa48("248")) {
    {}
  } else {
    stryCov_9fa48("248");
    if (stryMutAct_9fa48("251") ? range !== null : stryMutAct_9fa48("250") ? false : stryMutAct_9fa48("249") ? true : (stryCov_9fa48("249", "250", "251"), range === null)) return null;
    const [lower, upper] = salaryBounds(configuration);
    const [min, max] = range;
    if (stryMutAct_9fa48("254") ? !Number.isSafeInteger(min) && !Number.isSafeInteger(max) : stryMutAct_9fa48("253") ? false : stryMutAct_9fa48("252") ? true : (stryCov_9fa48("252", "253", "254"), (stryMutAct_9fa48("255") ? Number.isSafeInteger(min) : (stryCov_9fa48("255"), !Number.isSafeInteger(min))) || (stryMutAct_9fa48("256") ? Number.isSafeInteger(max) : (stryCov_9fa48("256"), !Number.isSafeInteger(max))))) return null;
    if (stryMutAct_9fa48("259") ? (min < lower || max > upper) && min > max : stryMutAct_9fa48("258") ? false : stryMutAct_9fa48("257") ? true : (stryCov_9fa48("257", "258", "259"), (stryMutAct_9fa48("261") ? min < lower && max > upper : stryMutAct_9fa48("260") ? false : (stryCov_9fa48("260", "261"), (stryMutAct_9fa48("264") ? min >= lower : stryMutAct_9fa48("263") ? min <= lower : stryMutAct_9fa48("262") ? false : (stryCov_9fa48("262", "263", "264"), min < lower)) || (stryMutAct_9fa48("267") ? max <= upper : stryMutAct_9fa48("266") ? max >= upper : stryMutAct_9fa48("265") ? false : (stryCov_9fa48("265", "266", "267"), max > upper)))) || (stryMutAct_9fa48("270") ? min <= max : stryMutAct_9fa48("269") ? min >= max : stryMutAct_9fa48("268") ? false : (stryCov_9fa48("268", "269", "270"), min > max)))) return null;
    if (stryMutAct_9fa48("273") ? min === lower || max === upper : stryMutAct_9fa48("272") ? false : stryMutAct_9fa48("271") ? true : (stryCov_9fa48("271", "272", "273"), (stryMutAct_9fa48("275") ? min !== lower : stryMutAct_9fa48("274") ? true : (stryCov_9fa48("274", "275"), min === lower)) && (stryMutAct_9fa48("277") ? max !== upper : stryMutAct_9fa48("276") ? true : (stryCov_9fa48("276", "277"), max === upper)))) return null;
    return stryMutAct_9fa48("278") ? [] : (stryCov_9fa48("278"), [min, max]);
  }
}

/** A boolean filter is on only with the single true value. */
export const validBooleanText = stryMutAct_9fa48("279") ? () => undefined : (stryCov_9fa48("279"), (() => {
  const validBooleanText = (text: string, trueValue: string): boolean => stryMutAct_9fa48("282") ? text.trim().toLowerCase() !== trueValue : stryMutAct_9fa48("281") ? false : stryMutAct_9fa48("280") ? true : (stryCov_9fa48("280", "281", "282"), (stryMutAct_9fa48("284") ? text.toLowerCase() : stryMutAct_9fa48("283") ? text.trim().toUpperCase() : (stryCov_9fa48("283", "284"), text.trim().toLowerCase())) === trueValue);
  return validBooleanText;
})());

/** One of the configured radius options, else the default. */
export function validRadiusText(configuration: ListingConfiguration, text: string): number {
  if (stryMutAct_9fa48("285")) {
    {}
  } else {
    stryCov_9fa48("285");
    const trimmed = stryMutAct_9fa48("286") ? text : (stryCov_9fa48("286"), text.trim());
    if (stryMutAct_9fa48("289") ? false : stryMutAct_9fa48("288") ? true : stryMutAct_9fa48("287") ? /^\d{1,6}$/.test(trimmed) : (stryCov_9fa48("287", "288", "289"), !(stryMutAct_9fa48("293") ? /^\D{1,6}$/ : stryMutAct_9fa48("292") ? /^\d$/ : stryMutAct_9fa48("291") ? /^\d{1,6}/ : stryMutAct_9fa48("290") ? /\d{1,6}$/ : (stryCov_9fa48("290", "291", "292", "293"), /^\d{1,6}$/)).test(trimmed))) return configuration.defaultRadiusKm;
    const radius = Number(trimmed);
    return configuration.radiusOptions.includes(radius) ? radius : configuration.defaultRadiusKm;
  }
}

/** A known sort key (case-insensitive), else published (published descending). */
export function validSortText(text: string): SortKey {
  if (stryMutAct_9fa48("294")) {
    {}
  } else {
    stryCov_9fa48("294");
    const lower = stryMutAct_9fa48("296") ? text.toLowerCase() : stryMutAct_9fa48("295") ? text.trim().toUpperCase() : (stryCov_9fa48("295", "296"), text.trim().toLowerCase());
    return stryMutAct_9fa48("297") ? sortKeys.find(key => key.toLowerCase() === lower) && 'published' : (stryCov_9fa48("297"), sortKeys.find(stryMutAct_9fa48("298") ? () => undefined : (stryCov_9fa48("298"), key => stryMutAct_9fa48("301") ? key.toLowerCase() !== lower : stryMutAct_9fa48("300") ? false : stryMutAct_9fa48("299") ? true : (stryCov_9fa48("299", "300", "301"), (stryMutAct_9fa48("302") ? key.toUpperCase() : (stryCov_9fa48("302"), key.toLowerCase())) === lower))) ?? (stryMutAct_9fa48("303") ? "" : (stryCov_9fa48("303"), 'published')));
  }
}

/** The spec's "sort field and sort order" pair (sortBy=salary&orderBy=asc), also accepted. */
export function sortFromPair(sortBy: string, orderBy: string | undefined): SortKey {
  if (stryMutAct_9fa48("304")) {
    {}
  } else {
    stryCov_9fa48("304");
    const field = stryMutAct_9fa48("306") ? sortBy.toLowerCase() : stryMutAct_9fa48("305") ? sortBy.trim().toUpperCase() : (stryCov_9fa48("305", "306"), sortBy.trim().toLowerCase());
    const order = stryMutAct_9fa48("308") ? (orderBy ?? '').toLowerCase() : stryMutAct_9fa48("307") ? (orderBy ?? '').trim().toUpperCase() : (stryCov_9fa48("307", "308"), (stryMutAct_9fa48("309") ? orderBy && '' : (stryCov_9fa48("309"), orderBy ?? (stryMutAct_9fa48("310") ? "Stryker was here!" : (stryCov_9fa48("310"), '')))).trim().toLowerCase());
    if (stryMutAct_9fa48("313") ? field !== 'salary' : stryMutAct_9fa48("312") ? false : stryMutAct_9fa48("311") ? true : (stryCov_9fa48("311", "312", "313"), field === (stryMutAct_9fa48("314") ? "" : (stryCov_9fa48("314"), 'salary')))) return (stryMutAct_9fa48("317") ? order !== 'asc' : stryMutAct_9fa48("316") ? false : stryMutAct_9fa48("315") ? true : (stryCov_9fa48("315", "316", "317"), order === (stryMutAct_9fa48("318") ? "" : (stryCov_9fa48("318"), 'asc')))) ? stryMutAct_9fa48("319") ? "" : (stryCov_9fa48("319"), 'salaryAsc') : stryMutAct_9fa48("320") ? "" : (stryCov_9fa48("320"), 'salaryDesc');
    if (stryMutAct_9fa48("323") ? field !== 'newest' : stryMutAct_9fa48("322") ? false : stryMutAct_9fa48("321") ? true : (stryCov_9fa48("321", "322", "323"), field === (stryMutAct_9fa48("324") ? "" : (stryCov_9fa48("324"), 'newest')))) return stryMutAct_9fa48("325") ? "" : (stryCov_9fa48("325"), 'newest');
    return stryMutAct_9fa48("326") ? "" : (stryCov_9fa48("326"), 'published');
  }
}
const loneSurrogate = stryMutAct_9fa48("332") ? /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[^\uDC00-\uDFFF]/g : stryMutAct_9fa48("331") ? /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![^\uD800-\uDBFF])[\uDC00-\uDFFF]/g : stryMutAct_9fa48("330") ? /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<=[\uD800-\uDBFF])[\uDC00-\uDFFF]/g : stryMutAct_9fa48("329") ? /[\uD800-\uDBFF](?![^\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g : stryMutAct_9fa48("328") ? /[\uD800-\uDBFF](?=[\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g : stryMutAct_9fa48("327") ? /[^\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g : (stryCov_9fa48("327", "328", "329", "330", "331", "332"), /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g);

/** The text with each lone surrogate replaced by U+FFFD, so that it can be percent-encoded. */
export const wellFormed = stryMutAct_9fa48("333") ? () => undefined : (stryCov_9fa48("333"), (() => {
  const wellFormed = (text: string): string => text.replace(loneSurrogate, stryMutAct_9fa48("334") ? "" : (stryCov_9fa48("334"), '\uFFFD'));
  return wellFormed;
})());
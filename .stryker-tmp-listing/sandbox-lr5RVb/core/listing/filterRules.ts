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

const keysOf: { readonly [F in MultiselectField]: readonly FilterValues[F][number][] } = stryMutAct_9fa48("321") ? {} : (stryCov_9fa48("321"), {
  employmentTypes: employmentTypeKeys,
  experienceLevels: experienceLevelKeys,
  remoteWorkOptions: workplaceTypeKeys,
  workingTimes: workingTimeKeys
});

/** The values a multiselect may hold, in the configuration's order: configured options that core knows. */
export function knownOptions<F extends MultiselectField>(configuration: ListingConfiguration, field: F): readonly FilterValues[F][number][] {
  if (stryMutAct_9fa48("322")) {
    {}
  } else {
    stryCov_9fa48("322");
    const known: readonly string[] = keysOf[field];
    const configured = stryMutAct_9fa48("323") ? filterParameter(configuration, field)?.options && known : (stryCov_9fa48("323"), (stryMutAct_9fa48("324") ? filterParameter(configuration, field).options : (stryCov_9fa48("324"), filterParameter(configuration, field)?.options)) ?? known);
    const options = stryMutAct_9fa48("325") ? configured : (stryCov_9fa48("325"), configured.filter(stryMutAct_9fa48("326") ? () => undefined : (stryCov_9fa48("326"), (option, index) => stryMutAct_9fa48("329") ? known.includes(option) || configured.indexOf(option) === index : stryMutAct_9fa48("328") ? false : stryMutAct_9fa48("327") ? true : (stryCov_9fa48("327", "328", "329"), known.includes(option) && (stryMutAct_9fa48("331") ? configured.indexOf(option) !== index : stryMutAct_9fa48("330") ? true : (stryCov_9fa48("330", "331"), configured.indexOf(option) === index))))));
    return options as readonly FilterValues[F][number][];
  }
}

/** Keeps known values only, once each, in the configuration's order. Case-insensitive. */
export function validMultiselect<F extends MultiselectField>(configuration: ListingConfiguration, field: F, values: readonly string[]): FilterValues[F] {
  if (stryMutAct_9fa48("332")) {
    {}
  } else {
    stryCov_9fa48("332");
    const chosen = new Set(values.map(stryMutAct_9fa48("333") ? () => undefined : (stryCov_9fa48("333"), value => stryMutAct_9fa48("335") ? value.toLowerCase() : stryMutAct_9fa48("334") ? value.trim().toUpperCase() : (stryCov_9fa48("334", "335"), value.trim().toLowerCase()))));
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
  if (stryMutAct_9fa48("336")) {
    {}
  } else {
    stryCov_9fa48("336");
    const kept: string[] = stryMutAct_9fa48("337") ? ["Stryker was here"] : (stryCov_9fa48("337"), []);
    for (const value of values) {
      if (stryMutAct_9fa48("338")) {
        {}
      } else {
        stryCov_9fa48("338");
        if (stryMutAct_9fa48("341") ? typeof value === 'string' : stryMutAct_9fa48("340") ? false : stryMutAct_9fa48("339") ? true : (stryCov_9fa48("339", "340", "341"), typeof value !== (stryMutAct_9fa48("342") ? "" : (stryCov_9fa48("342"), 'string')))) continue;
        const text = stryMutAct_9fa48("343") ? wellFormed(value) : (stryCov_9fa48("343"), wellFormed(value).trim());
        if (stryMutAct_9fa48("346") ? (text === '' || text.length > MAX_TEXT_LENGTH) && kept.includes(text) : stryMutAct_9fa48("345") ? false : stryMutAct_9fa48("344") ? true : (stryCov_9fa48("344", "345", "346"), (stryMutAct_9fa48("348") ? text === '' && text.length > MAX_TEXT_LENGTH : stryMutAct_9fa48("347") ? false : (stryCov_9fa48("347", "348"), (stryMutAct_9fa48("350") ? text !== '' : stryMutAct_9fa48("349") ? false : (stryCov_9fa48("349", "350"), text === (stryMutAct_9fa48("351") ? "Stryker was here!" : (stryCov_9fa48("351"), '')))) || (stryMutAct_9fa48("354") ? text.length <= MAX_TEXT_LENGTH : stryMutAct_9fa48("353") ? text.length >= MAX_TEXT_LENGTH : stryMutAct_9fa48("352") ? false : (stryCov_9fa48("352", "353", "354"), text.length > MAX_TEXT_LENGTH)))) || kept.includes(text))) continue;
        kept.push(text);
        if (stryMutAct_9fa48("357") ? kept.length !== MAX_TEXT_VALUES : stryMutAct_9fa48("356") ? false : stryMutAct_9fa48("355") ? true : (stryCov_9fa48("355", "356", "357"), kept.length === MAX_TEXT_VALUES)) break;
      }
    }
    return kept;
  }
}

/** The salary range's configured bounds (defaults 0 to 1,000,000). */
export function salaryBounds(configuration: ListingConfiguration): SalaryRange {
  if (stryMutAct_9fa48("358")) {
    {}
  } else {
    stryCov_9fa48("358");
    const parameter = filterParameter(configuration, stryMutAct_9fa48("359") ? "" : (stryCov_9fa48("359"), 'salary'));
    return stryMutAct_9fa48("360") ? [] : (stryCov_9fa48("360"), [stryMutAct_9fa48("361") ? parameter?.min && SALARY_RANGE_MIN : (stryCov_9fa48("361"), (stryMutAct_9fa48("362") ? parameter.min : (stryCov_9fa48("362"), parameter?.min)) ?? SALARY_RANGE_MIN), stryMutAct_9fa48("363") ? parameter?.max && SALARY_RANGE_MAX : (stryCov_9fa48("363"), (stryMutAct_9fa48("364") ? parameter.max : (stryCov_9fa48("364"), parameter?.max)) ?? SALARY_RANGE_MAX)]);
  }
}
const wholeNumber = stryMutAct_9fa48("368") ? /^\D{1,15}$/ : stryMutAct_9fa48("367") ? /^\d$/ : stryMutAct_9fa48("366") ? /^\d{1,15}/ : stryMutAct_9fa48("365") ? /\d{1,15}$/ : (stryCov_9fa48("365", "366", "367", "368"), /^\d{1,15}$/);

/**
 * A range filter: exactly two whole numbers, both within the bounds, first not greater than the
 * second. The full range means no filter (null), as does anything invalid.
 */
export function validSalaryText(configuration: ListingConfiguration, text: string): SalaryRange | null {
  if (stryMutAct_9fa48("369")) {
    {}
  } else {
    stryCov_9fa48("369");
    const parts = text.split(stryMutAct_9fa48("370") ? "" : (stryCov_9fa48("370"), ','));
    if (stryMutAct_9fa48("373") ? parts.length === 2 : stryMutAct_9fa48("372") ? false : stryMutAct_9fa48("371") ? true : (stryCov_9fa48("371", "372", "373"), parts.length !== 2)) return null;
    const [minText = stryMutAct_9fa48("374") ? "Stryker was here!" : (stryCov_9fa48("374"), ''), maxText = stryMutAct_9fa48("375") ? "Stryker was here!" : (stryCov_9fa48("375"), '')] = parts.map(stryMutAct_9fa48("376") ? () => undefined : (stryCov_9fa48("376"), part => stryMutAct_9fa48("377") ? part : (stryCov_9fa48("377"), part.trim())));
    if (stryMutAct_9fa48("380") ? !wholeNumber.test(minText) && !wholeNumber.test(maxText) : stryMutAct_9fa48("379") ? false : stryMutAct_9fa48("378") ? true : (stryCov_9fa48("378", "379", "380"), (stryMutAct_9fa48("381") ? wholeNumber.test(minText) : (stryCov_9fa48("381"), !wholeNumber.test(minText))) || (stryMutAct_9fa48("382") ? wholeNumber.test(maxText) : (stryCov_9fa48("382"), !wholeNumber.test(maxText))))) return null;
    return validSalaryRange(configuration, stryMutAct_9fa48("383") ? [] : (stryCov_9fa48("383"), [Number(minText), Number(maxText)]));
  }
}

/** The range as a filter: null unless two whole numbers within the bounds, in order, and not the full range. */
export function validSalaryRange(configuration: ListingConfiguration, range: SalaryRange | null): SalaryRange | null {
  if (stryMutAct_9fa48("384")) {
    {}
  } else {
    stryCov_9fa48("384");
    if (stryMutAct_9fa48("387") ? range !== null : stryMutAct_9fa48("386") ? false : stryMutAct_9fa48("385") ? true : (stryCov_9fa48("385", "386", "387"), range === null)) return null;
    const [lower, upper] = salaryBounds(configuration);
    const [min, max] = range;
    if (stryMutAct_9fa48("390") ? !Number.isSafeInteger(min) && !Number.isSafeInteger(max) : stryMutAct_9fa48("389") ? false : stryMutAct_9fa48("388") ? true : (stryCov_9fa48("388", "389", "390"), (stryMutAct_9fa48("391") ? Number.isSafeInteger(min) : (stryCov_9fa48("391"), !Number.isSafeInteger(min))) || (stryMutAct_9fa48("392") ? Number.isSafeInteger(max) : (stryCov_9fa48("392"), !Number.isSafeInteger(max))))) return null;
    if (stryMutAct_9fa48("395") ? (min < lower || max > upper) && min > max : stryMutAct_9fa48("394") ? false : stryMutAct_9fa48("393") ? true : (stryCov_9fa48("393", "394", "395"), (stryMutAct_9fa48("397") ? min < lower && max > upper : stryMutAct_9fa48("396") ? false : (stryCov_9fa48("396", "397"), (stryMutAct_9fa48("400") ? min >= lower : stryMutAct_9fa48("399") ? min <= lower : stryMutAct_9fa48("398") ? false : (stryCov_9fa48("398", "399", "400"), min < lower)) || (stryMutAct_9fa48("403") ? max <= upper : stryMutAct_9fa48("402") ? max >= upper : stryMutAct_9fa48("401") ? false : (stryCov_9fa48("401", "402", "403"), max > upper)))) || (stryMutAct_9fa48("406") ? min <= max : stryMutAct_9fa48("405") ? min >= max : stryMutAct_9fa48("404") ? false : (stryCov_9fa48("404", "405", "406"), min > max)))) return null;
    if (stryMutAct_9fa48("409") ? min === lower || max === upper : stryMutAct_9fa48("408") ? false : stryMutAct_9fa48("407") ? true : (stryCov_9fa48("407", "408", "409"), (stryMutAct_9fa48("411") ? min !== lower : stryMutAct_9fa48("410") ? true : (stryCov_9fa48("410", "411"), min === lower)) && (stryMutAct_9fa48("413") ? max !== upper : stryMutAct_9fa48("412") ? true : (stryCov_9fa48("412", "413"), max === upper)))) return null;
    return stryMutAct_9fa48("414") ? [] : (stryCov_9fa48("414"), [min, max]);
  }
}

/** A boolean filter is on only with the single true value. */
export const validBooleanText = stryMutAct_9fa48("415") ? () => undefined : (stryCov_9fa48("415"), (() => {
  const validBooleanText = (text: string, trueValue: string): boolean => stryMutAct_9fa48("418") ? text.trim().toLowerCase() !== trueValue : stryMutAct_9fa48("417") ? false : stryMutAct_9fa48("416") ? true : (stryCov_9fa48("416", "417", "418"), (stryMutAct_9fa48("420") ? text.toLowerCase() : stryMutAct_9fa48("419") ? text.trim().toUpperCase() : (stryCov_9fa48("419", "420"), text.trim().toLowerCase())) === trueValue);
  return validBooleanText;
})());

/** One of the configured radius options, else the default. */
export function validRadiusText(configuration: ListingConfiguration, text: string): number {
  if (stryMutAct_9fa48("421")) {
    {}
  } else {
    stryCov_9fa48("421");
    const trimmed = stryMutAct_9fa48("422") ? text : (stryCov_9fa48("422"), text.trim());
    if (stryMutAct_9fa48("425") ? false : stryMutAct_9fa48("424") ? true : stryMutAct_9fa48("423") ? /^\d{1,6}$/.test(trimmed) : (stryCov_9fa48("423", "424", "425"), !(stryMutAct_9fa48("429") ? /^\D{1,6}$/ : stryMutAct_9fa48("428") ? /^\d$/ : stryMutAct_9fa48("427") ? /^\d{1,6}/ : stryMutAct_9fa48("426") ? /\d{1,6}$/ : (stryCov_9fa48("426", "427", "428", "429"), /^\d{1,6}$/)).test(trimmed))) return configuration.defaultRadiusKm;
    const radius = Number(trimmed);
    return configuration.radiusOptions.includes(radius) ? radius : configuration.defaultRadiusKm;
  }
}

/** A known sort key (case-insensitive), else published (published descending). */
export function validSortText(text: string): SortKey {
  if (stryMutAct_9fa48("430")) {
    {}
  } else {
    stryCov_9fa48("430");
    const lower = stryMutAct_9fa48("432") ? text.toLowerCase() : stryMutAct_9fa48("431") ? text.trim().toUpperCase() : (stryCov_9fa48("431", "432"), text.trim().toLowerCase());
    return stryMutAct_9fa48("433") ? sortKeys.find(key => key.toLowerCase() === lower) && 'published' : (stryCov_9fa48("433"), sortKeys.find(stryMutAct_9fa48("434") ? () => undefined : (stryCov_9fa48("434"), key => stryMutAct_9fa48("437") ? key.toLowerCase() !== lower : stryMutAct_9fa48("436") ? false : stryMutAct_9fa48("435") ? true : (stryCov_9fa48("435", "436", "437"), (stryMutAct_9fa48("438") ? key.toUpperCase() : (stryCov_9fa48("438"), key.toLowerCase())) === lower))) ?? (stryMutAct_9fa48("439") ? "" : (stryCov_9fa48("439"), 'published')));
  }
}

/** The spec's "sort field and sort order" pair (sortBy=salary&orderBy=asc), also accepted. */
export function sortFromPair(sortBy: string, orderBy: string | undefined): SortKey {
  if (stryMutAct_9fa48("440")) {
    {}
  } else {
    stryCov_9fa48("440");
    const field = stryMutAct_9fa48("442") ? sortBy.toLowerCase() : stryMutAct_9fa48("441") ? sortBy.trim().toUpperCase() : (stryCov_9fa48("441", "442"), sortBy.trim().toLowerCase());
    const order = stryMutAct_9fa48("444") ? (orderBy ?? '').toLowerCase() : stryMutAct_9fa48("443") ? (orderBy ?? '').trim().toUpperCase() : (stryCov_9fa48("443", "444"), (stryMutAct_9fa48("445") ? orderBy && '' : (stryCov_9fa48("445"), orderBy ?? (stryMutAct_9fa48("446") ? "Stryker was here!" : (stryCov_9fa48("446"), '')))).trim().toLowerCase());
    if (stryMutAct_9fa48("449") ? field !== 'salary' : stryMutAct_9fa48("448") ? false : stryMutAct_9fa48("447") ? true : (stryCov_9fa48("447", "448", "449"), field === (stryMutAct_9fa48("450") ? "" : (stryCov_9fa48("450"), 'salary')))) return (stryMutAct_9fa48("453") ? order !== 'asc' : stryMutAct_9fa48("452") ? false : stryMutAct_9fa48("451") ? true : (stryCov_9fa48("451", "452", "453"), order === (stryMutAct_9fa48("454") ? "" : (stryCov_9fa48("454"), 'asc')))) ? stryMutAct_9fa48("455") ? "" : (stryCov_9fa48("455"), 'salaryAsc') : stryMutAct_9fa48("456") ? "" : (stryCov_9fa48("456"), 'salaryDesc');
    if (stryMutAct_9fa48("459") ? field !== 'newest' : stryMutAct_9fa48("458") ? false : stryMutAct_9fa48("457") ? true : (stryCov_9fa48("457", "458", "459"), field === (stryMutAct_9fa48("460") ? "" : (stryCov_9fa48("460"), 'newest')))) return stryMutAct_9fa48("461") ? "" : (stryCov_9fa48("461"), 'newest');
    return stryMutAct_9fa48("462") ? "" : (stryCov_9fa48("462"), 'published');
  }
}
const loneSurrogate = stryMutAct_9fa48("468") ? /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[^\uDC00-\uDFFF]/g : stryMutAct_9fa48("467") ? /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![^\uD800-\uDBFF])[\uDC00-\uDFFF]/g : stryMutAct_9fa48("466") ? /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<=[\uD800-\uDBFF])[\uDC00-\uDFFF]/g : stryMutAct_9fa48("465") ? /[\uD800-\uDBFF](?![^\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g : stryMutAct_9fa48("464") ? /[\uD800-\uDBFF](?=[\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g : stryMutAct_9fa48("463") ? /[^\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g : (stryCov_9fa48("463", "464", "465", "466", "467", "468"), /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g);

/** The text with each lone surrogate replaced by U+FFFD, so that it can be percent-encoded. */
export const wellFormed = stryMutAct_9fa48("469") ? () => undefined : (stryCov_9fa48("469"), (() => {
  const wellFormed = (text: string): string => text.replace(loneSurrogate, stryMutAct_9fa48("470") ? "" : (stryCov_9fa48("470"), '\uFFFD'));
  return wellFormed;
})());
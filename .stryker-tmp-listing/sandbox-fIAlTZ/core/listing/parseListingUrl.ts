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
import type { Language } from '../tenancy/Tenant.ts';
import { emptyFilters, type FilterValues, type SortKey } from './FilterValues.ts';
import { sortFromPair, validBooleanText, validMultiselect, validRadiusText, validSalaryText, validSortText, validTextList } from './filterRules.ts';
import { findCity, findMainCategory, findSubcategory, type ListingVocabulary } from './ListingVocabulary.ts';
import { allLocationsWords, fieldByWord, languageOfWord, listPrefixWords, remoteWords, TRUE_VALUE, type ParameterField } from './routeWords.ts';
export type ParsedListingUrl = {
  readonly kind: 'listing';
  readonly language: Language;
  readonly filters: FilterValues;
} | {
  readonly kind: 'not-listing';
};
const notListing: ParsedListingUrl = stryMutAct_9fa48("436") ? {} : (stryCov_9fa48("436"), {
  kind: stryMutAct_9fa48("437") ? "" : (stryCov_9fa48("437"), 'not-listing')
});

/** Longer URLs are not listing URLs: no real one comes close, and it bounds the work a request can ask for. */
export const MAX_LISTING_URL_LENGTH = 8192;
/** At most: prefix, location, category, subcategories, and a few key_value filter segments. */
const MAX_PATH_SEGMENTS = 24;

/**
 * ParseListingUrl: a listing URL (absolute, or path and query) to its filter values. Never throws.
 *
 * `not-listing` (a 404) when the path does not start with the list prefix, names an unknown
 * location or category, or has segments past the subcategories. Query values and key_value path
 * segments that are unknown, malformed or out of range are dropped. The grammar is in
 * docs/listing-url.md.
 */
export function parseListingUrl(url: string, vocabulary: ListingVocabulary): ParsedListingUrl {
  if (stryMutAct_9fa48("438")) {
    {}
  } else {
    stryCov_9fa48("438");
    if (stryMutAct_9fa48("442") ? url.length <= MAX_LISTING_URL_LENGTH : stryMutAct_9fa48("441") ? url.length >= MAX_LISTING_URL_LENGTH : stryMutAct_9fa48("440") ? false : stryMutAct_9fa48("439") ? true : (stryCov_9fa48("439", "440", "441", "442"), url.length > MAX_LISTING_URL_LENGTH)) return notListing;
    const {
      path,
      query
    } = splitUrl(url);
    const segments = stryMutAct_9fa48("443") ? path.split('/') : (stryCov_9fa48("443"), path.split(stryMutAct_9fa48("444") ? "" : (stryCov_9fa48("444"), '/')).filter(stryMutAct_9fa48("445") ? () => undefined : (stryCov_9fa48("445"), segment => stryMutAct_9fa48("448") ? segment === '' : stryMutAct_9fa48("447") ? false : stryMutAct_9fa48("446") ? true : (stryCov_9fa48("446", "447", "448"), segment !== (stryMutAct_9fa48("449") ? "Stryker was here!" : (stryCov_9fa48("449"), ''))))));
    if (stryMutAct_9fa48("453") ? segments.length <= MAX_PATH_SEGMENTS : stryMutAct_9fa48("452") ? segments.length >= MAX_PATH_SEGMENTS : stryMutAct_9fa48("451") ? false : stryMutAct_9fa48("450") ? true : (stryCov_9fa48("450", "451", "452", "453"), segments.length > MAX_PATH_SEGMENTS)) return notListing;
    const decoded = segments.map(safeDecode);
    const [prefix, ...rest] = decoded;
    const language = (stryMutAct_9fa48("456") ? prefix === undefined && prefix === null : stryMutAct_9fa48("455") ? false : stryMutAct_9fa48("454") ? true : (stryCov_9fa48("454", "455", "456"), (stryMutAct_9fa48("458") ? prefix !== undefined : stryMutAct_9fa48("457") ? false : (stryCov_9fa48("457", "458"), prefix === undefined)) || (stryMutAct_9fa48("460") ? prefix !== null : stryMutAct_9fa48("459") ? false : (stryCov_9fa48("459", "460"), prefix === null)))) ? null : languageOfWord(listPrefixWords, prefix);
    if (stryMutAct_9fa48("463") ? language !== null : stryMutAct_9fa48("462") ? false : stryMutAct_9fa48("461") ? true : (stryCov_9fa48("461", "462", "463"), language === null)) return notListing;
    const raw = new RawParameters();
    const positional: string[] = stryMutAct_9fa48("464") ? ["Stryker was here"] : (stryCov_9fa48("464"), []);
    for (const segment of rest) {
      if (stryMutAct_9fa48("465")) {
        {}
      } else {
        stryCov_9fa48("465");
        if (stryMutAct_9fa48("468") ? segment !== null : stryMutAct_9fa48("467") ? false : stryMutAct_9fa48("466") ? true : (stryCov_9fa48("466", "467", "468"), segment === null)) return notListing;
        const filter = filterSegment(segment);
        if (stryMutAct_9fa48("470") ? false : stryMutAct_9fa48("469") ? true : (stryCov_9fa48("469", "470"), filter)) raw.addPath(filter.field, filter.value);else positional.push(segment);
      }
    }
    for (const [key, value] of queryPairs(query)) raw.addQuery(key, value);
    const place = parsePlace(positional, vocabulary);
    if (stryMutAct_9fa48("473") ? place !== null : stryMutAct_9fa48("472") ? false : stryMutAct_9fa48("471") ? true : (stryCov_9fa48("471", "472", "473"), place === null)) return notListing;
    return stryMutAct_9fa48("474") ? {} : (stryCov_9fa48("474"), {
      kind: stryMutAct_9fa48("475") ? "" : (stryCov_9fa48("475"), 'listing'),
      language,
      filters: stryMutAct_9fa48("476") ? {} : (stryCov_9fa48("476"), {
        ...place,
        ...parseParameters(raw, vocabulary)
      })
    });
  }
}

/** The language of a listing URL's prefix (before its vocabulary is loaded), or null when it has none. */
export function listingUrlLanguage(url: string): Language | null {
  if (stryMutAct_9fa48("477")) {
    {}
  } else {
    stryCov_9fa48("477");
    const first = splitUrl(stryMutAct_9fa48("478") ? url : (stryCov_9fa48("478"), url.slice(0, MAX_LISTING_URL_LENGTH))).path.split(stryMutAct_9fa48("479") ? "" : (stryCov_9fa48("479"), '/')).find(stryMutAct_9fa48("480") ? () => undefined : (stryCov_9fa48("480"), segment => stryMutAct_9fa48("483") ? segment === '' : stryMutAct_9fa48("482") ? false : stryMutAct_9fa48("481") ? true : (stryCov_9fa48("481", "482", "483"), segment !== (stryMutAct_9fa48("484") ? "Stryker was here!" : (stryCov_9fa48("484"), '')))));
    const decoded = (stryMutAct_9fa48("487") ? first !== undefined : stryMutAct_9fa48("486") ? false : stryMutAct_9fa48("485") ? true : (stryCov_9fa48("485", "486", "487"), first === undefined)) ? null : safeDecode(first);
    return (stryMutAct_9fa48("490") ? decoded !== null : stryMutAct_9fa48("489") ? false : stryMutAct_9fa48("488") ? true : (stryCov_9fa48("488", "489", "490"), decoded === null)) ? null : languageOfWord(listPrefixWords, decoded);
  }
}
type Place = Pick<FilterValues, 'city' | 'remote' | 'category' | 'subcategories'>;

/** location, then an optional category, then optional comma-separated subcategories. */
function parsePlace(positional: readonly string[], vocabulary: ListingVocabulary): Place | null {
  if (stryMutAct_9fa48("491")) {
    {}
  } else {
    stryCov_9fa48("491");
    if (stryMutAct_9fa48("495") ? positional.length <= 3 : stryMutAct_9fa48("494") ? positional.length >= 3 : stryMutAct_9fa48("493") ? false : stryMutAct_9fa48("492") ? true : (stryCov_9fa48("492", "493", "494", "495"), positional.length > 3)) return null;
    const [location, categorySlug, subcategoryList] = positional;
    const place = parseLocation(location, vocabulary);
    if (stryMutAct_9fa48("498") ? place !== null : stryMutAct_9fa48("497") ? false : stryMutAct_9fa48("496") ? true : (stryCov_9fa48("496", "497", "498"), place === null)) return null;
    if (stryMutAct_9fa48("501") ? categorySlug !== undefined : stryMutAct_9fa48("500") ? false : stryMutAct_9fa48("499") ? true : (stryCov_9fa48("499", "500", "501"), categorySlug === undefined)) return stryMutAct_9fa48("502") ? {} : (stryCov_9fa48("502"), {
      ...place,
      category: null,
      subcategories: stryMutAct_9fa48("503") ? ["Stryker was here"] : (stryCov_9fa48("503"), [])
    });
    const category = findMainCategory(vocabulary, categorySlug);
    if (stryMutAct_9fa48("506") ? category !== undefined : stryMutAct_9fa48("505") ? false : stryMutAct_9fa48("504") ? true : (stryCov_9fa48("504", "505", "506"), category === undefined)) return null;
    const chosen = new Set(stryMutAct_9fa48("507") ? (subcategoryList ?? '').split(',').map(slug => findSubcategory(category, slug.trim())?.slug) : (stryCov_9fa48("507"), (stryMutAct_9fa48("508") ? subcategoryList && '' : (stryCov_9fa48("508"), subcategoryList ?? (stryMutAct_9fa48("509") ? "Stryker was here!" : (stryCov_9fa48("509"), '')))).split(stryMutAct_9fa48("510") ? "" : (stryCov_9fa48("510"), ',')).map(stryMutAct_9fa48("511") ? () => undefined : (stryCov_9fa48("511"), slug => stryMutAct_9fa48("512") ? findSubcategory(category, slug.trim()).slug : (stryCov_9fa48("512"), findSubcategory(category, stryMutAct_9fa48("513") ? slug : (stryCov_9fa48("513"), slug.trim()))?.slug))).filter(stryMutAct_9fa48("514") ? () => undefined : (stryCov_9fa48("514"), slug => stryMutAct_9fa48("517") ? slug === undefined : stryMutAct_9fa48("516") ? false : stryMutAct_9fa48("515") ? true : (stryCov_9fa48("515", "516", "517"), slug !== undefined)))));
    const subcategories = stryMutAct_9fa48("518") ? category.children.map(child => child.slug) : (stryCov_9fa48("518"), category.children.map(stryMutAct_9fa48("519") ? () => undefined : (stryCov_9fa48("519"), child => child.slug)).filter(stryMutAct_9fa48("520") ? () => undefined : (stryCov_9fa48("520"), slug => chosen.has(slug))));
    return stryMutAct_9fa48("521") ? {} : (stryCov_9fa48("521"), {
      ...place,
      category: category.slug,
      subcategories: stryMutAct_9fa48("522") ? [] : (stryCov_9fa48("522"), [...new Set(subcategories)])
    });
  }
}
function parseLocation(location: string | undefined, vocabulary: ListingVocabulary): Pick<FilterValues, 'city' | 'remote'> | null {
  if (stryMutAct_9fa48("523")) {
    {}
  } else {
    stryCov_9fa48("523");
    if (stryMutAct_9fa48("526") ? location === undefined && languageOfWord(allLocationsWords, location) !== null : stryMutAct_9fa48("525") ? false : stryMutAct_9fa48("524") ? true : (stryCov_9fa48("524", "525", "526"), (stryMutAct_9fa48("528") ? location !== undefined : stryMutAct_9fa48("527") ? false : (stryCov_9fa48("527", "528"), location === undefined)) || (stryMutAct_9fa48("530") ? languageOfWord(allLocationsWords, location) === null : stryMutAct_9fa48("529") ? false : (stryCov_9fa48("529", "530"), languageOfWord(allLocationsWords, location) !== null)))) return stryMutAct_9fa48("531") ? {} : (stryCov_9fa48("531"), {
      city: null,
      remote: stryMutAct_9fa48("532") ? true : (stryCov_9fa48("532"), false)
    });
    if (stryMutAct_9fa48("535") ? languageOfWord(remoteWords, location) === null : stryMutAct_9fa48("534") ? false : stryMutAct_9fa48("533") ? true : (stryCov_9fa48("533", "534", "535"), languageOfWord(remoteWords, location) !== null)) return stryMutAct_9fa48("536") ? {} : (stryCov_9fa48("536"), {
      city: null,
      remote: stryMutAct_9fa48("537") ? false : (stryCov_9fa48("537"), true)
    });
    const city = findCity(vocabulary, location);
    return (stryMutAct_9fa48("540") ? city !== undefined : stryMutAct_9fa48("539") ? false : stryMutAct_9fa48("538") ? true : (stryCov_9fa48("538", "539", "540"), city === undefined)) ? null : stryMutAct_9fa48("541") ? {} : (stryCov_9fa48("541"), {
      city: city.slug,
      remote: stryMutAct_9fa48("542") ? true : (stryCov_9fa48("542"), false)
    });
  }
}
type Parameters = Omit<FilterValues, keyof Place>;
function parseParameters(raw: RawParameters, vocabulary: ListingVocabulary): Parameters {
  if (stryMutAct_9fa48("543")) {
    {}
  } else {
    stryCov_9fa48("543");
    const {
      configuration
    } = vocabulary;
    const last = stryMutAct_9fa48("544") ? () => undefined : (stryCov_9fa48("544"), (() => {
      const last = (field: ParameterField): string | undefined => raw.values(field).at(stryMutAct_9fa48("545") ? +1 : (stryCov_9fa48("545"), -1));
      return last;
    })());
    const salary = last(stryMutAct_9fa48("546") ? "" : (stryCov_9fa48("546"), 'salary'));
    const radius = last(stryMutAct_9fa48("547") ? "" : (stryCov_9fa48("547"), 'cityRadiusKm'));
    return stryMutAct_9fa48("548") ? {} : (stryCov_9fa48("548"), {
      keywords: validTextList(raw.values(stryMutAct_9fa48("549") ? "" : (stryCov_9fa48("549"), 'keywords'))),
      companyNames: validTextList(raw.values(stryMutAct_9fa48("550") ? "" : (stryCov_9fa48("550"), 'companyNames'))),
      skills: validTextList(raw.values(stryMutAct_9fa48("551") ? "" : (stryCov_9fa48("551"), 'skills'))),
      jobTitles: validTextList(raw.values(stryMutAct_9fa48("552") ? "" : (stryCov_9fa48("552"), 'jobTitles'))),
      cityRadiusKm: (stryMutAct_9fa48("555") ? radius !== undefined : stryMutAct_9fa48("554") ? false : stryMutAct_9fa48("553") ? true : (stryCov_9fa48("553", "554", "555"), radius === undefined)) ? configuration.defaultRadiusKm : validRadiusText(configuration, radius),
      salary: (stryMutAct_9fa48("558") ? salary !== undefined : stryMutAct_9fa48("557") ? false : stryMutAct_9fa48("556") ? true : (stryCov_9fa48("556", "557", "558"), salary === undefined)) ? null : validSalaryText(configuration, salary),
      employmentTypes: validMultiselect(configuration, stryMutAct_9fa48("559") ? "" : (stryCov_9fa48("559"), 'employmentTypes'), raw.listValues(stryMutAct_9fa48("560") ? "" : (stryCov_9fa48("560"), 'employmentTypes'))),
      workingTimes: validMultiselect(configuration, stryMutAct_9fa48("561") ? "" : (stryCov_9fa48("561"), 'workingTimes'), raw.listValues(stryMutAct_9fa48("562") ? "" : (stryCov_9fa48("562"), 'workingTimes'))),
      experienceLevels: validMultiselect(configuration, stryMutAct_9fa48("563") ? "" : (stryCov_9fa48("563"), 'experienceLevels'), raw.listValues(stryMutAct_9fa48("564") ? "" : (stryCov_9fa48("564"), 'experienceLevels'))),
      remoteWorkOptions: validMultiselect(configuration, stryMutAct_9fa48("565") ? "" : (stryCov_9fa48("565"), 'remoteWorkOptions'), raw.listValues(stryMutAct_9fa48("566") ? "" : (stryCov_9fa48("566"), 'remoteWorkOptions'))),
      ukraineFriendly: validBooleanText(stryMutAct_9fa48("567") ? last('ukraineFriendly') && '' : (stryCov_9fa48("567"), last(stryMutAct_9fa48("568") ? "" : (stryCov_9fa48("568"), 'ukraineFriendly')) ?? (stryMutAct_9fa48("569") ? "Stryker was here!" : (stryCov_9fa48("569"), ''))), TRUE_VALUE),
      withSalary: validBooleanText(stryMutAct_9fa48("570") ? last('withSalary') && '' : (stryCov_9fa48("570"), last(stryMutAct_9fa48("571") ? "" : (stryCov_9fa48("571"), 'withSalary')) ?? (stryMutAct_9fa48("572") ? "Stryker was here!" : (stryCov_9fa48("572"), ''))), TRUE_VALUE),
      showMap: validBooleanText(stryMutAct_9fa48("573") ? last('showMap') && '' : (stryCov_9fa48("573"), last(stryMutAct_9fa48("574") ? "" : (stryCov_9fa48("574"), 'showMap')) ?? (stryMutAct_9fa48("575") ? "Stryker was here!" : (stryCov_9fa48("575"), ''))), TRUE_VALUE),
      sort: parseSort(last(stryMutAct_9fa48("576") ? "" : (stryCov_9fa48("576"), 'sort')), raw.sortBy, raw.orderBy)
    });
  }
}
function parseSort(sort: string | undefined, sortBy: string | undefined, orderBy: string | undefined): SortKey {
  if (stryMutAct_9fa48("577")) {
    {}
  } else {
    stryCov_9fa48("577");
    if (stryMutAct_9fa48("580") ? sort === undefined : stryMutAct_9fa48("579") ? false : stryMutAct_9fa48("578") ? true : (stryCov_9fa48("578", "579", "580"), sort !== undefined)) return validSortText(sort);
    if (stryMutAct_9fa48("583") ? sortBy === undefined : stryMutAct_9fa48("582") ? false : stryMutAct_9fa48("581") ? true : (stryCov_9fa48("581", "582", "583"), sortBy !== undefined)) return sortFromPair(sortBy, orderBy);
    return emptyFilters.sort;
  }
}
const textFields: ReadonlySet<ParameterField> = new Set(stryMutAct_9fa48("584") ? [] : (stryCov_9fa48("584"), [stryMutAct_9fa48("585") ? "" : (stryCov_9fa48("585"), 'keywords'), stryMutAct_9fa48("586") ? "" : (stryCov_9fa48("586"), 'companyNames'), stryMutAct_9fa48("587") ? "" : (stryCov_9fa48("587"), 'skills'), stryMutAct_9fa48("588") ? "" : (stryCov_9fa48("588"), 'jobTitles')]));

/** The raw text given for each parameter, path segments first, then the query, in order. */
class RawParameters {
  private readonly byField = new Map<ParameterField, string[]>();
  sortBy: string | undefined;
  orderBy: string | undefined;

  /** A key_value path segment: dots stand for commas, and free-text lists split on them. */
  addPath(field: ParameterField, value: string): void {
    if (stryMutAct_9fa48("589")) {
      {}
    } else {
      stryCov_9fa48("589");
      const text = value.replaceAll(stryMutAct_9fa48("590") ? "" : (stryCov_9fa48("590"), '.'), stryMutAct_9fa48("591") ? "" : (stryCov_9fa48("591"), ','));
      if (stryMutAct_9fa48("593") ? false : stryMutAct_9fa48("592") ? true : (stryCov_9fa48("592", "593"), textFields.has(field))) for (const item of text.split(stryMutAct_9fa48("594") ? "" : (stryCov_9fa48("594"), ','))) this.add(field, item);else this.add(field, text);
    }
  }
  addQuery(key: string, value: string): void {
    if (stryMutAct_9fa48("595")) {
      {}
    } else {
      stryCov_9fa48("595");
      const lower = stryMutAct_9fa48("596") ? key.toUpperCase() : (stryCov_9fa48("596"), key.toLowerCase());
      const field = fieldByWord.get(lower);
      if (stryMutAct_9fa48("599") ? field === undefined : stryMutAct_9fa48("598") ? false : stryMutAct_9fa48("597") ? true : (stryCov_9fa48("597", "598", "599"), field !== undefined)) this.add(field, value);else if (stryMutAct_9fa48("602") ? lower !== 'sortby' : stryMutAct_9fa48("601") ? false : stryMutAct_9fa48("600") ? true : (stryCov_9fa48("600", "601", "602"), lower === (stryMutAct_9fa48("603") ? "" : (stryCov_9fa48("603"), 'sortby')))) this.sortBy = value;else if (stryMutAct_9fa48("606") ? lower !== 'orderby' : stryMutAct_9fa48("605") ? false : stryMutAct_9fa48("604") ? true : (stryCov_9fa48("604", "605", "606"), lower === (stryMutAct_9fa48("607") ? "" : (stryCov_9fa48("607"), 'orderby')))) this.orderBy = value;
    }
  }
  values(field: ParameterField): readonly string[] {
    if (stryMutAct_9fa48("608")) {
      {}
    } else {
      stryCov_9fa48("608");
      return stryMutAct_9fa48("609") ? this.byField.get(field) && [] : (stryCov_9fa48("609"), this.byField.get(field) ?? (stryMutAct_9fa48("610") ? ["Stryker was here"] : (stryCov_9fa48("610"), [])));
    }
  }

  /** Comma-separated or repeated: `a,b` and `a&…=b` alike. */
  listValues(field: ParameterField): readonly string[] {
    if (stryMutAct_9fa48("611")) {
      {}
    } else {
      stryCov_9fa48("611");
      return this.values(field).flatMap(stryMutAct_9fa48("612") ? () => undefined : (stryCov_9fa48("612"), value => value.split(stryMutAct_9fa48("613") ? "" : (stryCov_9fa48("613"), ','))));
    }
  }
  private add(field: ParameterField, value: string): void {
    if (stryMutAct_9fa48("614")) {
      {}
    } else {
      stryCov_9fa48("614");
      const list = this.byField.get(field);
      if (stryMutAct_9fa48("616") ? false : stryMutAct_9fa48("615") ? true : (stryCov_9fa48("615", "616"), list)) list.push(value);else this.byField.set(field, stryMutAct_9fa48("617") ? [] : (stryCov_9fa48("617"), [value]));
    }
  }
}

/** `key_value` with a known key, else null (the segment is a location, category or subcategories). */
function filterSegment(segment: string): {
  field: ParameterField;
  value: string;
} | null {
  if (stryMutAct_9fa48("618")) {
    {}
  } else {
    stryCov_9fa48("618");
    const separator = segment.indexOf(stryMutAct_9fa48("619") ? "" : (stryCov_9fa48("619"), '_'));
    if (stryMutAct_9fa48("623") ? separator > 0 : stryMutAct_9fa48("622") ? separator < 0 : stryMutAct_9fa48("621") ? false : stryMutAct_9fa48("620") ? true : (stryCov_9fa48("620", "621", "622", "623"), separator <= 0)) return null;
    const field = fieldByWord.get(stryMutAct_9fa48("625") ? segment.toLowerCase() : stryMutAct_9fa48("624") ? segment.slice(0, separator).toUpperCase() : (stryCov_9fa48("624", "625"), segment.slice(0, separator).toLowerCase()));
    return (stryMutAct_9fa48("628") ? field !== undefined : stryMutAct_9fa48("627") ? false : stryMutAct_9fa48("626") ? true : (stryCov_9fa48("626", "627", "628"), field === undefined)) ? null : stryMutAct_9fa48("629") ? {} : (stryCov_9fa48("629"), {
      field,
      value: stryMutAct_9fa48("630") ? segment : (stryCov_9fa48("630"), segment.slice(stryMutAct_9fa48("631") ? separator - 1 : (stryCov_9fa48("631"), separator + 1)))
    });
  }
}

/** Path and query of an absolute URL or a path; the fragment is dropped. */
function splitUrl(url: string): {
  path: string;
  query: string;
} {
  if (stryMutAct_9fa48("632")) {
    {}
  } else {
    stryCov_9fa48("632");
    const withoutOrigin = url.replace(stryMutAct_9fa48("638") ? /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[/?#]*/ : stryMutAct_9fa48("637") ? /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]/ : stryMutAct_9fa48("636") ? /^[a-zA-Z][^a-zA-Z0-9+.-]*:\/\/[^/?#]*/ : stryMutAct_9fa48("635") ? /^[a-zA-Z][a-zA-Z0-9+.-]:\/\/[^/?#]*/ : stryMutAct_9fa48("634") ? /^[^a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/ : stryMutAct_9fa48("633") ? /[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/ : (stryCov_9fa48("633", "634", "635", "636", "637", "638"), /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/), stryMutAct_9fa48("639") ? "Stryker was here!" : (stryCov_9fa48("639"), ''));
    const hash = withoutOrigin.indexOf(stryMutAct_9fa48("640") ? "" : (stryCov_9fa48("640"), '#'));
    const beforeHash = (stryMutAct_9fa48("643") ? hash !== -1 : stryMutAct_9fa48("642") ? false : stryMutAct_9fa48("641") ? true : (stryCov_9fa48("641", "642", "643"), hash === (stryMutAct_9fa48("644") ? +1 : (stryCov_9fa48("644"), -1)))) ? withoutOrigin : stryMutAct_9fa48("645") ? withoutOrigin : (stryCov_9fa48("645"), withoutOrigin.slice(0, hash));
    const question = beforeHash.indexOf(stryMutAct_9fa48("646") ? "" : (stryCov_9fa48("646"), '?'));
    return (stryMutAct_9fa48("649") ? question !== -1 : stryMutAct_9fa48("648") ? false : stryMutAct_9fa48("647") ? true : (stryCov_9fa48("647", "648", "649"), question === (stryMutAct_9fa48("650") ? +1 : (stryCov_9fa48("650"), -1)))) ? stryMutAct_9fa48("651") ? {} : (stryCov_9fa48("651"), {
      path: beforeHash,
      query: stryMutAct_9fa48("652") ? "Stryker was here!" : (stryCov_9fa48("652"), '')
    }) : stryMutAct_9fa48("653") ? {} : (stryCov_9fa48("653"), {
      path: stryMutAct_9fa48("654") ? beforeHash : (stryCov_9fa48("654"), beforeHash.slice(0, question)),
      query: stryMutAct_9fa48("655") ? beforeHash : (stryCov_9fa48("655"), beforeHash.slice(stryMutAct_9fa48("656") ? question - 1 : (stryCov_9fa48("656"), question + 1)))
    });
  }
}

/** `k=v` pairs of a query string, `+` read as a space; pairs that do not decode are dropped. */
function queryPairs(query: string): Array<readonly [string, string]> {
  if (stryMutAct_9fa48("657")) {
    {}
  } else {
    stryCov_9fa48("657");
    const pairs: Array<readonly [string, string]> = stryMutAct_9fa48("658") ? ["Stryker was here"] : (stryCov_9fa48("658"), []);
    for (const part of query.split(stryMutAct_9fa48("659") ? "" : (stryCov_9fa48("659"), '&'))) {
      if (stryMutAct_9fa48("660")) {
        {}
      } else {
        stryCov_9fa48("660");
        if (stryMutAct_9fa48("663") ? part !== '' : stryMutAct_9fa48("662") ? false : stryMutAct_9fa48("661") ? true : (stryCov_9fa48("661", "662", "663"), part === (stryMutAct_9fa48("664") ? "Stryker was here!" : (stryCov_9fa48("664"), '')))) continue;
        const equals = part.indexOf(stryMutAct_9fa48("665") ? "" : (stryCov_9fa48("665"), '='));
        const key = safeDecode(((stryMutAct_9fa48("668") ? equals !== -1 : stryMutAct_9fa48("667") ? false : stryMutAct_9fa48("666") ? true : (stryCov_9fa48("666", "667", "668"), equals === (stryMutAct_9fa48("669") ? +1 : (stryCov_9fa48("669"), -1)))) ? part : stryMutAct_9fa48("670") ? part : (stryCov_9fa48("670"), part.slice(0, equals))).replaceAll(stryMutAct_9fa48("671") ? "" : (stryCov_9fa48("671"), '+'), stryMutAct_9fa48("672") ? "" : (stryCov_9fa48("672"), ' ')));
        const value = safeDecode((stryMutAct_9fa48("675") ? equals !== -1 : stryMutAct_9fa48("674") ? false : stryMutAct_9fa48("673") ? true : (stryCov_9fa48("673", "674", "675"), equals === (stryMutAct_9fa48("676") ? +1 : (stryCov_9fa48("676"), -1)))) ? stryMutAct_9fa48("677") ? "Stryker was here!" : (stryCov_9fa48("677"), '') : stryMutAct_9fa48("678") ? part.replaceAll('+', ' ') : (stryCov_9fa48("678"), part.slice(stryMutAct_9fa48("679") ? equals - 1 : (stryCov_9fa48("679"), equals + 1)).replaceAll(stryMutAct_9fa48("680") ? "" : (stryCov_9fa48("680"), '+'), stryMutAct_9fa48("681") ? "" : (stryCov_9fa48("681"), ' '))));
        if (stryMutAct_9fa48("684") ? key !== null || value !== null : stryMutAct_9fa48("683") ? false : stryMutAct_9fa48("682") ? true : (stryCov_9fa48("682", "683", "684"), (stryMutAct_9fa48("686") ? key === null : stryMutAct_9fa48("685") ? true : (stryCov_9fa48("685", "686"), key !== null)) && (stryMutAct_9fa48("688") ? value === null : stryMutAct_9fa48("687") ? true : (stryCov_9fa48("687", "688"), value !== null)))) pairs.push(stryMutAct_9fa48("689") ? [] : (stryCov_9fa48("689"), [key, value]));
      }
    }
    return pairs;
  }
}

/** Percent-decoding that answers null for malformed sequences instead of throwing. */
function safeDecode(text: string): string | null {
  if (stryMutAct_9fa48("690")) {
    {}
  } else {
    stryCov_9fa48("690");
    try {
      if (stryMutAct_9fa48("691")) {
        {}
      } else {
        stryCov_9fa48("691");
        return decodeURIComponent(text);
      }
    } catch {
      if (stryMutAct_9fa48("692")) {
        {}
      } else {
        stryCov_9fa48("692");
        return null;
      }
    }
  }
}
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
const notListing: ParsedListingUrl = stryMutAct_9fa48("594") ? {} : (stryCov_9fa48("594"), {
  kind: stryMutAct_9fa48("595") ? "" : (stryCov_9fa48("595"), 'not-listing')
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
  if (stryMutAct_9fa48("596")) {
    {}
  } else {
    stryCov_9fa48("596");
    if (stryMutAct_9fa48("600") ? url.length <= MAX_LISTING_URL_LENGTH : stryMutAct_9fa48("599") ? url.length >= MAX_LISTING_URL_LENGTH : stryMutAct_9fa48("598") ? false : stryMutAct_9fa48("597") ? true : (stryCov_9fa48("597", "598", "599", "600"), url.length > MAX_LISTING_URL_LENGTH)) return notListing;
    const {
      path,
      query
    } = splitUrl(url);
    const segments = stryMutAct_9fa48("601") ? path.split('/') : (stryCov_9fa48("601"), path.split(stryMutAct_9fa48("602") ? "" : (stryCov_9fa48("602"), '/')).filter(stryMutAct_9fa48("603") ? () => undefined : (stryCov_9fa48("603"), segment => stryMutAct_9fa48("606") ? segment === '' : stryMutAct_9fa48("605") ? false : stryMutAct_9fa48("604") ? true : (stryCov_9fa48("604", "605", "606"), segment !== (stryMutAct_9fa48("607") ? "Stryker was here!" : (stryCov_9fa48("607"), ''))))));
    if (stryMutAct_9fa48("611") ? segments.length <= MAX_PATH_SEGMENTS : stryMutAct_9fa48("610") ? segments.length >= MAX_PATH_SEGMENTS : stryMutAct_9fa48("609") ? false : stryMutAct_9fa48("608") ? true : (stryCov_9fa48("608", "609", "610", "611"), segments.length > MAX_PATH_SEGMENTS)) return notListing;
    const decoded = segments.map(safeDecode);
    const [prefix, ...rest] = decoded;
    const language = (stryMutAct_9fa48("614") ? prefix === undefined && prefix === null : stryMutAct_9fa48("613") ? false : stryMutAct_9fa48("612") ? true : (stryCov_9fa48("612", "613", "614"), (stryMutAct_9fa48("616") ? prefix !== undefined : stryMutAct_9fa48("615") ? false : (stryCov_9fa48("615", "616"), prefix === undefined)) || (stryMutAct_9fa48("618") ? prefix !== null : stryMutAct_9fa48("617") ? false : (stryCov_9fa48("617", "618"), prefix === null)))) ? null : languageOfWord(listPrefixWords, prefix);
    if (stryMutAct_9fa48("621") ? language !== null : stryMutAct_9fa48("620") ? false : stryMutAct_9fa48("619") ? true : (stryCov_9fa48("619", "620", "621"), language === null)) return notListing;
    const raw = new RawParameters();
    const positional: string[] = stryMutAct_9fa48("622") ? ["Stryker was here"] : (stryCov_9fa48("622"), []);
    for (const segment of rest) {
      if (stryMutAct_9fa48("623")) {
        {}
      } else {
        stryCov_9fa48("623");
        if (stryMutAct_9fa48("626") ? segment !== null : stryMutAct_9fa48("625") ? false : stryMutAct_9fa48("624") ? true : (stryCov_9fa48("624", "625", "626"), segment === null)) return notListing;
        const filter = filterSegment(segment);
        if (stryMutAct_9fa48("628") ? false : stryMutAct_9fa48("627") ? true : (stryCov_9fa48("627", "628"), filter)) raw.addPath(filter.field, filter.value);else positional.push(segment);
      }
    }
    for (const [key, value] of queryPairs(query)) raw.addQuery(key, value);
    const place = parsePlace(positional, vocabulary);
    if (stryMutAct_9fa48("631") ? place !== null : stryMutAct_9fa48("630") ? false : stryMutAct_9fa48("629") ? true : (stryCov_9fa48("629", "630", "631"), place === null)) return notListing;
    return stryMutAct_9fa48("632") ? {} : (stryCov_9fa48("632"), {
      kind: stryMutAct_9fa48("633") ? "" : (stryCov_9fa48("633"), 'listing'),
      language,
      filters: stryMutAct_9fa48("634") ? {} : (stryCov_9fa48("634"), {
        ...place,
        ...parseParameters(raw, vocabulary)
      })
    });
  }
}

/** The language of a listing URL's prefix (before its vocabulary is loaded), or null when it has none. */
export function listingUrlLanguage(url: string): Language | null {
  if (stryMutAct_9fa48("635")) {
    {}
  } else {
    stryCov_9fa48("635");
    const first = splitUrl(stryMutAct_9fa48("636") ? url : (stryCov_9fa48("636"), url.slice(0, MAX_LISTING_URL_LENGTH))).path.split(stryMutAct_9fa48("637") ? "" : (stryCov_9fa48("637"), '/')).find(stryMutAct_9fa48("638") ? () => undefined : (stryCov_9fa48("638"), segment => stryMutAct_9fa48("641") ? segment === '' : stryMutAct_9fa48("640") ? false : stryMutAct_9fa48("639") ? true : (stryCov_9fa48("639", "640", "641"), segment !== (stryMutAct_9fa48("642") ? "Stryker was here!" : (stryCov_9fa48("642"), '')))));
    const decoded = (stryMutAct_9fa48("645") ? first !== undefined : stryMutAct_9fa48("644") ? false : stryMutAct_9fa48("643") ? true : (stryCov_9fa48("643", "644", "645"), first === undefined)) ? null : safeDecode(first);
    return (stryMutAct_9fa48("648") ? decoded !== null : stryMutAct_9fa48("647") ? false : stryMutAct_9fa48("646") ? true : (stryCov_9fa48("646", "647", "648"), decoded === null)) ? null : languageOfWord(listPrefixWords, decoded);
  }
}
type Place = Pick<FilterValues, 'city' | 'remote' | 'category' | 'subcategories'>;

/** location, then an optional category, then optional comma-separated subcategories. */
function parsePlace(positional: readonly string[], vocabulary: ListingVocabulary): Place | null {
  if (stryMutAct_9fa48("649")) {
    {}
  } else {
    stryCov_9fa48("649");
    if (stryMutAct_9fa48("653") ? positional.length <= 3 : stryMutAct_9fa48("652") ? positional.length >= 3 : stryMutAct_9fa48("651") ? false : stryMutAct_9fa48("650") ? true : (stryCov_9fa48("650", "651", "652", "653"), positional.length > 3)) return null;
    const [location, categorySlug, subcategoryList] = positional;
    const place = parseLocation(location, vocabulary);
    if (stryMutAct_9fa48("656") ? place !== null : stryMutAct_9fa48("655") ? false : stryMutAct_9fa48("654") ? true : (stryCov_9fa48("654", "655", "656"), place === null)) return null;
    if (stryMutAct_9fa48("659") ? categorySlug !== undefined : stryMutAct_9fa48("658") ? false : stryMutAct_9fa48("657") ? true : (stryCov_9fa48("657", "658", "659"), categorySlug === undefined)) return stryMutAct_9fa48("660") ? {} : (stryCov_9fa48("660"), {
      ...place,
      category: null,
      subcategories: stryMutAct_9fa48("661") ? ["Stryker was here"] : (stryCov_9fa48("661"), [])
    });
    const category = findMainCategory(vocabulary, categorySlug);
    if (stryMutAct_9fa48("664") ? category !== undefined : stryMutAct_9fa48("663") ? false : stryMutAct_9fa48("662") ? true : (stryCov_9fa48("662", "663", "664"), category === undefined)) return null;
    const chosen = new Set(stryMutAct_9fa48("665") ? (subcategoryList ?? '').split(',').map(slug => findSubcategory(category, slug.trim())?.slug) : (stryCov_9fa48("665"), (stryMutAct_9fa48("666") ? subcategoryList && '' : (stryCov_9fa48("666"), subcategoryList ?? (stryMutAct_9fa48("667") ? "Stryker was here!" : (stryCov_9fa48("667"), '')))).split(stryMutAct_9fa48("668") ? "" : (stryCov_9fa48("668"), ',')).map(stryMutAct_9fa48("669") ? () => undefined : (stryCov_9fa48("669"), slug => stryMutAct_9fa48("670") ? findSubcategory(category, slug.trim()).slug : (stryCov_9fa48("670"), findSubcategory(category, stryMutAct_9fa48("671") ? slug : (stryCov_9fa48("671"), slug.trim()))?.slug))).filter(stryMutAct_9fa48("672") ? () => undefined : (stryCov_9fa48("672"), slug => stryMutAct_9fa48("675") ? slug === undefined : stryMutAct_9fa48("674") ? false : stryMutAct_9fa48("673") ? true : (stryCov_9fa48("673", "674", "675"), slug !== undefined)))));
    const subcategories = stryMutAct_9fa48("676") ? category.children.map(child => child.slug) : (stryCov_9fa48("676"), category.children.map(stryMutAct_9fa48("677") ? () => undefined : (stryCov_9fa48("677"), child => child.slug)).filter(stryMutAct_9fa48("678") ? () => undefined : (stryCov_9fa48("678"), slug => chosen.has(slug))));
    return stryMutAct_9fa48("679") ? {} : (stryCov_9fa48("679"), {
      ...place,
      category: category.slug,
      subcategories: stryMutAct_9fa48("680") ? [] : (stryCov_9fa48("680"), [...new Set(subcategories)])
    });
  }
}
function parseLocation(location: string | undefined, vocabulary: ListingVocabulary): Pick<FilterValues, 'city' | 'remote'> | null {
  if (stryMutAct_9fa48("681")) {
    {}
  } else {
    stryCov_9fa48("681");
    if (stryMutAct_9fa48("684") ? location === undefined && languageOfWord(allLocationsWords, location) !== null : stryMutAct_9fa48("683") ? false : stryMutAct_9fa48("682") ? true : (stryCov_9fa48("682", "683", "684"), (stryMutAct_9fa48("686") ? location !== undefined : stryMutAct_9fa48("685") ? false : (stryCov_9fa48("685", "686"), location === undefined)) || (stryMutAct_9fa48("688") ? languageOfWord(allLocationsWords, location) === null : stryMutAct_9fa48("687") ? false : (stryCov_9fa48("687", "688"), languageOfWord(allLocationsWords, location) !== null)))) return stryMutAct_9fa48("689") ? {} : (stryCov_9fa48("689"), {
      city: null,
      remote: stryMutAct_9fa48("690") ? true : (stryCov_9fa48("690"), false)
    });
    if (stryMutAct_9fa48("693") ? languageOfWord(remoteWords, location) === null : stryMutAct_9fa48("692") ? false : stryMutAct_9fa48("691") ? true : (stryCov_9fa48("691", "692", "693"), languageOfWord(remoteWords, location) !== null)) return stryMutAct_9fa48("694") ? {} : (stryCov_9fa48("694"), {
      city: null,
      remote: stryMutAct_9fa48("695") ? false : (stryCov_9fa48("695"), true)
    });
    const city = findCity(vocabulary, location);
    return (stryMutAct_9fa48("698") ? city !== undefined : stryMutAct_9fa48("697") ? false : stryMutAct_9fa48("696") ? true : (stryCov_9fa48("696", "697", "698"), city === undefined)) ? null : stryMutAct_9fa48("699") ? {} : (stryCov_9fa48("699"), {
      city: city.slug,
      remote: stryMutAct_9fa48("700") ? true : (stryCov_9fa48("700"), false)
    });
  }
}
type Parameters = Omit<FilterValues, keyof Place>;
function parseParameters(raw: RawParameters, vocabulary: ListingVocabulary): Parameters {
  if (stryMutAct_9fa48("701")) {
    {}
  } else {
    stryCov_9fa48("701");
    const {
      configuration
    } = vocabulary;
    const last = stryMutAct_9fa48("702") ? () => undefined : (stryCov_9fa48("702"), (() => {
      const last = (field: ParameterField): string | undefined => raw.values(field).at(stryMutAct_9fa48("703") ? +1 : (stryCov_9fa48("703"), -1));
      return last;
    })());
    const salary = last(stryMutAct_9fa48("704") ? "" : (stryCov_9fa48("704"), 'salary'));
    const radius = last(stryMutAct_9fa48("705") ? "" : (stryCov_9fa48("705"), 'cityRadiusKm'));
    return stryMutAct_9fa48("706") ? {} : (stryCov_9fa48("706"), {
      keywords: validTextList(raw.values(stryMutAct_9fa48("707") ? "" : (stryCov_9fa48("707"), 'keywords'))),
      companyNames: validTextList(raw.values(stryMutAct_9fa48("708") ? "" : (stryCov_9fa48("708"), 'companyNames'))),
      skills: validTextList(raw.values(stryMutAct_9fa48("709") ? "" : (stryCov_9fa48("709"), 'skills'))),
      jobTitles: validTextList(raw.values(stryMutAct_9fa48("710") ? "" : (stryCov_9fa48("710"), 'jobTitles'))),
      cityRadiusKm: (stryMutAct_9fa48("713") ? radius !== undefined : stryMutAct_9fa48("712") ? false : stryMutAct_9fa48("711") ? true : (stryCov_9fa48("711", "712", "713"), radius === undefined)) ? configuration.defaultRadiusKm : validRadiusText(configuration, radius),
      salary: (stryMutAct_9fa48("716") ? salary !== undefined : stryMutAct_9fa48("715") ? false : stryMutAct_9fa48("714") ? true : (stryCov_9fa48("714", "715", "716"), salary === undefined)) ? null : validSalaryText(configuration, salary),
      employmentTypes: validMultiselect(configuration, stryMutAct_9fa48("717") ? "" : (stryCov_9fa48("717"), 'employmentTypes'), raw.listValues(stryMutAct_9fa48("718") ? "" : (stryCov_9fa48("718"), 'employmentTypes'))),
      workingTimes: validMultiselect(configuration, stryMutAct_9fa48("719") ? "" : (stryCov_9fa48("719"), 'workingTimes'), raw.listValues(stryMutAct_9fa48("720") ? "" : (stryCov_9fa48("720"), 'workingTimes'))),
      experienceLevels: validMultiselect(configuration, stryMutAct_9fa48("721") ? "" : (stryCov_9fa48("721"), 'experienceLevels'), raw.listValues(stryMutAct_9fa48("722") ? "" : (stryCov_9fa48("722"), 'experienceLevels'))),
      remoteWorkOptions: validMultiselect(configuration, stryMutAct_9fa48("723") ? "" : (stryCov_9fa48("723"), 'remoteWorkOptions'), raw.listValues(stryMutAct_9fa48("724") ? "" : (stryCov_9fa48("724"), 'remoteWorkOptions'))),
      ukraineFriendly: validBooleanText(stryMutAct_9fa48("725") ? last('ukraineFriendly') && '' : (stryCov_9fa48("725"), last(stryMutAct_9fa48("726") ? "" : (stryCov_9fa48("726"), 'ukraineFriendly')) ?? (stryMutAct_9fa48("727") ? "Stryker was here!" : (stryCov_9fa48("727"), ''))), TRUE_VALUE),
      withSalary: validBooleanText(stryMutAct_9fa48("728") ? last('withSalary') && '' : (stryCov_9fa48("728"), last(stryMutAct_9fa48("729") ? "" : (stryCov_9fa48("729"), 'withSalary')) ?? (stryMutAct_9fa48("730") ? "Stryker was here!" : (stryCov_9fa48("730"), ''))), TRUE_VALUE),
      showMap: validBooleanText(stryMutAct_9fa48("731") ? last('showMap') && '' : (stryCov_9fa48("731"), last(stryMutAct_9fa48("732") ? "" : (stryCov_9fa48("732"), 'showMap')) ?? (stryMutAct_9fa48("733") ? "Stryker was here!" : (stryCov_9fa48("733"), ''))), TRUE_VALUE),
      sort: parseSort(last(stryMutAct_9fa48("734") ? "" : (stryCov_9fa48("734"), 'sort')), raw.sortBy, raw.orderBy)
    });
  }
}
function parseSort(sort: string | undefined, sortBy: string | undefined, orderBy: string | undefined): SortKey {
  if (stryMutAct_9fa48("735")) {
    {}
  } else {
    stryCov_9fa48("735");
    if (stryMutAct_9fa48("738") ? sort === undefined : stryMutAct_9fa48("737") ? false : stryMutAct_9fa48("736") ? true : (stryCov_9fa48("736", "737", "738"), sort !== undefined)) return validSortText(sort);
    if (stryMutAct_9fa48("741") ? sortBy === undefined : stryMutAct_9fa48("740") ? false : stryMutAct_9fa48("739") ? true : (stryCov_9fa48("739", "740", "741"), sortBy !== undefined)) return sortFromPair(sortBy, orderBy);
    return emptyFilters.sort;
  }
}
const textFields: ReadonlySet<ParameterField> = new Set(stryMutAct_9fa48("742") ? [] : (stryCov_9fa48("742"), [stryMutAct_9fa48("743") ? "" : (stryCov_9fa48("743"), 'keywords'), stryMutAct_9fa48("744") ? "" : (stryCov_9fa48("744"), 'companyNames'), stryMutAct_9fa48("745") ? "" : (stryCov_9fa48("745"), 'skills'), stryMutAct_9fa48("746") ? "" : (stryCov_9fa48("746"), 'jobTitles')]));

/** The raw text given for each parameter, path segments first, then the query, in order. */
class RawParameters {
  private readonly byField = new Map<ParameterField, string[]>();
  sortBy: string | undefined;
  orderBy: string | undefined;

  /** A key_value path segment: dots stand for commas, and free-text lists split on them. */
  addPath(field: ParameterField, value: string): void {
    if (stryMutAct_9fa48("747")) {
      {}
    } else {
      stryCov_9fa48("747");
      const text = value.replaceAll(stryMutAct_9fa48("748") ? "" : (stryCov_9fa48("748"), '.'), stryMutAct_9fa48("749") ? "" : (stryCov_9fa48("749"), ','));
      if (stryMutAct_9fa48("751") ? false : stryMutAct_9fa48("750") ? true : (stryCov_9fa48("750", "751"), textFields.has(field))) for (const item of text.split(stryMutAct_9fa48("752") ? "" : (stryCov_9fa48("752"), ','))) this.add(field, item);else this.add(field, text);
    }
  }
  addQuery(key: string, value: string): void {
    if (stryMutAct_9fa48("753")) {
      {}
    } else {
      stryCov_9fa48("753");
      const lower = stryMutAct_9fa48("754") ? key.toUpperCase() : (stryCov_9fa48("754"), key.toLowerCase());
      const field = fieldByWord.get(lower);
      if (stryMutAct_9fa48("757") ? field === undefined : stryMutAct_9fa48("756") ? false : stryMutAct_9fa48("755") ? true : (stryCov_9fa48("755", "756", "757"), field !== undefined)) this.add(field, value);else if (stryMutAct_9fa48("760") ? lower !== 'sortby' : stryMutAct_9fa48("759") ? false : stryMutAct_9fa48("758") ? true : (stryCov_9fa48("758", "759", "760"), lower === (stryMutAct_9fa48("761") ? "" : (stryCov_9fa48("761"), 'sortby')))) this.sortBy = value;else if (stryMutAct_9fa48("764") ? lower !== 'orderby' : stryMutAct_9fa48("763") ? false : stryMutAct_9fa48("762") ? true : (stryCov_9fa48("762", "763", "764"), lower === (stryMutAct_9fa48("765") ? "" : (stryCov_9fa48("765"), 'orderby')))) this.orderBy = value;
    }
  }
  values(field: ParameterField): readonly string[] {
    if (stryMutAct_9fa48("766")) {
      {}
    } else {
      stryCov_9fa48("766");
      return stryMutAct_9fa48("767") ? this.byField.get(field) && [] : (stryCov_9fa48("767"), this.byField.get(field) ?? (stryMutAct_9fa48("768") ? ["Stryker was here"] : (stryCov_9fa48("768"), [])));
    }
  }

  /** Comma-separated or repeated: `a,b` and `a&…=b` alike. */
  listValues(field: ParameterField): readonly string[] {
    if (stryMutAct_9fa48("769")) {
      {}
    } else {
      stryCov_9fa48("769");
      return this.values(field).flatMap(stryMutAct_9fa48("770") ? () => undefined : (stryCov_9fa48("770"), value => value.split(stryMutAct_9fa48("771") ? "" : (stryCov_9fa48("771"), ','))));
    }
  }
  private add(field: ParameterField, value: string): void {
    if (stryMutAct_9fa48("772")) {
      {}
    } else {
      stryCov_9fa48("772");
      const list = this.byField.get(field);
      if (stryMutAct_9fa48("774") ? false : stryMutAct_9fa48("773") ? true : (stryCov_9fa48("773", "774"), list)) list.push(value);else this.byField.set(field, stryMutAct_9fa48("775") ? [] : (stryCov_9fa48("775"), [value]));
    }
  }
}

/** `key_value` with a known key, else null (the segment is a location, category or subcategories). */
function filterSegment(segment: string): {
  field: ParameterField;
  value: string;
} | null {
  if (stryMutAct_9fa48("776")) {
    {}
  } else {
    stryCov_9fa48("776");
    const separator = segment.indexOf(stryMutAct_9fa48("777") ? "" : (stryCov_9fa48("777"), '_'));
    if (stryMutAct_9fa48("781") ? separator > 0 : stryMutAct_9fa48("780") ? separator < 0 : stryMutAct_9fa48("779") ? false : stryMutAct_9fa48("778") ? true : (stryCov_9fa48("778", "779", "780", "781"), separator <= 0)) return null;
    const field = fieldByWord.get(stryMutAct_9fa48("783") ? segment.toLowerCase() : stryMutAct_9fa48("782") ? segment.slice(0, separator).toUpperCase() : (stryCov_9fa48("782", "783"), segment.slice(0, separator).toLowerCase()));
    return (stryMutAct_9fa48("786") ? field !== undefined : stryMutAct_9fa48("785") ? false : stryMutAct_9fa48("784") ? true : (stryCov_9fa48("784", "785", "786"), field === undefined)) ? null : stryMutAct_9fa48("787") ? {} : (stryCov_9fa48("787"), {
      field,
      value: stryMutAct_9fa48("788") ? segment : (stryCov_9fa48("788"), segment.slice(stryMutAct_9fa48("789") ? separator - 1 : (stryCov_9fa48("789"), separator + 1)))
    });
  }
}

/** Path and query of an absolute URL or a path; the fragment is dropped. */
function splitUrl(url: string): {
  path: string;
  query: string;
} {
  if (stryMutAct_9fa48("790")) {
    {}
  } else {
    stryCov_9fa48("790");
    const withoutOrigin = url.replace(stryMutAct_9fa48("796") ? /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[/?#]*/ : stryMutAct_9fa48("795") ? /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]/ : stryMutAct_9fa48("794") ? /^[a-zA-Z][^a-zA-Z0-9+.-]*:\/\/[^/?#]*/ : stryMutAct_9fa48("793") ? /^[a-zA-Z][a-zA-Z0-9+.-]:\/\/[^/?#]*/ : stryMutAct_9fa48("792") ? /^[^a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/ : stryMutAct_9fa48("791") ? /[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/ : (stryCov_9fa48("791", "792", "793", "794", "795", "796"), /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/), stryMutAct_9fa48("797") ? "Stryker was here!" : (stryCov_9fa48("797"), ''));
    const hash = withoutOrigin.indexOf(stryMutAct_9fa48("798") ? "" : (stryCov_9fa48("798"), '#'));
    const beforeHash = (stryMutAct_9fa48("801") ? hash !== -1 : stryMutAct_9fa48("800") ? false : stryMutAct_9fa48("799") ? true : (stryCov_9fa48("799", "800", "801"), hash === (stryMutAct_9fa48("802") ? +1 : (stryCov_9fa48("802"), -1)))) ? withoutOrigin : stryMutAct_9fa48("803") ? withoutOrigin : (stryCov_9fa48("803"), withoutOrigin.slice(0, hash));
    const question = beforeHash.indexOf(stryMutAct_9fa48("804") ? "" : (stryCov_9fa48("804"), '?'));
    return (stryMutAct_9fa48("807") ? question !== -1 : stryMutAct_9fa48("806") ? false : stryMutAct_9fa48("805") ? true : (stryCov_9fa48("805", "806", "807"), question === (stryMutAct_9fa48("808") ? +1 : (stryCov_9fa48("808"), -1)))) ? stryMutAct_9fa48("809") ? {} : (stryCov_9fa48("809"), {
      path: beforeHash,
      query: stryMutAct_9fa48("810") ? "Stryker was here!" : (stryCov_9fa48("810"), '')
    }) : stryMutAct_9fa48("811") ? {} : (stryCov_9fa48("811"), {
      path: stryMutAct_9fa48("812") ? beforeHash : (stryCov_9fa48("812"), beforeHash.slice(0, question)),
      query: stryMutAct_9fa48("813") ? beforeHash : (stryCov_9fa48("813"), beforeHash.slice(stryMutAct_9fa48("814") ? question - 1 : (stryCov_9fa48("814"), question + 1)))
    });
  }
}

/** `k=v` pairs of a query string, `+` read as a space; pairs that do not decode are dropped. */
function queryPairs(query: string): Array<readonly [string, string]> {
  if (stryMutAct_9fa48("815")) {
    {}
  } else {
    stryCov_9fa48("815");
    const pairs: Array<readonly [string, string]> = stryMutAct_9fa48("816") ? ["Stryker was here"] : (stryCov_9fa48("816"), []);
    for (const part of query.split(stryMutAct_9fa48("817") ? "" : (stryCov_9fa48("817"), '&'))) {
      if (stryMutAct_9fa48("818")) {
        {}
      } else {
        stryCov_9fa48("818");
        if (stryMutAct_9fa48("821") ? part !== '' : stryMutAct_9fa48("820") ? false : stryMutAct_9fa48("819") ? true : (stryCov_9fa48("819", "820", "821"), part === (stryMutAct_9fa48("822") ? "Stryker was here!" : (stryCov_9fa48("822"), '')))) continue;
        const equals = part.indexOf(stryMutAct_9fa48("823") ? "" : (stryCov_9fa48("823"), '='));
        const key = safeDecode(((stryMutAct_9fa48("826") ? equals !== -1 : stryMutAct_9fa48("825") ? false : stryMutAct_9fa48("824") ? true : (stryCov_9fa48("824", "825", "826"), equals === (stryMutAct_9fa48("827") ? +1 : (stryCov_9fa48("827"), -1)))) ? part : stryMutAct_9fa48("828") ? part : (stryCov_9fa48("828"), part.slice(0, equals))).replaceAll(stryMutAct_9fa48("829") ? "" : (stryCov_9fa48("829"), '+'), stryMutAct_9fa48("830") ? "" : (stryCov_9fa48("830"), ' ')));
        const value = safeDecode((stryMutAct_9fa48("833") ? equals !== -1 : stryMutAct_9fa48("832") ? false : stryMutAct_9fa48("831") ? true : (stryCov_9fa48("831", "832", "833"), equals === (stryMutAct_9fa48("834") ? +1 : (stryCov_9fa48("834"), -1)))) ? stryMutAct_9fa48("835") ? "Stryker was here!" : (stryCov_9fa48("835"), '') : stryMutAct_9fa48("836") ? part.replaceAll('+', ' ') : (stryCov_9fa48("836"), part.slice(stryMutAct_9fa48("837") ? equals - 1 : (stryCov_9fa48("837"), equals + 1)).replaceAll(stryMutAct_9fa48("838") ? "" : (stryCov_9fa48("838"), '+'), stryMutAct_9fa48("839") ? "" : (stryCov_9fa48("839"), ' '))));
        if (stryMutAct_9fa48("842") ? key !== null || value !== null : stryMutAct_9fa48("841") ? false : stryMutAct_9fa48("840") ? true : (stryCov_9fa48("840", "841", "842"), (stryMutAct_9fa48("844") ? key === null : stryMutAct_9fa48("843") ? true : (stryCov_9fa48("843", "844"), key !== null)) && (stryMutAct_9fa48("846") ? value === null : stryMutAct_9fa48("845") ? true : (stryCov_9fa48("845", "846"), value !== null)))) pairs.push(stryMutAct_9fa48("847") ? [] : (stryCov_9fa48("847"), [key, value]));
      }
    }
    return pairs;
  }
}

/** Percent-decoding that answers null for malformed sequences instead of throwing. */
function safeDecode(text: string): string | null {
  if (stryMutAct_9fa48("848")) {
    {}
  } else {
    stryCov_9fa48("848");
    try {
      if (stryMutAct_9fa48("849")) {
        {}
      } else {
        stryCov_9fa48("849");
        return decodeURIComponent(text);
      }
    } catch {
      if (stryMutAct_9fa48("850")) {
        {}
      } else {
        stryCov_9fa48("850");
        return null;
      }
    }
  }
}
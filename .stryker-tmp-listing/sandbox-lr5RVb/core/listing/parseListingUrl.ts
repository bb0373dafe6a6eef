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
const notListing: ParsedListingUrl = stryMutAct_9fa48("775") ? {} : (stryCov_9fa48("775"), {
  kind: stryMutAct_9fa48("776") ? "" : (stryCov_9fa48("776"), 'not-listing')
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
  if (stryMutAct_9fa48("777")) {
    {}
  } else {
    stryCov_9fa48("777");
    if (stryMutAct_9fa48("781") ? url.length <= MAX_LISTING_URL_LENGTH : stryMutAct_9fa48("780") ? url.length >= MAX_LISTING_URL_LENGTH : stryMutAct_9fa48("779") ? false : stryMutAct_9fa48("778") ? true : (stryCov_9fa48("778", "779", "780", "781"), url.length > MAX_LISTING_URL_LENGTH)) return notListing;
    const {
      path,
      query
    } = splitUrl(url);
    const segments = stryMutAct_9fa48("782") ? path.split('/') : (stryCov_9fa48("782"), path.split(stryMutAct_9fa48("783") ? "" : (stryCov_9fa48("783"), '/')).filter(stryMutAct_9fa48("784") ? () => undefined : (stryCov_9fa48("784"), segment => stryMutAct_9fa48("787") ? segment === '' : stryMutAct_9fa48("786") ? false : stryMutAct_9fa48("785") ? true : (stryCov_9fa48("785", "786", "787"), segment !== (stryMutAct_9fa48("788") ? "Stryker was here!" : (stryCov_9fa48("788"), ''))))));
    if (stryMutAct_9fa48("792") ? segments.length <= MAX_PATH_SEGMENTS : stryMutAct_9fa48("791") ? segments.length >= MAX_PATH_SEGMENTS : stryMutAct_9fa48("790") ? false : stryMutAct_9fa48("789") ? true : (stryCov_9fa48("789", "790", "791", "792"), segments.length > MAX_PATH_SEGMENTS)) return notListing;
    const decoded = segments.map(safeDecode);
    const [prefix, ...rest] = decoded;
    const language = (stryMutAct_9fa48("795") ? prefix === undefined && prefix === null : stryMutAct_9fa48("794") ? false : stryMutAct_9fa48("793") ? true : (stryCov_9fa48("793", "794", "795"), (stryMutAct_9fa48("797") ? prefix !== undefined : stryMutAct_9fa48("796") ? false : (stryCov_9fa48("796", "797"), prefix === undefined)) || (stryMutAct_9fa48("799") ? prefix !== null : stryMutAct_9fa48("798") ? false : (stryCov_9fa48("798", "799"), prefix === null)))) ? null : languageOfWord(listPrefixWords, prefix);
    if (stryMutAct_9fa48("802") ? language !== null : stryMutAct_9fa48("801") ? false : stryMutAct_9fa48("800") ? true : (stryCov_9fa48("800", "801", "802"), language === null)) return notListing;
    const raw = new RawParameters();
    const positional: string[] = stryMutAct_9fa48("803") ? ["Stryker was here"] : (stryCov_9fa48("803"), []);
    for (const segment of rest) {
      if (stryMutAct_9fa48("804")) {
        {}
      } else {
        stryCov_9fa48("804");
        if (stryMutAct_9fa48("807") ? segment !== null : stryMutAct_9fa48("806") ? false : stryMutAct_9fa48("805") ? true : (stryCov_9fa48("805", "806", "807"), segment === null)) return notListing;
        const filter = filterSegment(segment);
        if (stryMutAct_9fa48("809") ? false : stryMutAct_9fa48("808") ? true : (stryCov_9fa48("808", "809"), filter)) raw.addPath(filter.field, filter.value);else positional.push(segment);
      }
    }
    for (const [key, value] of queryPairs(query)) raw.addQuery(key, value);
    const place = parsePlace(positional, vocabulary);
    if (stryMutAct_9fa48("812") ? place !== null : stryMutAct_9fa48("811") ? false : stryMutAct_9fa48("810") ? true : (stryCov_9fa48("810", "811", "812"), place === null)) return notListing;
    return stryMutAct_9fa48("813") ? {} : (stryCov_9fa48("813"), {
      kind: stryMutAct_9fa48("814") ? "" : (stryCov_9fa48("814"), 'listing'),
      language,
      filters: stryMutAct_9fa48("815") ? {} : (stryCov_9fa48("815"), {
        ...place,
        ...parseParameters(raw, vocabulary)
      })
    });
  }
}

/** The language of a listing URL's prefix (before its vocabulary is loaded), or null when it has none. */
export function listingUrlLanguage(url: string): Language | null {
  if (stryMutAct_9fa48("816")) {
    {}
  } else {
    stryCov_9fa48("816");
    const first = splitUrl(stryMutAct_9fa48("817") ? url : (stryCov_9fa48("817"), url.slice(0, MAX_LISTING_URL_LENGTH))).path.split(stryMutAct_9fa48("818") ? "" : (stryCov_9fa48("818"), '/')).find(stryMutAct_9fa48("819") ? () => undefined : (stryCov_9fa48("819"), segment => stryMutAct_9fa48("822") ? segment === '' : stryMutAct_9fa48("821") ? false : stryMutAct_9fa48("820") ? true : (stryCov_9fa48("820", "821", "822"), segment !== (stryMutAct_9fa48("823") ? "Stryker was here!" : (stryCov_9fa48("823"), '')))));
    const decoded = (stryMutAct_9fa48("826") ? first !== undefined : stryMutAct_9fa48("825") ? false : stryMutAct_9fa48("824") ? true : (stryCov_9fa48("824", "825", "826"), first === undefined)) ? null : safeDecode(first);
    return (stryMutAct_9fa48("829") ? decoded !== null : stryMutAct_9fa48("828") ? false : stryMutAct_9fa48("827") ? true : (stryCov_9fa48("827", "828", "829"), decoded === null)) ? null : languageOfWord(listPrefixWords, decoded);
  }
}
type Place = Pick<FilterValues, 'city' | 'remote' | 'category' | 'subcategories'>;

/** location, then an optional category, then optional comma-separated subcategories. */
function parsePlace(positional: readonly string[], vocabulary: ListingVocabulary): Place | null {
  if (stryMutAct_9fa48("830")) {
    {}
  } else {
    stryCov_9fa48("830");
    if (stryMutAct_9fa48("834") ? positional.length <= 3 : stryMutAct_9fa48("833") ? positional.length >= 3 : stryMutAct_9fa48("832") ? false : stryMutAct_9fa48("831") ? true : (stryCov_9fa48("831", "832", "833", "834"), positional.length > 3)) return null;
    const [location, categorySlug, subcategoryList] = positional;
    const place = parseLocation(location, vocabulary);
    if (stryMutAct_9fa48("837") ? place !== null : stryMutAct_9fa48("836") ? false : stryMutAct_9fa48("835") ? true : (stryCov_9fa48("835", "836", "837"), place === null)) return null;
    if (stryMutAct_9fa48("840") ? categorySlug !== undefined : stryMutAct_9fa48("839") ? false : stryMutAct_9fa48("838") ? true : (stryCov_9fa48("838", "839", "840"), categorySlug === undefined)) return stryMutAct_9fa48("841") ? {} : (stryCov_9fa48("841"), {
      ...place,
      category: null,
      subcategories: stryMutAct_9fa48("842") ? ["Stryker was here"] : (stryCov_9fa48("842"), [])
    });
    const category = findMainCategory(vocabulary, categorySlug);
    if (stryMutAct_9fa48("845") ? category !== undefined : stryMutAct_9fa48("844") ? false : stryMutAct_9fa48("843") ? true : (stryCov_9fa48("843", "844", "845"), category === undefined)) return null;
    const chosen = new Set(stryMutAct_9fa48("846") ? (subcategoryList ?? '').split(',').map(slug => findSubcategory(category, slug.trim())?.slug) : (stryCov_9fa48("846"), (stryMutAct_9fa48("847") ? subcategoryList && '' : (stryCov_9fa48("847"), subcategoryList ?? (stryMutAct_9fa48("848") ? "Stryker was here!" : (stryCov_9fa48("848"), '')))).split(stryMutAct_9fa48("849") ? "" : (stryCov_9fa48("849"), ',')).map(stryMutAct_9fa48("850") ? () => undefined : (stryCov_9fa48("850"), slug => stryMutAct_9fa48("851") ? findSubcategory(category, slug.trim()).slug : (stryCov_9fa48("851"), findSubcategory(category, stryMutAct_9fa48("852") ? slug : (stryCov_9fa48("852"), slug.trim()))?.slug))).filter(stryMutAct_9fa48("853") ? () => undefined : (stryCov_9fa48("853"), slug => stryMutAct_9fa48("856") ? slug === undefined : stryMutAct_9fa48("855") ? false : stryMutAct_9fa48("854") ? true : (stryCov_9fa48("854", "855", "856"), slug !== undefined)))));
    const subcategories = stryMutAct_9fa48("857") ? category.children.map(child => child.slug) : (stryCov_9fa48("857"), category.children.map(stryMutAct_9fa48("858") ? () => undefined : (stryCov_9fa48("858"), child => child.slug)).filter(stryMutAct_9fa48("859") ? () => undefined : (stryCov_9fa48("859"), slug => chosen.has(slug))));
    return stryMutAct_9fa48("860") ? {} : (stryCov_9fa48("860"), {
      ...place,
      category: category.slug,
      subcategories: stryMutAct_9fa48("861") ? [] : (stryCov_9fa48("861"), [...new Set(subcategories)])
    });
  }
}
function parseLocation(location: string | undefined, vocabulary: ListingVocabulary): Pick<FilterValues, 'city' | 'remote'> | null {
  if (stryMutAct_9fa48("862")) {
    {}
  } else {
    stryCov_9fa48("862");
    if (stryMutAct_9fa48("865") ? location === undefined && languageOfWord(allLocationsWords, location) !== null : stryMutAct_9fa48("864") ? false : stryMutAct_9fa48("863") ? true : (stryCov_9fa48("863", "864", "865"), (stryMutAct_9fa48("867") ? location !== undefined : stryMutAct_9fa48("866") ? false : (stryCov_9fa48("866", "867"), location === undefined)) || (stryMutAct_9fa48("869") ? languageOfWord(allLocationsWords, location) === null : stryMutAct_9fa48("868") ? false : (stryCov_9fa48("868", "869"), languageOfWord(allLocationsWords, location) !== null)))) return stryMutAct_9fa48("870") ? {} : (stryCov_9fa48("870"), {
      city: null,
      remote: stryMutAct_9fa48("871") ? true : (stryCov_9fa48("871"), false)
    });
    if (stryMutAct_9fa48("874") ? languageOfWord(remoteWords, location) === null : stryMutAct_9fa48("873") ? false : stryMutAct_9fa48("872") ? true : (stryCov_9fa48("872", "873", "874"), languageOfWord(remoteWords, location) !== null)) return stryMutAct_9fa48("875") ? {} : (stryCov_9fa48("875"), {
      city: null,
      remote: stryMutAct_9fa48("876") ? false : (stryCov_9fa48("876"), true)
    });
    const city = findCity(vocabulary, location);
    return (stryMutAct_9fa48("879") ? city !== undefined : stryMutAct_9fa48("878") ? false : stryMutAct_9fa48("877") ? true : (stryCov_9fa48("877", "878", "879"), city === undefined)) ? null : stryMutAct_9fa48("880") ? {} : (stryCov_9fa48("880"), {
      city: city.slug,
      remote: stryMutAct_9fa48("881") ? true : (stryCov_9fa48("881"), false)
    });
  }
}
type Parameters = Omit<FilterValues, keyof Place>;
function parseParameters(raw: RawParameters, vocabulary: ListingVocabulary): Parameters {
  if (stryMutAct_9fa48("882")) {
    {}
  } else {
    stryCov_9fa48("882");
    const {
      configuration
    } = vocabulary;
    const last = stryMutAct_9fa48("883") ? () => undefined : (stryCov_9fa48("883"), (() => {
      const last = (field: ParameterField): string | undefined => raw.values(field).at(stryMutAct_9fa48("884") ? +1 : (stryCov_9fa48("884"), -1));
      return last;
    })());
    const salary = last(stryMutAct_9fa48("885") ? "" : (stryCov_9fa48("885"), 'salary'));
    const radius = last(stryMutAct_9fa48("886") ? "" : (stryCov_9fa48("886"), 'cityRadiusKm'));
    return stryMutAct_9fa48("887") ? {} : (stryCov_9fa48("887"), {
      keywords: validTextList(raw.values(stryMutAct_9fa48("888") ? "" : (stryCov_9fa48("888"), 'keywords'))),
      companyNames: validTextList(raw.values(stryMutAct_9fa48("889") ? "" : (stryCov_9fa48("889"), 'companyNames'))),
      skills: validTextList(raw.values(stryMutAct_9fa48("890") ? "" : (stryCov_9fa48("890"), 'skills'))),
      jobTitles: validTextList(raw.values(stryMutAct_9fa48("891") ? "" : (stryCov_9fa48("891"), 'jobTitles'))),
      cityRadiusKm: (stryMutAct_9fa48("894") ? radius !== undefined : stryMutAct_9fa48("893") ? false : stryMutAct_9fa48("892") ? true : (stryCov_9fa48("892", "893", "894"), radius === undefined)) ? configuration.defaultRadiusKm : validRadiusText(configuration, radius),
      salary: (stryMutAct_9fa48("897") ? salary !== undefined : stryMutAct_9fa48("896") ? false : stryMutAct_9fa48("895") ? true : (stryCov_9fa48("895", "896", "897"), salary === undefined)) ? null : validSalaryText(configuration, salary),
      employmentTypes: validMultiselect(configuration, stryMutAct_9fa48("898") ? "" : (stryCov_9fa48("898"), 'employmentTypes'), raw.listValues(stryMutAct_9fa48("899") ? "" : (stryCov_9fa48("899"), 'employmentTypes'))),
      workingTimes: validMultiselect(configuration, stryMutAct_9fa48("900") ? "" : (stryCov_9fa48("900"), 'workingTimes'), raw.listValues(stryMutAct_9fa48("901") ? "" : (stryCov_9fa48("901"), 'workingTimes'))),
      experienceLevels: validMultiselect(configuration, stryMutAct_9fa48("902") ? "" : (stryCov_9fa48("902"), 'experienceLevels'), raw.listValues(stryMutAct_9fa48("903") ? "" : (stryCov_9fa48("903"), 'experienceLevels'))),
      remoteWorkOptions: validMultiselect(configuration, stryMutAct_9fa48("904") ? "" : (stryCov_9fa48("904"), 'remoteWorkOptions'), raw.listValues(stryMutAct_9fa48("905") ? "" : (stryCov_9fa48("905"), 'remoteWorkOptions'))),
      ukraineFriendly: validBooleanText(stryMutAct_9fa48("906") ? last('ukraineFriendly') && '' : (stryCov_9fa48("906"), last(stryMutAct_9fa48("907") ? "" : (stryCov_9fa48("907"), 'ukraineFriendly')) ?? (stryMutAct_9fa48("908") ? "Stryker was here!" : (stryCov_9fa48("908"), ''))), TRUE_VALUE),
      withSalary: validBooleanText(stryMutAct_9fa48("909") ? last('withSalary') && '' : (stryCov_9fa48("909"), last(stryMutAct_9fa48("910") ? "" : (stryCov_9fa48("910"), 'withSalary')) ?? (stryMutAct_9fa48("911") ? "Stryker was here!" : (stryCov_9fa48("911"), ''))), TRUE_VALUE),
      showMap: validBooleanText(stryMutAct_9fa48("912") ? last('showMap') && '' : (stryCov_9fa48("912"), last(stryMutAct_9fa48("913") ? "" : (stryCov_9fa48("913"), 'showMap')) ?? (stryMutAct_9fa48("914") ? "Stryker was here!" : (stryCov_9fa48("914"), ''))), TRUE_VALUE),
      sort: parseSort(last(stryMutAct_9fa48("915") ? "" : (stryCov_9fa48("915"), 'sort')), raw.sortBy, raw.orderBy)
    });
  }
}
function parseSort(sort: string | undefined, sortBy: string | undefined, orderBy: string | undefined): SortKey {
  if (stryMutAct_9fa48("916")) {
    {}
  } else {
    stryCov_9fa48("916");
    if (stryMutAct_9fa48("919") ? sort === undefined : stryMutAct_9fa48("918") ? false : stryMutAct_9fa48("917") ? true : (stryCov_9fa48("917", "918", "919"), sort !== undefined)) return validSortText(sort);
    if (stryMutAct_9fa48("922") ? sortBy === undefined : stryMutAct_9fa48("921") ? false : stryMutAct_9fa48("920") ? true : (stryCov_9fa48("920", "921", "922"), sortBy !== undefined)) return sortFromPair(sortBy, orderBy);
    return emptyFilters.sort;
  }
}
const textFields: ReadonlySet<ParameterField> = new Set(stryMutAct_9fa48("923") ? [] : (stryCov_9fa48("923"), [stryMutAct_9fa48("924") ? "" : (stryCov_9fa48("924"), 'keywords'), stryMutAct_9fa48("925") ? "" : (stryCov_9fa48("925"), 'companyNames'), stryMutAct_9fa48("926") ? "" : (stryCov_9fa48("926"), 'skills'), stryMutAct_9fa48("927") ? "" : (stryCov_9fa48("927"), 'jobTitles')]));

/** The raw text given for each parameter, path segments first, then the query, in order. */
class RawParameters {
  private readonly byField = new Map<ParameterField, string[]>();
  sortBy: string | undefined;
  orderBy: string | undefined;

  /** A key_value path segment: dots stand for commas, and free-text lists split on them. */
  addPath(field: ParameterField, value: string): void {
    if (stryMutAct_9fa48("928")) {
      {}
    } else {
      stryCov_9fa48("928");
      const text = value.replaceAll(stryMutAct_9fa48("929") ? "" : (stryCov_9fa48("929"), '.'), stryMutAct_9fa48("930") ? "" : (stryCov_9fa48("930"), ','));
      if (stryMutAct_9fa48("932") ? false : stryMutAct_9fa48("931") ? true : (stryCov_9fa48("931", "932"), textFields.has(field))) for (const item of text.split(stryMutAct_9fa48("933") ? "" : (stryCov_9fa48("933"), ','))) this.add(field, item);else this.add(field, text);
    }
  }
  addQuery(key: string, value: string): void {
    if (stryMutAct_9fa48("934")) {
      {}
    } else {
      stryCov_9fa48("934");
      const lower = stryMutAct_9fa48("935") ? key.toUpperCase() : (stryCov_9fa48("935"), key.toLowerCase());
      const field = fieldByWord.get(lower);
      if (stryMutAct_9fa48("938") ? field === undefined : stryMutAct_9fa48("937") ? false : stryMutAct_9fa48("936") ? true : (stryCov_9fa48("936", "937", "938"), field !== undefined)) this.add(field, value);else if (stryMutAct_9fa48("941") ? lower !== 'sortby' : stryMutAct_9fa48("940") ? false : stryMutAct_9fa48("939") ? true : (stryCov_9fa48("939", "940", "941"), lower === (stryMutAct_9fa48("942") ? "" : (stryCov_9fa48("942"), 'sortby')))) this.sortBy = value;else if (stryMutAct_9fa48("945") ? lower !== 'orderby' : stryMutAct_9fa48("944") ? false : stryMutAct_9fa48("943") ? true : (stryCov_9fa48("943", "944", "945"), lower === (stryMutAct_9fa48("946") ? "" : (stryCov_9fa48("946"), 'orderby')))) this.orderBy = value;
    }
  }
  values(field: ParameterField): readonly string[] {
    if (stryMutAct_9fa48("947")) {
      {}
    } else {
      stryCov_9fa48("947");
      return stryMutAct_9fa48("948") ? this.byField.get(field) && [] : (stryCov_9fa48("948"), this.byField.get(field) ?? (stryMutAct_9fa48("949") ? ["Stryker was here"] : (stryCov_9fa48("949"), [])));
    }
  }

  /** Comma-separated or repeated: `a,b` and `a&…=b` alike. */
  listValues(field: ParameterField): readonly string[] {
    if (stryMutAct_9fa48("950")) {
      {}
    } else {
      stryCov_9fa48("950");
      return this.values(field).flatMap(stryMutAct_9fa48("951") ? () => undefined : (stryCov_9fa48("951"), value => value.split(stryMutAct_9fa48("952") ? "" : (stryCov_9fa48("952"), ','))));
    }
  }
  private add(field: ParameterField, value: string): void {
    if (stryMutAct_9fa48("953")) {
      {}
    } else {
      stryCov_9fa48("953");
      const list = this.byField.get(field);
      if (stryMutAct_9fa48("955") ? false : stryMutAct_9fa48("954") ? true : (stryCov_9fa48("954", "955"), list)) list.push(value);else this.byField.set(field, stryMutAct_9fa48("956") ? [] : (stryCov_9fa48("956"), [value]));
    }
  }
}

/** `key_value` with a known key, else null (the segment is a location, category or subcategories). */
function filterSegment(segment: string): {
  field: ParameterField;
  value: string;
} | null {
  if (stryMutAct_9fa48("957")) {
    {}
  } else {
    stryCov_9fa48("957");
    const separator = segment.indexOf(stryMutAct_9fa48("958") ? "" : (stryCov_9fa48("958"), '_'));
    if (stryMutAct_9fa48("962") ? separator > 0 : stryMutAct_9fa48("961") ? separator < 0 : stryMutAct_9fa48("960") ? false : stryMutAct_9fa48("959") ? true : (stryCov_9fa48("959", "960", "961", "962"), separator <= 0)) return null;
    const field = fieldByWord.get(stryMutAct_9fa48("964") ? segment.toLowerCase() : stryMutAct_9fa48("963") ? segment.slice(0, separator).toUpperCase() : (stryCov_9fa48("963", "964"), segment.slice(0, separator).toLowerCase()));
    return (stryMutAct_9fa48("967") ? field !== undefined : stryMutAct_9fa48("966") ? false : stryMutAct_9fa48("965") ? true : (stryCov_9fa48("965", "966", "967"), field === undefined)) ? null : stryMutAct_9fa48("968") ? {} : (stryCov_9fa48("968"), {
      field,
      value: stryMutAct_9fa48("969") ? segment : (stryCov_9fa48("969"), segment.slice(stryMutAct_9fa48("970") ? separator - 1 : (stryCov_9fa48("970"), separator + 1)))
    });
  }
}

/** Path and query of an absolute URL or a path; the fragment is dropped. */
function splitUrl(url: string): {
  path: string;
  query: string;
} {
  if (stryMutAct_9fa48("971")) {
    {}
  } else {
    stryCov_9fa48("971");
    const withoutOrigin = url.replace(stryMutAct_9fa48("977") ? /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[/?#]*/ : stryMutAct_9fa48("976") ? /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]/ : stryMutAct_9fa48("975") ? /^[a-zA-Z][^a-zA-Z0-9+.-]*:\/\/[^/?#]*/ : stryMutAct_9fa48("974") ? /^[a-zA-Z][a-zA-Z0-9+.-]:\/\/[^/?#]*/ : stryMutAct_9fa48("973") ? /^[^a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/ : stryMutAct_9fa48("972") ? /[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/ : (stryCov_9fa48("972", "973", "974", "975", "976", "977"), /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/), stryMutAct_9fa48("978") ? "Stryker was here!" : (stryCov_9fa48("978"), ''));
    const hash = withoutOrigin.indexOf(stryMutAct_9fa48("979") ? "" : (stryCov_9fa48("979"), '#'));
    const beforeHash = (stryMutAct_9fa48("982") ? hash !== -1 : stryMutAct_9fa48("981") ? false : stryMutAct_9fa48("980") ? true : (stryCov_9fa48("980", "981", "982"), hash === (stryMutAct_9fa48("983") ? +1 : (stryCov_9fa48("983"), -1)))) ? withoutOrigin : stryMutAct_9fa48("984") ? withoutOrigin : (stryCov_9fa48("984"), withoutOrigin.slice(0, hash));
    const question = beforeHash.indexOf(stryMutAct_9fa48("985") ? "" : (stryCov_9fa48("985"), '?'));
    return (stryMutAct_9fa48("988") ? question !== -1 : stryMutAct_9fa48("987") ? false : stryMutAct_9fa48("986") ? true : (stryCov_9fa48("986", "987", "988"), question === (stryMutAct_9fa48("989") ? +1 : (stryCov_9fa48("989"), -1)))) ? stryMutAct_9fa48("990") ? {} : (stryCov_9fa48("990"), {
      path: beforeHash,
      query: stryMutAct_9fa48("991") ? "Stryker was here!" : (stryCov_9fa48("991"), '')
    }) : stryMutAct_9fa48("992") ? {} : (stryCov_9fa48("992"), {
      path: stryMutAct_9fa48("993") ? beforeHash : (stryCov_9fa48("993"), beforeHash.slice(0, question)),
      query: stryMutAct_9fa48("994") ? beforeHash : (stryCov_9fa48("994"), beforeHash.slice(stryMutAct_9fa48("995") ? question - 1 : (stryCov_9fa48("995"), question + 1)))
    });
  }
}

/** `k=v` pairs of a query string, `+` read as a space; pairs that do not decode are dropped. */
function queryPairs(query: string): Array<readonly [string, string]> {
  if (stryMutAct_9fa48("996")) {
    {}
  } else {
    stryCov_9fa48("996");
    const pairs: Array<readonly [string, string]> = stryMutAct_9fa48("997") ? ["Stryker was here"] : (stryCov_9fa48("997"), []);
    for (const part of query.split(stryMutAct_9fa48("998") ? "" : (stryCov_9fa48("998"), '&'))) {
      if (stryMutAct_9fa48("999")) {
        {}
      } else {
        stryCov_9fa48("999");
        if (stryMutAct_9fa48("1002") ? part !== '' : stryMutAct_9fa48("1001") ? false : stryMutAct_9fa48("1000") ? true : (stryCov_9fa48("1000", "1001", "1002"), part === (stryMutAct_9fa48("1003") ? "Stryker was here!" : (stryCov_9fa48("1003"), '')))) continue;
        const equals = part.indexOf(stryMutAct_9fa48("1004") ? "" : (stryCov_9fa48("1004"), '='));
        const key = safeDecode(((stryMutAct_9fa48("1007") ? equals !== -1 : stryMutAct_9fa48("1006") ? false : stryMutAct_9fa48("1005") ? true : (stryCov_9fa48("1005", "1006", "1007"), equals === (stryMutAct_9fa48("1008") ? +1 : (stryCov_9fa48("1008"), -1)))) ? part : stryMutAct_9fa48("1009") ? part : (stryCov_9fa48("1009"), part.slice(0, equals))).replaceAll(stryMutAct_9fa48("1010") ? "" : (stryCov_9fa48("1010"), '+'), stryMutAct_9fa48("1011") ? "" : (stryCov_9fa48("1011"), ' ')));
        const value = safeDecode((stryMutAct_9fa48("1014") ? equals !== -1 : stryMutAct_9fa48("1013") ? false : stryMutAct_9fa48("1012") ? true : (stryCov_9fa48("1012", "1013", "1014"), equals === (stryMutAct_9fa48("1015") ? +1 : (stryCov_9fa48("1015"), -1)))) ? stryMutAct_9fa48("1016") ? "Stryker was here!" : (stryCov_9fa48("1016"), '') : stryMutAct_9fa48("1017") ? part.replaceAll('+', ' ') : (stryCov_9fa48("1017"), part.slice(stryMutAct_9fa48("1018") ? equals - 1 : (stryCov_9fa48("1018"), equals + 1)).replaceAll(stryMutAct_9fa48("1019") ? "" : (stryCov_9fa48("1019"), '+'), stryMutAct_9fa48("1020") ? "" : (stryCov_9fa48("1020"), ' '))));
        if (stryMutAct_9fa48("1023") ? key !== null || value !== null : stryMutAct_9fa48("1022") ? false : stryMutAct_9fa48("1021") ? true : (stryCov_9fa48("1021", "1022", "1023"), (stryMutAct_9fa48("1025") ? key === null : stryMutAct_9fa48("1024") ? true : (stryCov_9fa48("1024", "1025"), key !== null)) && (stryMutAct_9fa48("1027") ? value === null : stryMutAct_9fa48("1026") ? true : (stryCov_9fa48("1026", "1027"), value !== null)))) pairs.push(stryMutAct_9fa48("1028") ? [] : (stryCov_9fa48("1028"), [key, value]));
      }
    }
    return pairs;
  }
}

/** Percent-decoding that answers null for malformed sequences instead of throwing. */
function safeDecode(text: string): string | null {
  if (stryMutAct_9fa48("1029")) {
    {}
  } else {
    stryCov_9fa48("1029");
    try {
      if (stryMutAct_9fa48("1030")) {
        {}
      } else {
        stryCov_9fa48("1030");
        return decodeURIComponent(text);
      }
    } catch {
      if (stryMutAct_9fa48("1031")) {
        {}
      } else {
        stryCov_9fa48("1031");
        return null;
      }
    }
  }
}
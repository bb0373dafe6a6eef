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
import { defaultSort, type FilterValues } from './FilterValues.ts';
import { validMultiselect, validSalaryRange, validSortText, validTextList, wellFormed } from './filterRules.ts';
import { findCity, findMainCategory, type ListingVocabulary } from './ListingVocabulary.ts';
import { allLocationsWords, listPrefixWords, parameterWords, remoteWords, TRUE_VALUE, type Words } from './routeWords.ts';

/**
 * The canonical listing URL (path and query) of a filter state, in the words of `language`:
 * one state, one URL. Values the vocabulary does not know are left out, as are defaults (radius
 * 30, published sort, the full salary range, false switches). Multiselect values come in the
 * configuration's order, subcategories in their category's order; free text keeps its order.
 * `parseListingUrl` of the result gives the same state back.
 */
export function buildListingUrl(filters: FilterValues, language: Language, vocabulary: ListingVocabulary): string {
  if (stryMutAct_9fa48("0")) {
    {}
  } else {
    stryCov_9fa48("0");
    const query = queryParameters(filters, vocabulary).map(stryMutAct_9fa48("1") ? () => undefined : (stryCov_9fa48("1"), ([words, value]) => stryMutAct_9fa48("2") ? `` : (stryCov_9fa48("2"), `${words[language]}=${value}`))).join(stryMutAct_9fa48("3") ? "" : (stryCov_9fa48("3"), '&'));
    return stryMutAct_9fa48("4") ? `` : (stryCov_9fa48("4"), `${buildListingPath(filters, language, vocabulary)}${(stryMutAct_9fa48("7") ? query !== '' : stryMutAct_9fa48("6") ? false : stryMutAct_9fa48("5") ? true : (stryCov_9fa48("5", "6", "7"), query === (stryMutAct_9fa48("8") ? "Stryker was here!" : (stryCov_9fa48("8"), '')))) ? stryMutAct_9fa48("9") ? "Stryker was here!" : (stryCov_9fa48("9"), '') : stryMutAct_9fa48("10") ? `` : (stryCov_9fa48("10"), `?${query}`)}`);
  }
}

/** Just the path: /{prefix}/{location}[/{category}[/{subcategories}]]. */
export function buildListingPath(filters: FilterValues, language: Language, vocabulary: ListingVocabulary): string {
  if (stryMutAct_9fa48("11")) {
    {}
  } else {
    stryCov_9fa48("11");
    const segments = stryMutAct_9fa48("12") ? [] : (stryCov_9fa48("12"), [listPrefixWords[language], locationSegment(filters, language, vocabulary)]);
    const category = (stryMutAct_9fa48("15") ? filters.category !== null : stryMutAct_9fa48("14") ? false : stryMutAct_9fa48("13") ? true : (stryCov_9fa48("13", "14", "15"), filters.category === null)) ? undefined : findMainCategory(vocabulary, filters.category);
    if (stryMutAct_9fa48("18") ? category !== undefined || category.slug === filters.category : stryMutAct_9fa48("17") ? false : stryMutAct_9fa48("16") ? true : (stryCov_9fa48("16", "17", "18"), (stryMutAct_9fa48("20") ? category === undefined : stryMutAct_9fa48("19") ? true : (stryCov_9fa48("19", "20"), category !== undefined)) && (stryMutAct_9fa48("22") ? category.slug !== filters.category : stryMutAct_9fa48("21") ? true : (stryCov_9fa48("21", "22"), category.slug === filters.category)))) {
      if (stryMutAct_9fa48("23")) {
        {}
      } else {
        stryCov_9fa48("23");
        segments.push(encodeText(category.seoSlug));
        const chosen = new Set(filters.subcategories);
        const subcategories = stryMutAct_9fa48("24") ? category.children.map(child => encodeText(child.seoSlug)) : (stryCov_9fa48("24"), category.children.filter(stryMutAct_9fa48("25") ? () => undefined : (stryCov_9fa48("25"), child => chosen.has(child.slug))).map(stryMutAct_9fa48("26") ? () => undefined : (stryCov_9fa48("26"), child => encodeText(child.seoSlug))));
        if (stryMutAct_9fa48("30") ? subcategories.length <= 0 : stryMutAct_9fa48("29") ? subcategories.length >= 0 : stryMutAct_9fa48("28") ? false : stryMutAct_9fa48("27") ? true : (stryCov_9fa48("27", "28", "29", "30"), subcategories.length > 0)) segments.push(subcategories.join(stryMutAct_9fa48("31") ? "" : (stryCov_9fa48("31"), ',')));
      }
    }
    return stryMutAct_9fa48("32") ? `` : (stryCov_9fa48("32"), `/${segments.join(stryMutAct_9fa48("33") ? "" : (stryCov_9fa48("33"), '/'))}`);
  }
}
function locationSegment(filters: FilterValues, language: Language, vocabulary: ListingVocabulary): string {
  if (stryMutAct_9fa48("34")) {
    {}
  } else {
    stryCov_9fa48("34");
    if (stryMutAct_9fa48("36") ? false : stryMutAct_9fa48("35") ? true : (stryCov_9fa48("35", "36"), filters.remote)) return remoteWords[language];
    const city = (stryMutAct_9fa48("39") ? filters.city !== null : stryMutAct_9fa48("38") ? false : stryMutAct_9fa48("37") ? true : (stryCov_9fa48("37", "38", "39"), filters.city === null)) ? undefined : findCity(vocabulary, filters.city);
    return (stryMutAct_9fa48("42") ? city !== undefined : stryMutAct_9fa48("41") ? false : stryMutAct_9fa48("40") ? true : (stryCov_9fa48("40", "41", "42"), city === undefined)) ? allLocationsWords[language] : encodeText(city.slug);
  }
}

/** [parameter words, encoded value] in the canonical order. */
function queryParameters(filters: FilterValues, vocabulary: ListingVocabulary): Array<readonly [Words, string]> {
  if (stryMutAct_9fa48("43")) {
    {}
  } else {
    stryCov_9fa48("43");
    const {
      configuration
    } = vocabulary;
    const entries: Array<readonly [Words, string]> = stryMutAct_9fa48("44") ? ["Stryker was here"] : (stryCov_9fa48("44"), []);
    const salary = validSalaryRange(configuration, filters.salary);
    for (const [field, words] of parameterWords) {
      if (stryMutAct_9fa48("45")) {
        {}
      } else {
        stryCov_9fa48("45");
        switch (field) {
          case stryMutAct_9fa48("46") ? "" : (stryCov_9fa48("46"), 'keywords'):
          case stryMutAct_9fa48("47") ? "" : (stryCov_9fa48("47"), 'skills'):
          case stryMutAct_9fa48("48") ? "" : (stryCov_9fa48("48"), 'companyNames'):
          case stryMutAct_9fa48("50") ? "" : (stryCov_9fa48("50"), 'jobTitles'):
            if (stryMutAct_9fa48("49")) {} else {
              stryCov_9fa48("49");
              for (const value of validTextList(filters[field])) entries.push(stryMutAct_9fa48("51") ? [] : (stryCov_9fa48("51"), [words, encodeText(value)]));
              break;
            }
          case stryMutAct_9fa48("52") ? "" : (stryCov_9fa48("52"), 'employmentTypes'):
          case stryMutAct_9fa48("53") ? "" : (stryCov_9fa48("53"), 'experienceLevels'):
          case stryMutAct_9fa48("54") ? "" : (stryCov_9fa48("54"), 'remoteWorkOptions'):
          case stryMutAct_9fa48("56") ? "" : (stryCov_9fa48("56"), 'workingTimes'):
            if (stryMutAct_9fa48("55")) {} else {
              stryCov_9fa48("55");
              {
                if (stryMutAct_9fa48("57")) {
                  {}
                } else {
                  stryCov_9fa48("57");
                  const values: readonly string[] = validMultiselect(configuration, field, filters[field]);
                  if (stryMutAct_9fa48("61") ? values.length <= 0 : stryMutAct_9fa48("60") ? values.length >= 0 : stryMutAct_9fa48("59") ? false : stryMutAct_9fa48("58") ? true : (stryCov_9fa48("58", "59", "60", "61"), values.length > 0)) entries.push(stryMutAct_9fa48("62") ? [] : (stryCov_9fa48("62"), [words, values.join(stryMutAct_9fa48("63") ? "" : (stryCov_9fa48("63"), ','))]));
                  break;
                }
              }
            }
          case stryMutAct_9fa48("65") ? "" : (stryCov_9fa48("65"), 'salary'):
            if (stryMutAct_9fa48("64")) {} else {
              stryCov_9fa48("64");
              if (stryMutAct_9fa48("68") ? salary === null : stryMutAct_9fa48("67") ? false : stryMutAct_9fa48("66") ? true : (stryCov_9fa48("66", "67", "68"), salary !== null)) entries.push(stryMutAct_9fa48("69") ? [] : (stryCov_9fa48("69"), [words, stryMutAct_9fa48("70") ? `` : (stryCov_9fa48("70"), `${salary[0]},${salary[1]}`)]));
              break;
            }
          case stryMutAct_9fa48("71") ? "" : (stryCov_9fa48("71"), 'withSalary'):
          case stryMutAct_9fa48("72") ? "" : (stryCov_9fa48("72"), 'ukraineFriendly'):
          case stryMutAct_9fa48("74") ? "" : (stryCov_9fa48("74"), 'showMap'):
            if (stryMutAct_9fa48("73")) {} else {
              stryCov_9fa48("73");
              if (stryMutAct_9fa48("77") ? filters[field] !== true : stryMutAct_9fa48("76") ? false : stryMutAct_9fa48("75") ? true : (stryCov_9fa48("75", "76", "77"), filters[field] === (stryMutAct_9fa48("78") ? false : (stryCov_9fa48("78"), true)))) entries.push(stryMutAct_9fa48("79") ? [] : (stryCov_9fa48("79"), [words, TRUE_VALUE]));
              break;
            }
          case stryMutAct_9fa48("81") ? "" : (stryCov_9fa48("81"), 'cityRadiusKm'):
            if (stryMutAct_9fa48("80")) {} else {
              stryCov_9fa48("80");
              if (stryMutAct_9fa48("84") ? filters.cityRadiusKm !== configuration.defaultRadiusKm || configuration.radiusOptions.includes(filters.cityRadiusKm) : stryMutAct_9fa48("83") ? false : stryMutAct_9fa48("82") ? true : (stryCov_9fa48("82", "83", "84"), (stryMutAct_9fa48("86") ? filters.cityRadiusKm === configuration.defaultRadiusKm : stryMutAct_9fa48("85") ? true : (stryCov_9fa48("85", "86"), filters.cityRadiusKm !== configuration.defaultRadiusKm)) && configuration.radiusOptions.includes(filters.cityRadiusKm))) {
                if (stryMutAct_9fa48("87")) {
                  {}
                } else {
                  stryCov_9fa48("87");
                  entries.push(stryMutAct_9fa48("88") ? [] : (stryCov_9fa48("88"), [words, String(filters.cityRadiusKm)]));
                }
              }
              break;
            }
          case stryMutAct_9fa48("90") ? "" : (stryCov_9fa48("90"), 'sort'):
            if (stryMutAct_9fa48("89")) {} else {
              stryCov_9fa48("89");
              {
                if (stryMutAct_9fa48("91")) {
                  {}
                } else {
                  stryCov_9fa48("91");
                  const sort = validSortText(filters.sort);
                  if (stryMutAct_9fa48("94") ? sort === defaultSort : stryMutAct_9fa48("93") ? false : stryMutAct_9fa48("92") ? true : (stryCov_9fa48("92", "93", "94"), sort !== defaultSort)) entries.push(stryMutAct_9fa48("95") ? [] : (stryCov_9fa48("95"), [words, sort]));
                }
              }
            }
        }
      }
    }
    return entries;
  }
}

/** Percent-encoding that cannot throw (a lone surrogate becomes U+FFFD first). */
const encodeText = stryMutAct_9fa48("96") ? () => undefined : (stryCov_9fa48("96"), (() => {
  const encodeText = (text: string): string => encodeURIComponent(wellFormed(text));
  return encodeText;
})());
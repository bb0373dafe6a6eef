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
import { allLocationsWords, listPrefixWords, parameterWords, remoteWords, TRUE_VALUE, type ParameterField } from './routeWords.ts';

/**
 * The canonical listing URL (path and query) of a filter state, in the words of `language`:
 * one state, one URL. Values the vocabulary does not know are left out, as are defaults (radius
 * 30, published sort, the full salary range, false switches). Multiselect values come in the
 * configuration's order, subcategories in their category's order; free text keeps its order.
 * `parseListingUrl` of the result gives the same state back.
 */
export function buildListingUrl(filters: FilterValues, language: Language, vocabulary: ListingVocabulary): string {
  if (stryMutAct_9fa48("48")) {
    {}
  } else {
    stryCov_9fa48("48");
    const query = queryParameters(filters, vocabulary).map(stryMutAct_9fa48("49") ? () => undefined : (stryCov_9fa48("49"), ([field, value]) => stryMutAct_9fa48("50") ? `` : (stryCov_9fa48("50"), `${wordFor(field, language)}=${value}`))).join(stryMutAct_9fa48("51") ? "" : (stryCov_9fa48("51"), '&'));
    return stryMutAct_9fa48("52") ? `` : (stryCov_9fa48("52"), `${buildListingPath(filters, language, vocabulary)}${(stryMutAct_9fa48("55") ? query !== '' : stryMutAct_9fa48("54") ? false : stryMutAct_9fa48("53") ? true : (stryCov_9fa48("53", "54", "55"), query === (stryMutAct_9fa48("56") ? "Stryker was here!" : (stryCov_9fa48("56"), '')))) ? stryMutAct_9fa48("57") ? "Stryker was here!" : (stryCov_9fa48("57"), '') : stryMutAct_9fa48("58") ? `` : (stryCov_9fa48("58"), `?${query}`)}`);
  }
}

/** Just the path: /{prefix}/{location}[/{category}[/{subcategories}]]. */
export function buildListingPath(filters: FilterValues, language: Language, vocabulary: ListingVocabulary): string {
  if (stryMutAct_9fa48("59")) {
    {}
  } else {
    stryCov_9fa48("59");
    const segments = stryMutAct_9fa48("60") ? [] : (stryCov_9fa48("60"), [listPrefixWords[language], locationSegment(filters, language, vocabulary)]);
    const category = (stryMutAct_9fa48("63") ? filters.category !== null : stryMutAct_9fa48("62") ? false : stryMutAct_9fa48("61") ? true : (stryCov_9fa48("61", "62", "63"), filters.category === null)) ? undefined : findMainCategory(vocabulary, filters.category);
    if (stryMutAct_9fa48("66") ? category !== undefined || category.slug === filters.category : stryMutAct_9fa48("65") ? false : stryMutAct_9fa48("64") ? true : (stryCov_9fa48("64", "65", "66"), (stryMutAct_9fa48("68") ? category === undefined : stryMutAct_9fa48("67") ? true : (stryCov_9fa48("67", "68"), category !== undefined)) && (stryMutAct_9fa48("70") ? category.slug !== filters.category : stryMutAct_9fa48("69") ? true : (stryCov_9fa48("69", "70"), category.slug === filters.category)))) {
      if (stryMutAct_9fa48("71")) {
        {}
      } else {
        stryCov_9fa48("71");
        segments.push(encodeText(category.seoSlug));
        const chosen = new Set(filters.subcategories);
        const subcategories = stryMutAct_9fa48("72") ? category.children.map(child => encodeText(child.seoSlug)) : (stryCov_9fa48("72"), category.children.filter(stryMutAct_9fa48("73") ? () => undefined : (stryCov_9fa48("73"), child => chosen.has(child.slug))).map(stryMutAct_9fa48("74") ? () => undefined : (stryCov_9fa48("74"), child => encodeText(child.seoSlug))));
        if (stryMutAct_9fa48("78") ? subcategories.length <= 0 : stryMutAct_9fa48("77") ? subcategories.length >= 0 : stryMutAct_9fa48("76") ? false : stryMutAct_9fa48("75") ? true : (stryCov_9fa48("75", "76", "77", "78"), subcategories.length > 0)) segments.push(subcategories.join(stryMutAct_9fa48("79") ? "" : (stryCov_9fa48("79"), ',')));
      }
    }
    return stryMutAct_9fa48("80") ? `` : (stryCov_9fa48("80"), `/${segments.join(stryMutAct_9fa48("81") ? "" : (stryCov_9fa48("81"), '/'))}`);
  }
}
function locationSegment(filters: FilterValues, language: Language, vocabulary: ListingVocabulary): string {
  if (stryMutAct_9fa48("82")) {
    {}
  } else {
    stryCov_9fa48("82");
    if (stryMutAct_9fa48("84") ? false : stryMutAct_9fa48("83") ? true : (stryCov_9fa48("83", "84"), filters.remote)) return remoteWords[language];
    const city = (stryMutAct_9fa48("87") ? filters.city !== null : stryMutAct_9fa48("86") ? false : stryMutAct_9fa48("85") ? true : (stryCov_9fa48("85", "86", "87"), filters.city === null)) ? undefined : findCity(vocabulary, filters.city);
    return (stryMutAct_9fa48("90") ? city !== undefined : stryMutAct_9fa48("89") ? false : stryMutAct_9fa48("88") ? true : (stryCov_9fa48("88", "89", "90"), city === undefined)) ? allLocationsWords[language] : encodeText(city.slug);
  }
}

/** [field, encoded value] in the canonical order. */
function queryParameters(filters: FilterValues, vocabulary: ListingVocabulary): Array<readonly [ParameterField, string]> {
  if (stryMutAct_9fa48("91")) {
    {}
  } else {
    stryCov_9fa48("91");
    const {
      configuration
    } = vocabulary;
    const entries: Array<readonly [ParameterField, string]> = stryMutAct_9fa48("92") ? ["Stryker was here"] : (stryCov_9fa48("92"), []);
    const salary = validSalaryRange(configuration, filters.salary);
    for (const [field] of parameterWords) {
      if (stryMutAct_9fa48("93")) {
        {}
      } else {
        stryCov_9fa48("93");
        switch (field) {
          case stryMutAct_9fa48("94") ? "" : (stryCov_9fa48("94"), 'keywords'):
          case stryMutAct_9fa48("95") ? "" : (stryCov_9fa48("95"), 'skills'):
          case stryMutAct_9fa48("96") ? "" : (stryCov_9fa48("96"), 'companyNames'):
          case stryMutAct_9fa48("98") ? "" : (stryCov_9fa48("98"), 'jobTitles'):
            if (stryMutAct_9fa48("97")) {} else {
              stryCov_9fa48("97");
              for (const value of validTextList(filters[field])) entries.push(stryMutAct_9fa48("99") ? [] : (stryCov_9fa48("99"), [field, encodeText(value)]));
              break;
            }
          case stryMutAct_9fa48("100") ? "" : (stryCov_9fa48("100"), 'employmentTypes'):
          case stryMutAct_9fa48("101") ? "" : (stryCov_9fa48("101"), 'experienceLevels'):
          case stryMutAct_9fa48("102") ? "" : (stryCov_9fa48("102"), 'remoteWorkOptions'):
          case stryMutAct_9fa48("104") ? "" : (stryCov_9fa48("104"), 'workingTimes'):
            if (stryMutAct_9fa48("103")) {} else {
              stryCov_9fa48("103");
              {
                if (stryMutAct_9fa48("105")) {
                  {}
                } else {
                  stryCov_9fa48("105");
                  const values: readonly string[] = validMultiselect(configuration, field, filters[field]);
                  if (stryMutAct_9fa48("109") ? values.length <= 0 : stryMutAct_9fa48("108") ? values.length >= 0 : stryMutAct_9fa48("107") ? false : stryMutAct_9fa48("106") ? true : (stryCov_9fa48("106", "107", "108", "109"), values.length > 0)) entries.push(stryMutAct_9fa48("110") ? [] : (stryCov_9fa48("110"), [field, values.join(stryMutAct_9fa48("111") ? "" : (stryCov_9fa48("111"), ','))]));
                  break;
                }
              }
            }
          case stryMutAct_9fa48("113") ? "" : (stryCov_9fa48("113"), 'salary'):
            if (stryMutAct_9fa48("112")) {} else {
              stryCov_9fa48("112");
              if (stryMutAct_9fa48("116") ? salary === null : stryMutAct_9fa48("115") ? false : stryMutAct_9fa48("114") ? true : (stryCov_9fa48("114", "115", "116"), salary !== null)) entries.push(stryMutAct_9fa48("117") ? [] : (stryCov_9fa48("117"), [field, stryMutAct_9fa48("118") ? `` : (stryCov_9fa48("118"), `${salary[0]},${salary[1]}`)]));
              break;
            }
          case stryMutAct_9fa48("119") ? "" : (stryCov_9fa48("119"), 'withSalary'):
          case stryMutAct_9fa48("120") ? "" : (stryCov_9fa48("120"), 'ukraineFriendly'):
          case stryMutAct_9fa48("122") ? "" : (stryCov_9fa48("122"), 'showMap'):
            if (stryMutAct_9fa48("121")) {} else {
              stryCov_9fa48("121");
              if (stryMutAct_9fa48("125") ? filters[field] !== true : stryMutAct_9fa48("124") ? false : stryMutAct_9fa48("123") ? true : (stryCov_9fa48("123", "124", "125"), filters[field] === (stryMutAct_9fa48("126") ? false : (stryCov_9fa48("126"), true)))) entries.push(stryMutAct_9fa48("127") ? [] : (stryCov_9fa48("127"), [field, TRUE_VALUE]));
              break;
            }
          case stryMutAct_9fa48("129") ? "" : (stryCov_9fa48("129"), 'cityRadiusKm'):
            if (stryMutAct_9fa48("128")) {} else {
              stryCov_9fa48("128");
              if (stryMutAct_9fa48("132") ? filters.cityRadiusKm !== configuration.defaultRadiusKm || configuration.radiusOptions.includes(filters.cityRadiusKm) : stryMutAct_9fa48("131") ? false : stryMutAct_9fa48("130") ? true : (stryCov_9fa48("130", "131", "132"), (stryMutAct_9fa48("134") ? filters.cityRadiusKm === configuration.defaultRadiusKm : stryMutAct_9fa48("133") ? true : (stryCov_9fa48("133", "134"), filters.cityRadiusKm !== configuration.defaultRadiusKm)) && configuration.radiusOptions.includes(filters.cityRadiusKm))) {
                if (stryMutAct_9fa48("135")) {
                  {}
                } else {
                  stryCov_9fa48("135");
                  entries.push(stryMutAct_9fa48("136") ? [] : (stryCov_9fa48("136"), [field, String(filters.cityRadiusKm)]));
                }
              }
              break;
            }
          case stryMutAct_9fa48("138") ? "" : (stryCov_9fa48("138"), 'sort'):
            if (stryMutAct_9fa48("137")) {} else {
              stryCov_9fa48("137");
              {
                if (stryMutAct_9fa48("139")) {
                  {}
                } else {
                  stryCov_9fa48("139");
                  const sort = validSortText(filters.sort);
                  if (stryMutAct_9fa48("142") ? sort === defaultSort : stryMutAct_9fa48("141") ? false : stryMutAct_9fa48("140") ? true : (stryCov_9fa48("140", "141", "142"), sort !== defaultSort)) entries.push(stryMutAct_9fa48("143") ? [] : (stryCov_9fa48("143"), [field, sort]));
                }
              }
            }
        }
      }
    }
    return entries;
  }
}
function wordFor(field: ParameterField, language: Language): string {
  if (stryMutAct_9fa48("144")) {
    {}
  } else {
    stryCov_9fa48("144");
    const words = stryMutAct_9fa48("145") ? parameterWords.find(([candidate]) => candidate === field)[1] : (stryCov_9fa48("145"), parameterWords.find(stryMutAct_9fa48("146") ? () => undefined : (stryCov_9fa48("146"), ([candidate]) => stryMutAct_9fa48("149") ? candidate !== field : stryMutAct_9fa48("148") ? false : stryMutAct_9fa48("147") ? true : (stryCov_9fa48("147", "148", "149"), candidate === field)))?.[1]);
    // Every field has its words; the fallback only satisfies the type checker.
    return (stryMutAct_9fa48("152") ? words !== undefined : stryMutAct_9fa48("151") ? false : stryMutAct_9fa48("150") ? true : (stryCov_9fa48("150", "151", "152"), words === undefined)) ? field : words[language];
  }
}

/** Percent-encoding that cannot throw (a lone surrogate becomes U+FFFD first). */
const encodeText = stryMutAct_9fa48("153") ? () => undefined : (stryCov_9fa48("153"), (() => {
  const encodeText = (text: string): string => encodeURIComponent(wellFormed(text));
  return encodeText;
})());
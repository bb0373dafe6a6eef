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
  if (stryMutAct_9fa48("184")) {
    {}
  } else {
    stryCov_9fa48("184");
    const query = queryParameters(filters, vocabulary).map(stryMutAct_9fa48("185") ? () => undefined : (stryCov_9fa48("185"), ([field, value]) => stryMutAct_9fa48("186") ? `` : (stryCov_9fa48("186"), `${wordFor(field, language)}=${value}`))).join(stryMutAct_9fa48("187") ? "" : (stryCov_9fa48("187"), '&'));
    return stryMutAct_9fa48("188") ? `` : (stryCov_9fa48("188"), `${buildListingPath(filters, language, vocabulary)}${(stryMutAct_9fa48("191") ? query !== '' : stryMutAct_9fa48("190") ? false : stryMutAct_9fa48("189") ? true : (stryCov_9fa48("189", "190", "191"), query === (stryMutAct_9fa48("192") ? "Stryker was here!" : (stryCov_9fa48("192"), '')))) ? stryMutAct_9fa48("193") ? "Stryker was here!" : (stryCov_9fa48("193"), '') : stryMutAct_9fa48("194") ? `` : (stryCov_9fa48("194"), `?${query}`)}`);
  }
}

/** Just the path: /{prefix}/{location}[/{category}[/{subcategories}]]. */
export function buildListingPath(filters: FilterValues, language: Language, vocabulary: ListingVocabulary): string {
  if (stryMutAct_9fa48("195")) {
    {}
  } else {
    stryCov_9fa48("195");
    const segments = stryMutAct_9fa48("196") ? [] : (stryCov_9fa48("196"), [listPrefixWords[language], locationSegment(filters, language, vocabulary)]);
    const category = (stryMutAct_9fa48("199") ? filters.category !== null : stryMutAct_9fa48("198") ? false : stryMutAct_9fa48("197") ? true : (stryCov_9fa48("197", "198", "199"), filters.category === null)) ? undefined : findMainCategory(vocabulary, filters.category);
    if (stryMutAct_9fa48("202") ? category !== undefined || category.slug === filters.category : stryMutAct_9fa48("201") ? false : stryMutAct_9fa48("200") ? true : (stryCov_9fa48("200", "201", "202"), (stryMutAct_9fa48("204") ? category === undefined : stryMutAct_9fa48("203") ? true : (stryCov_9fa48("203", "204"), category !== undefined)) && (stryMutAct_9fa48("206") ? category.slug !== filters.category : stryMutAct_9fa48("205") ? true : (stryCov_9fa48("205", "206"), category.slug === filters.category)))) {
      if (stryMutAct_9fa48("207")) {
        {}
      } else {
        stryCov_9fa48("207");
        segments.push(encodeText(category.seoSlug));
        const chosen = new Set(filters.subcategories);
        const subcategories = stryMutAct_9fa48("208") ? category.children.map(child => encodeText(child.seoSlug)) : (stryCov_9fa48("208"), category.children.filter(stryMutAct_9fa48("209") ? () => undefined : (stryCov_9fa48("209"), child => chosen.has(child.slug))).map(stryMutAct_9fa48("210") ? () => undefined : (stryCov_9fa48("210"), child => encodeText(child.seoSlug))));
        if (stryMutAct_9fa48("214") ? subcategories.length <= 0 : stryMutAct_9fa48("213") ? subcategories.length >= 0 : stryMutAct_9fa48("212") ? false : stryMutAct_9fa48("211") ? true : (stryCov_9fa48("211", "212", "213", "214"), subcategories.length > 0)) segments.push(subcategories.join(stryMutAct_9fa48("215") ? "" : (stryCov_9fa48("215"), ',')));
      }
    }
    return stryMutAct_9fa48("216") ? `` : (stryCov_9fa48("216"), `/${segments.join(stryMutAct_9fa48("217") ? "" : (stryCov_9fa48("217"), '/'))}`);
  }
}
function locationSegment(filters: FilterValues, language: Language, vocabulary: ListingVocabulary): string {
  if (stryMutAct_9fa48("218")) {
    {}
  } else {
    stryCov_9fa48("218");
    if (stryMutAct_9fa48("220") ? false : stryMutAct_9fa48("219") ? true : (stryCov_9fa48("219", "220"), filters.remote)) return remoteWords[language];
    const city = (stryMutAct_9fa48("223") ? filters.city !== null : stryMutAct_9fa48("222") ? false : stryMutAct_9fa48("221") ? true : (stryCov_9fa48("221", "222", "223"), filters.city === null)) ? undefined : findCity(vocabulary, filters.city);
    return (stryMutAct_9fa48("226") ? city !== undefined : stryMutAct_9fa48("225") ? false : stryMutAct_9fa48("224") ? true : (stryCov_9fa48("224", "225", "226"), city === undefined)) ? allLocationsWords[language] : encodeText(city.slug);
  }
}

/** [field, encoded value] in the canonical order. */
function queryParameters(filters: FilterValues, vocabulary: ListingVocabulary): Array<readonly [ParameterField, string]> {
  if (stryMutAct_9fa48("227")) {
    {}
  } else {
    stryCov_9fa48("227");
    const {
      configuration
    } = vocabulary;
    const entries: Array<readonly [ParameterField, string]> = stryMutAct_9fa48("228") ? ["Stryker was here"] : (stryCov_9fa48("228"), []);
    const salary = validSalaryRange(configuration, filters.salary);
    for (const [field] of parameterWords) {
      if (stryMutAct_9fa48("229")) {
        {}
      } else {
        stryCov_9fa48("229");
        switch (field) {
          case stryMutAct_9fa48("230") ? "" : (stryCov_9fa48("230"), 'keywords'):
          case stryMutAct_9fa48("231") ? "" : (stryCov_9fa48("231"), 'skills'):
          case stryMutAct_9fa48("232") ? "" : (stryCov_9fa48("232"), 'companyNames'):
          case stryMutAct_9fa48("234") ? "" : (stryCov_9fa48("234"), 'jobTitles'):
            if (stryMutAct_9fa48("233")) {} else {
              stryCov_9fa48("233");
              for (const value of validTextList(filters[field])) entries.push(stryMutAct_9fa48("235") ? [] : (stryCov_9fa48("235"), [field, encodeText(value)]));
              break;
            }
          case stryMutAct_9fa48("236") ? "" : (stryCov_9fa48("236"), 'employmentTypes'):
          case stryMutAct_9fa48("237") ? "" : (stryCov_9fa48("237"), 'experienceLevels'):
          case stryMutAct_9fa48("238") ? "" : (stryCov_9fa48("238"), 'remoteWorkOptions'):
          case stryMutAct_9fa48("240") ? "" : (stryCov_9fa48("240"), 'workingTimes'):
            if (stryMutAct_9fa48("239")) {} else {
              stryCov_9fa48("239");
              {
                if (stryMutAct_9fa48("241")) {
                  {}
                } else {
                  stryCov_9fa48("241");
                  const values: readonly string[] = validMultiselect(configuration, field, filters[field]);
                  if (stryMutAct_9fa48("245") ? values.length <= 0 : stryMutAct_9fa48("244") ? values.length >= 0 : stryMutAct_9fa48("243") ? false : stryMutAct_9fa48("242") ? true : (stryCov_9fa48("242", "243", "244", "245"), values.length > 0)) entries.push(stryMutAct_9fa48("246") ? [] : (stryCov_9fa48("246"), [field, values.join(stryMutAct_9fa48("247") ? "" : (stryCov_9fa48("247"), ','))]));
                  break;
                }
              }
            }
          case stryMutAct_9fa48("249") ? "" : (stryCov_9fa48("249"), 'salary'):
            if (stryMutAct_9fa48("248")) {} else {
              stryCov_9fa48("248");
              if (stryMutAct_9fa48("252") ? salary === null : stryMutAct_9fa48("251") ? false : stryMutAct_9fa48("250") ? true : (stryCov_9fa48("250", "251", "252"), salary !== null)) entries.push(stryMutAct_9fa48("253") ? [] : (stryCov_9fa48("253"), [field, stryMutAct_9fa48("254") ? `` : (stryCov_9fa48("254"), `${salary[0]},${salary[1]}`)]));
              break;
            }
          case stryMutAct_9fa48("255") ? "" : (stryCov_9fa48("255"), 'withSalary'):
          case stryMutAct_9fa48("256") ? "" : (stryCov_9fa48("256"), 'ukraineFriendly'):
          case stryMutAct_9fa48("258") ? "" : (stryCov_9fa48("258"), 'showMap'):
            if (stryMutAct_9fa48("257")) {} else {
              stryCov_9fa48("257");
              if (stryMutAct_9fa48("261") ? filters[field] !== true : stryMutAct_9fa48("260") ? false : stryMutAct_9fa48("259") ? true : (stryCov_9fa48("259", "260", "261"), filters[field] === (stryMutAct_9fa48("262") ? false : (stryCov_9fa48("262"), true)))) entries.push(stryMutAct_9fa48("263") ? [] : (stryCov_9fa48("263"), [field, TRUE_VALUE]));
              break;
            }
          case stryMutAct_9fa48("265") ? "" : (stryCov_9fa48("265"), 'cityRadiusKm'):
            if (stryMutAct_9fa48("264")) {} else {
              stryCov_9fa48("264");
              if (stryMutAct_9fa48("268") ? filters.cityRadiusKm !== configuration.defaultRadiusKm || configuration.radiusOptions.includes(filters.cityRadiusKm) : stryMutAct_9fa48("267") ? false : stryMutAct_9fa48("266") ? true : (stryCov_9fa48("266", "267", "268"), (stryMutAct_9fa48("270") ? filters.cityRadiusKm === configuration.defaultRadiusKm : stryMutAct_9fa48("269") ? true : (stryCov_9fa48("269", "270"), filters.cityRadiusKm !== configuration.defaultRadiusKm)) && configuration.radiusOptions.includes(filters.cityRadiusKm))) {
                if (stryMutAct_9fa48("271")) {
                  {}
                } else {
                  stryCov_9fa48("271");
                  entries.push(stryMutAct_9fa48("272") ? [] : (stryCov_9fa48("272"), [field, String(filters.cityRadiusKm)]));
                }
              }
              break;
            }
          case stryMutAct_9fa48("274") ? "" : (stryCov_9fa48("274"), 'sort'):
            if (stryMutAct_9fa48("273")) {} else {
              stryCov_9fa48("273");
              {
                if (stryMutAct_9fa48("275")) {
                  {}
                } else {
                  stryCov_9fa48("275");
                  const sort = validSortText(filters.sort);
                  if (stryMutAct_9fa48("278") ? sort === defaultSort : stryMutAct_9fa48("277") ? false : stryMutAct_9fa48("276") ? true : (stryCov_9fa48("276", "277", "278"), sort !== defaultSort)) entries.push(stryMutAct_9fa48("279") ? [] : (stryCov_9fa48("279"), [field, sort]));
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
  if (stryMutAct_9fa48("280")) {
    {}
  } else {
    stryCov_9fa48("280");
    const words = stryMutAct_9fa48("281") ? parameterWords.find(([candidate]) => candidate === field)[1] : (stryCov_9fa48("281"), parameterWords.find(stryMutAct_9fa48("282") ? () => undefined : (stryCov_9fa48("282"), ([candidate]) => stryMutAct_9fa48("285") ? candidate !== field : stryMutAct_9fa48("284") ? false : stryMutAct_9fa48("283") ? true : (stryCov_9fa48("283", "284", "285"), candidate === field)))?.[1]);
    // Every field has its words; the fallback only satisfies the type checker.
    return (stryMutAct_9fa48("288") ? words !== undefined : stryMutAct_9fa48("287") ? false : stryMutAct_9fa48("286") ? true : (stryCov_9fa48("286", "287", "288"), words === undefined)) ? field : words[language];
  }
}

/** Percent-encoding that cannot throw (a lone surrogate becomes U+FFFD first). */
const encodeText = stryMutAct_9fa48("289") ? () => undefined : (stryCov_9fa48("289"), (() => {
  const encodeText = (text: string): string => encodeURIComponent(wellFormed(text));
  return encodeText;
})());
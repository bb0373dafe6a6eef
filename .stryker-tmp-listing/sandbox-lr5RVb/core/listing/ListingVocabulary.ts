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
import type { ListingConfiguration } from './ListingConfiguration.ts';
import type { Category, City } from './Offer.ts';

/**
 * What parsing and building listing URLs need to know: the filter configuration (known values,
 * ranges, radius options), the tenant's categories (main ones, with their children) and cities.
 * Category and city slugs are the same in both languages, so one vocabulary serves both.
 */
export interface ListingVocabulary {
  readonly configuration: ListingConfiguration;
  readonly categories: readonly Category[];
  readonly cities: readonly City[];
}

/** A main category by its SEO slug or slug, case-insensitively. */
export function findMainCategory(vocabulary: ListingVocabulary, slug: string): Category | undefined {
  if (stryMutAct_9fa48("65")) {
    {}
  } else {
    stryCov_9fa48("65");
    const lower = stryMutAct_9fa48("66") ? slug.toUpperCase() : (stryCov_9fa48("66"), slug.toLowerCase());
    return vocabulary.categories.find(stryMutAct_9fa48("67") ? () => undefined : (stryCov_9fa48("67"), category => stryMutAct_9fa48("70") ? category.seoSlug.toLowerCase() === lower && category.slug.toLowerCase() === lower : stryMutAct_9fa48("69") ? false : stryMutAct_9fa48("68") ? true : (stryCov_9fa48("68", "69", "70"), (stryMutAct_9fa48("72") ? category.seoSlug.toLowerCase() !== lower : stryMutAct_9fa48("71") ? false : (stryCov_9fa48("71", "72"), (stryMutAct_9fa48("73") ? category.seoSlug.toUpperCase() : (stryCov_9fa48("73"), category.seoSlug.toLowerCase())) === lower)) || (stryMutAct_9fa48("75") ? category.slug.toLowerCase() !== lower : stryMutAct_9fa48("74") ? false : (stryCov_9fa48("74", "75"), (stryMutAct_9fa48("76") ? category.slug.toUpperCase() : (stryCov_9fa48("76"), category.slug.toLowerCase())) === lower)))));
  }
}

/** A child of `category` by its SEO slug or slug, case-insensitively. */
export function findSubcategory(category: Category, slug: string): Category | undefined {
  if (stryMutAct_9fa48("77")) {
    {}
  } else {
    stryCov_9fa48("77");
    const lower = stryMutAct_9fa48("78") ? slug.toUpperCase() : (stryCov_9fa48("78"), slug.toLowerCase());
    return category.children.find(stryMutAct_9fa48("79") ? () => undefined : (stryCov_9fa48("79"), child => stryMutAct_9fa48("82") ? child.seoSlug.toLowerCase() === lower && child.slug.toLowerCase() === lower : stryMutAct_9fa48("81") ? false : stryMutAct_9fa48("80") ? true : (stryCov_9fa48("80", "81", "82"), (stryMutAct_9fa48("84") ? child.seoSlug.toLowerCase() !== lower : stryMutAct_9fa48("83") ? false : (stryCov_9fa48("83", "84"), (stryMutAct_9fa48("85") ? child.seoSlug.toUpperCase() : (stryCov_9fa48("85"), child.seoSlug.toLowerCase())) === lower)) || (stryMutAct_9fa48("87") ? child.slug.toLowerCase() !== lower : stryMutAct_9fa48("86") ? false : (stryCov_9fa48("86", "87"), (stryMutAct_9fa48("88") ? child.slug.toUpperCase() : (stryCov_9fa48("88"), child.slug.toLowerCase())) === lower)))));
  }
}
export function findCity(vocabulary: ListingVocabulary, slug: string): City | undefined {
  if (stryMutAct_9fa48("89")) {
    {}
  } else {
    stryCov_9fa48("89");
    const lower = stryMutAct_9fa48("90") ? slug.toUpperCase() : (stryCov_9fa48("90"), slug.toLowerCase());
    return vocabulary.cities.find(stryMutAct_9fa48("91") ? () => undefined : (stryCov_9fa48("91"), city => stryMutAct_9fa48("94") ? city.slug.toLowerCase() !== lower : stryMutAct_9fa48("93") ? false : stryMutAct_9fa48("92") ? true : (stryCov_9fa48("92", "93", "94"), (stryMutAct_9fa48("95") ? city.slug.toUpperCase() : (stryCov_9fa48("95"), city.slug.toLowerCase())) === lower)));
  }
}
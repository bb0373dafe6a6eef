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
import type { City } from './Offer.ts';
import type { LastLocation, LastSearch, LastSearchVariant } from './RecentSearches.ts';
export const LAST_SEARCHES_KEPT = 8;
/** The new one plus 4. */
export const LAST_LOCATIONS_KEPT = 5;
const variants: readonly LastSearchVariant[] = stryMutAct_9fa48("559") ? [] : (stryCov_9fa48("559"), [stryMutAct_9fa48("560") ? "" : (stryCov_9fa48("560"), 'titles'), stryMutAct_9fa48("561") ? "" : (stryCov_9fa48("561"), 'keyword'), stryMutAct_9fa48("562") ? "" : (stryCov_9fa48("562"), 'companies'), stryMutAct_9fa48("563") ? "" : (stryCov_9fa48("563"), 'skills')]);

/** The list after a search: the new one first, an earlier equal one (same text, any case, same variant) removed, 8 kept. */
export function rememberSearch(searches: readonly LastSearch[], search: LastSearch): readonly LastSearch[] {
  if (stryMutAct_9fa48("564")) {
    {}
  } else {
    stryCov_9fa48("564");
    const title = stryMutAct_9fa48("565") ? search.title : (stryCov_9fa48("565"), search.title.trim());
    if (stryMutAct_9fa48("568") ? title !== '' : stryMutAct_9fa48("567") ? false : stryMutAct_9fa48("566") ? true : (stryCov_9fa48("566", "567", "568"), title === (stryMutAct_9fa48("569") ? "Stryker was here!" : (stryCov_9fa48("569"), '')))) return stryMutAct_9fa48("570") ? searches : (stryCov_9fa48("570"), searches.slice(0, LAST_SEARCHES_KEPT));
    const key = searchKey(stryMutAct_9fa48("571") ? {} : (stryCov_9fa48("571"), {
      title,
      variant: search.variant
    }));
    return stryMutAct_9fa48("572") ? [{
      title,
      variant: search.variant
    }, ...searches.filter(earlier => searchKey(earlier) !== key)] : (stryCov_9fa48("572"), (stryMutAct_9fa48("573") ? [] : (stryCov_9fa48("573"), [stryMutAct_9fa48("574") ? {} : (stryCov_9fa48("574"), {
      title,
      variant: search.variant
    }), ...(stryMutAct_9fa48("575") ? searches : (stryCov_9fa48("575"), searches.filter(stryMutAct_9fa48("576") ? () => undefined : (stryCov_9fa48("576"), earlier => stryMutAct_9fa48("579") ? searchKey(earlier) === key : stryMutAct_9fa48("578") ? false : stryMutAct_9fa48("577") ? true : (stryCov_9fa48("577", "578", "579"), searchKey(earlier) !== key)))))])).slice(0, LAST_SEARCHES_KEPT));
  }
}

/** The list after choosing a location: the new one first, the same slug earlier removed, 5 kept. */
export function rememberLocation(locations: readonly LastLocation[], location: LastLocation): readonly LastLocation[] {
  if (stryMutAct_9fa48("580")) {
    {}
  } else {
    stryCov_9fa48("580");
    return stryMutAct_9fa48("581") ? [location, ...locations.filter(earlier => earlier.slug !== location.slug)] : (stryCov_9fa48("581"), (stryMutAct_9fa48("582") ? [] : (stryCov_9fa48("582"), [location, ...(stryMutAct_9fa48("583") ? locations : (stryCov_9fa48("583"), locations.filter(stryMutAct_9fa48("584") ? () => undefined : (stryCov_9fa48("584"), earlier => stryMutAct_9fa48("587") ? earlier.slug === location.slug : stryMutAct_9fa48("586") ? false : stryMutAct_9fa48("585") ? true : (stryCov_9fa48("585", "586", "587"), earlier.slug !== location.slug)))))])).slice(0, LAST_LOCATIONS_KEPT));
  }
}
const searchKey = stryMutAct_9fa48("588") ? () => undefined : (stryCov_9fa48("588"), (() => {
  const searchKey = (search: LastSearch): string => stryMutAct_9fa48("589") ? `` : (stryCov_9fa48("589"), `${search.variant}\u0000${stryMutAct_9fa48("591") ? search.title.toLowerCase() : stryMutAct_9fa48("590") ? search.title.trim().toUpperCase() : (stryCov_9fa48("590", "591"), search.title.trim().toLowerCase())}`);
  return searchKey;
})());

/** A stored value read back: anything that is not a list of last searches reads as empty; bad entries are dropped. */
export function decodeLastSearches(stored: string | null | undefined): readonly LastSearch[] {
  if (stryMutAct_9fa48("592")) {
    {}
  } else {
    stryCov_9fa48("592");
    const entries = parseJsonArray(stored);
    const searches: LastSearch[] = stryMutAct_9fa48("593") ? ["Stryker was here"] : (stryCov_9fa48("593"), []);
    for (const entry of entries) {
      if (stryMutAct_9fa48("594")) {
        {}
      } else {
        stryCov_9fa48("594");
        if (stryMutAct_9fa48("597") ? false : stryMutAct_9fa48("596") ? true : stryMutAct_9fa48("595") ? isRecord(entry) : (stryCov_9fa48("595", "596", "597"), !isRecord(entry))) continue;
        const {
          title,
          variant
        } = entry;
        if (stryMutAct_9fa48("600") ? typeof title !== 'string' && title.trim() === '' : stryMutAct_9fa48("599") ? false : stryMutAct_9fa48("598") ? true : (stryCov_9fa48("598", "599", "600"), (stryMutAct_9fa48("602") ? typeof title === 'string' : stryMutAct_9fa48("601") ? false : (stryCov_9fa48("601", "602"), typeof title !== (stryMutAct_9fa48("603") ? "" : (stryCov_9fa48("603"), 'string')))) || (stryMutAct_9fa48("605") ? title.trim() !== '' : stryMutAct_9fa48("604") ? false : (stryCov_9fa48("604", "605"), (stryMutAct_9fa48("606") ? title : (stryCov_9fa48("606"), title.trim())) === (stryMutAct_9fa48("607") ? "Stryker was here!" : (stryCov_9fa48("607"), '')))))) continue;
        if (stryMutAct_9fa48("610") ? false : stryMutAct_9fa48("609") ? true : stryMutAct_9fa48("608") ? variants.includes(variant as LastSearchVariant) : (stryCov_9fa48("608", "609", "610"), !variants.includes(variant as LastSearchVariant))) continue;
        searches.push(stryMutAct_9fa48("611") ? {} : (stryCov_9fa48("611"), {
          title,
          variant: variant as LastSearchVariant
        }));
      }
    }
    return stryMutAct_9fa48("612") ? searches : (stryCov_9fa48("612"), searches.slice(0, LAST_SEARCHES_KEPT));
  }
}

/** A stored value read back: anything that is not a list of locations reads as empty; bad entries are dropped. */
export function decodeLastLocations(stored: string | null | undefined): readonly LastLocation[] {
  if (stryMutAct_9fa48("613")) {
    {}
  } else {
    stryCov_9fa48("613");
    const locations: LastLocation[] = stryMutAct_9fa48("614") ? ["Stryker was here"] : (stryCov_9fa48("614"), []);
    for (const entry of parseJsonArray(stored)) {
      if (stryMutAct_9fa48("615")) {
        {}
      } else {
        stryCov_9fa48("615");
        if (stryMutAct_9fa48("618") ? false : stryMutAct_9fa48("617") ? true : stryMutAct_9fa48("616") ? isRecord(entry) : (stryCov_9fa48("616", "617", "618"), !isRecord(entry))) continue;
        const {
          slug,
          label
        } = entry;
        if (stryMutAct_9fa48("621") ? typeof slug === 'string' && slug !== '' || typeof label === 'string' : stryMutAct_9fa48("620") ? false : stryMutAct_9fa48("619") ? true : (stryCov_9fa48("619", "620", "621"), (stryMutAct_9fa48("623") ? typeof slug === 'string' || slug !== '' : stryMutAct_9fa48("622") ? true : (stryCov_9fa48("622", "623"), (stryMutAct_9fa48("625") ? typeof slug !== 'string' : stryMutAct_9fa48("624") ? true : (stryCov_9fa48("624", "625"), typeof slug === (stryMutAct_9fa48("626") ? "" : (stryCov_9fa48("626"), 'string')))) && (stryMutAct_9fa48("628") ? slug === '' : stryMutAct_9fa48("627") ? true : (stryCov_9fa48("627", "628"), slug !== (stryMutAct_9fa48("629") ? "Stryker was here!" : (stryCov_9fa48("629"), '')))))) && (stryMutAct_9fa48("631") ? typeof label !== 'string' : stryMutAct_9fa48("630") ? true : (stryCov_9fa48("630", "631"), typeof label === (stryMutAct_9fa48("632") ? "" : (stryCov_9fa48("632"), 'string')))))) locations.push(stryMutAct_9fa48("633") ? {} : (stryCov_9fa48("633"), {
          slug,
          label
        }));
      }
    }
    return stryMutAct_9fa48("634") ? locations : (stryCov_9fa48("634"), locations.slice(0, LAST_LOCATIONS_KEPT));
  }
}

/** What adapters store: JSON. */
export const encodeRecent = stryMutAct_9fa48("635") ? () => undefined : (stryCov_9fa48("635"), (() => {
  const encodeRecent = (list: readonly LastSearch[] | readonly LastLocation[]): string => JSON.stringify(list);
  return encodeRecent;
})());

/** The picker's 'lastSearch' group: the remembered cities that still exist, labels as the dictionary has them now. */
export function lastLocationCities(locations: readonly LastLocation[], cities: readonly City[]): readonly City[] {
  if (stryMutAct_9fa48("636")) {
    {}
  } else {
    stryCov_9fa48("636");
    return locations.flatMap(location => {
      if (stryMutAct_9fa48("637")) {
        {}
      } else {
        stryCov_9fa48("637");
        const city = cities.find(stryMutAct_9fa48("638") ? () => undefined : (stryCov_9fa48("638"), candidate => stryMutAct_9fa48("641") ? candidate.slug !== location.slug : stryMutAct_9fa48("640") ? false : stryMutAct_9fa48("639") ? true : (stryCov_9fa48("639", "640", "641"), candidate.slug === location.slug)));
        return (stryMutAct_9fa48("644") ? city !== undefined : stryMutAct_9fa48("643") ? false : stryMutAct_9fa48("642") ? true : (stryCov_9fa48("642", "643", "644"), city === undefined)) ? stryMutAct_9fa48("645") ? ["Stryker was here"] : (stryCov_9fa48("645"), []) : stryMutAct_9fa48("646") ? [] : (stryCov_9fa48("646"), [stryMutAct_9fa48("647") ? {} : (stryCov_9fa48("647"), {
          ...city,
          group: 'lastSearch' as const
        })]);
      }
    });
  }
}
function parseJsonArray(stored: string | null | undefined): readonly unknown[] {
  if (stryMutAct_9fa48("648")) {
    {}
  } else {
    stryCov_9fa48("648");
    if (stryMutAct_9fa48("651") ? typeof stored !== 'string' && stored === '' : stryMutAct_9fa48("650") ? false : stryMutAct_9fa48("649") ? true : (stryCov_9fa48("649", "650", "651"), (stryMutAct_9fa48("653") ? typeof stored === 'string' : stryMutAct_9fa48("652") ? false : (stryCov_9fa48("652", "653"), typeof stored !== (stryMutAct_9fa48("654") ? "" : (stryCov_9fa48("654"), 'string')))) || (stryMutAct_9fa48("656") ? stored !== '' : stryMutAct_9fa48("655") ? false : (stryCov_9fa48("655", "656"), stored === (stryMutAct_9fa48("657") ? "Stryker was here!" : (stryCov_9fa48("657"), '')))))) return stryMutAct_9fa48("658") ? ["Stryker was here"] : (stryCov_9fa48("658"), []);
    try {
      if (stryMutAct_9fa48("659")) {
        {}
      } else {
        stryCov_9fa48("659");
        const value: unknown = JSON.parse(stored);
        return Array.isArray(value) ? value : stryMutAct_9fa48("660") ? ["Stryker was here"] : (stryCov_9fa48("660"), []);
      }
    } catch {
      if (stryMutAct_9fa48("661")) {
        {}
      } else {
        stryCov_9fa48("661");
        return stryMutAct_9fa48("662") ? ["Stryker was here"] : (stryCov_9fa48("662"), []);
      }
    }
  }
}
const isRecord = stryMutAct_9fa48("663") ? () => undefined : (stryCov_9fa48("663"), (() => {
  const isRecord = (value: unknown): value is Record<string, unknown> => stryMutAct_9fa48("666") ? typeof value === 'object' || value !== null : stryMutAct_9fa48("665") ? false : stryMutAct_9fa48("664") ? true : (stryCov_9fa48("664", "665", "666"), (stryMutAct_9fa48("668") ? typeof value !== 'object' : stryMutAct_9fa48("667") ? true : (stryCov_9fa48("667", "668"), typeof value === (stryMutAct_9fa48("669") ? "" : (stryCov_9fa48("669"), 'object')))) && (stryMutAct_9fa48("671") ? value === null : stryMutAct_9fa48("670") ? true : (stryCov_9fa48("670", "671"), value !== null)));
  return isRecord;
})());
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
const variants: readonly LastSearchVariant[] = stryMutAct_9fa48("396") ? [] : (stryCov_9fa48("396"), [stryMutAct_9fa48("397") ? "" : (stryCov_9fa48("397"), 'titles'), stryMutAct_9fa48("398") ? "" : (stryCov_9fa48("398"), 'keyword'), stryMutAct_9fa48("399") ? "" : (stryCov_9fa48("399"), 'companies'), stryMutAct_9fa48("400") ? "" : (stryCov_9fa48("400"), 'skills')]);

/** The list after a search: the new one first, an earlier equal one (same text, any case, same variant) removed, 8 kept. */
export function rememberSearch(searches: readonly LastSearch[], search: LastSearch): readonly LastSearch[] {
  if (stryMutAct_9fa48("401")) {
    {}
  } else {
    stryCov_9fa48("401");
    const title = stryMutAct_9fa48("402") ? search.title : (stryCov_9fa48("402"), search.title.trim());
    if (stryMutAct_9fa48("405") ? title !== '' : stryMutAct_9fa48("404") ? false : stryMutAct_9fa48("403") ? true : (stryCov_9fa48("403", "404", "405"), title === (stryMutAct_9fa48("406") ? "Stryker was here!" : (stryCov_9fa48("406"), '')))) return stryMutAct_9fa48("407") ? searches : (stryCov_9fa48("407"), searches.slice(0, LAST_SEARCHES_KEPT));
    const key = searchKey(stryMutAct_9fa48("408") ? {} : (stryCov_9fa48("408"), {
      title,
      variant: search.variant
    }));
    return stryMutAct_9fa48("409") ? [{
      title,
      variant: search.variant
    }, ...searches.filter(earlier => searchKey(earlier) !== key)] : (stryCov_9fa48("409"), (stryMutAct_9fa48("410") ? [] : (stryCov_9fa48("410"), [stryMutAct_9fa48("411") ? {} : (stryCov_9fa48("411"), {
      title,
      variant: search.variant
    }), ...(stryMutAct_9fa48("412") ? searches : (stryCov_9fa48("412"), searches.filter(stryMutAct_9fa48("413") ? () => undefined : (stryCov_9fa48("413"), earlier => stryMutAct_9fa48("416") ? searchKey(earlier) === key : stryMutAct_9fa48("415") ? false : stryMutAct_9fa48("414") ? true : (stryCov_9fa48("414", "415", "416"), searchKey(earlier) !== key)))))])).slice(0, LAST_SEARCHES_KEPT));
  }
}

/** The list after choosing a location: the new one first, the same slug earlier removed, 5 kept. */
export function rememberLocation(locations: readonly LastLocation[], location: LastLocation): readonly LastLocation[] {
  if (stryMutAct_9fa48("417")) {
    {}
  } else {
    stryCov_9fa48("417");
    return stryMutAct_9fa48("418") ? [location, ...locations.filter(earlier => earlier.slug !== location.slug)] : (stryCov_9fa48("418"), (stryMutAct_9fa48("419") ? [] : (stryCov_9fa48("419"), [location, ...(stryMutAct_9fa48("420") ? locations : (stryCov_9fa48("420"), locations.filter(stryMutAct_9fa48("421") ? () => undefined : (stryCov_9fa48("421"), earlier => stryMutAct_9fa48("424") ? earlier.slug === location.slug : stryMutAct_9fa48("423") ? false : stryMutAct_9fa48("422") ? true : (stryCov_9fa48("422", "423", "424"), earlier.slug !== location.slug)))))])).slice(0, LAST_LOCATIONS_KEPT));
  }
}
const searchKey = stryMutAct_9fa48("425") ? () => undefined : (stryCov_9fa48("425"), (() => {
  const searchKey = (search: LastSearch): string => stryMutAct_9fa48("426") ? `` : (stryCov_9fa48("426"), `${search.variant}\u0000${stryMutAct_9fa48("428") ? search.title.toLowerCase() : stryMutAct_9fa48("427") ? search.title.trim().toUpperCase() : (stryCov_9fa48("427", "428"), search.title.trim().toLowerCase())}`);
  return searchKey;
})());

/** A stored value read back: anything that is not a list of last searches reads as empty; bad entries are dropped. */
export function decodeLastSearches(stored: string | null | undefined): readonly LastSearch[] {
  if (stryMutAct_9fa48("429")) {
    {}
  } else {
    stryCov_9fa48("429");
    const entries = parseJsonArray(stored);
    const searches: LastSearch[] = stryMutAct_9fa48("430") ? ["Stryker was here"] : (stryCov_9fa48("430"), []);
    for (const entry of entries) {
      if (stryMutAct_9fa48("431")) {
        {}
      } else {
        stryCov_9fa48("431");
        if (stryMutAct_9fa48("434") ? false : stryMutAct_9fa48("433") ? true : stryMutAct_9fa48("432") ? isRecord(entry) : (stryCov_9fa48("432", "433", "434"), !isRecord(entry))) continue;
        const {
          title,
          variant
        } = entry;
        if (stryMutAct_9fa48("437") ? typeof title !== 'string' && title.trim() === '' : stryMutAct_9fa48("436") ? false : stryMutAct_9fa48("435") ? true : (stryCov_9fa48("435", "436", "437"), (stryMutAct_9fa48("439") ? typeof title === 'string' : stryMutAct_9fa48("438") ? false : (stryCov_9fa48("438", "439"), typeof title !== (stryMutAct_9fa48("440") ? "" : (stryCov_9fa48("440"), 'string')))) || (stryMutAct_9fa48("442") ? title.trim() !== '' : stryMutAct_9fa48("441") ? false : (stryCov_9fa48("441", "442"), (stryMutAct_9fa48("443") ? title : (stryCov_9fa48("443"), title.trim())) === (stryMutAct_9fa48("444") ? "Stryker was here!" : (stryCov_9fa48("444"), '')))))) continue;
        if (stryMutAct_9fa48("447") ? false : stryMutAct_9fa48("446") ? true : stryMutAct_9fa48("445") ? variants.includes(variant as LastSearchVariant) : (stryCov_9fa48("445", "446", "447"), !variants.includes(variant as LastSearchVariant))) continue;
        searches.push(stryMutAct_9fa48("448") ? {} : (stryCov_9fa48("448"), {
          title,
          variant: variant as LastSearchVariant
        }));
      }
    }
    return stryMutAct_9fa48("449") ? searches : (stryCov_9fa48("449"), searches.slice(0, LAST_SEARCHES_KEPT));
  }
}

/** A stored value read back: anything that is not a list of locations reads as empty; bad entries are dropped. */
export function decodeLastLocations(stored: string | null | undefined): readonly LastLocation[] {
  if (stryMutAct_9fa48("450")) {
    {}
  } else {
    stryCov_9fa48("450");
    const locations: LastLocation[] = stryMutAct_9fa48("451") ? ["Stryker was here"] : (stryCov_9fa48("451"), []);
    for (const entry of parseJsonArray(stored)) {
      if (stryMutAct_9fa48("452")) {
        {}
      } else {
        stryCov_9fa48("452");
        if (stryMutAct_9fa48("455") ? false : stryMutAct_9fa48("454") ? true : stryMutAct_9fa48("453") ? isRecord(entry) : (stryCov_9fa48("453", "454", "455"), !isRecord(entry))) continue;
        const {
          slug,
          label
        } = entry;
        if (stryMutAct_9fa48("458") ? typeof slug === 'string' && slug !== '' || typeof label === 'string' : stryMutAct_9fa48("457") ? false : stryMutAct_9fa48("456") ? true : (stryCov_9fa48("456", "457", "458"), (stryMutAct_9fa48("460") ? typeof slug === 'string' || slug !== '' : stryMutAct_9fa48("459") ? true : (stryCov_9fa48("459", "460"), (stryMutAct_9fa48("462") ? typeof slug !== 'string' : stryMutAct_9fa48("461") ? true : (stryCov_9fa48("461", "462"), typeof slug === (stryMutAct_9fa48("463") ? "" : (stryCov_9fa48("463"), 'string')))) && (stryMutAct_9fa48("465") ? slug === '' : stryMutAct_9fa48("464") ? true : (stryCov_9fa48("464", "465"), slug !== (stryMutAct_9fa48("466") ? "Stryker was here!" : (stryCov_9fa48("466"), '')))))) && (stryMutAct_9fa48("468") ? typeof label !== 'string' : stryMutAct_9fa48("467") ? true : (stryCov_9fa48("467", "468"), typeof label === (stryMutAct_9fa48("469") ? "" : (stryCov_9fa48("469"), 'string')))))) locations.push(stryMutAct_9fa48("470") ? {} : (stryCov_9fa48("470"), {
          slug,
          label
        }));
      }
    }
    return stryMutAct_9fa48("471") ? locations : (stryCov_9fa48("471"), locations.slice(0, LAST_LOCATIONS_KEPT));
  }
}

/** What adapters store: JSON. */
export const encodeRecent = stryMutAct_9fa48("472") ? () => undefined : (stryCov_9fa48("472"), (() => {
  const encodeRecent = (list: readonly LastSearch[] | readonly LastLocation[]): string => JSON.stringify(list);
  return encodeRecent;
})());

/** The picker's 'lastSearch' group: the remembered cities that still exist, labels as the dictionary has them now. */
export function lastLocationCities(locations: readonly LastLocation[], cities: readonly City[]): readonly City[] {
  if (stryMutAct_9fa48("473")) {
    {}
  } else {
    stryCov_9fa48("473");
    return locations.flatMap(location => {
      if (stryMutAct_9fa48("474")) {
        {}
      } else {
        stryCov_9fa48("474");
        const city = cities.find(stryMutAct_9fa48("475") ? () => undefined : (stryCov_9fa48("475"), candidate => stryMutAct_9fa48("478") ? candidate.slug !== location.slug : stryMutAct_9fa48("477") ? false : stryMutAct_9fa48("476") ? true : (stryCov_9fa48("476", "477", "478"), candidate.slug === location.slug)));
        return (stryMutAct_9fa48("481") ? city !== undefined : stryMutAct_9fa48("480") ? false : stryMutAct_9fa48("479") ? true : (stryCov_9fa48("479", "480", "481"), city === undefined)) ? stryMutAct_9fa48("482") ? ["Stryker was here"] : (stryCov_9fa48("482"), []) : stryMutAct_9fa48("483") ? [] : (stryCov_9fa48("483"), [stryMutAct_9fa48("484") ? {} : (stryCov_9fa48("484"), {
          ...city,
          group: 'lastSearch' as const
        })]);
      }
    });
  }
}
function parseJsonArray(stored: string | null | undefined): readonly unknown[] {
  if (stryMutAct_9fa48("485")) {
    {}
  } else {
    stryCov_9fa48("485");
    if (stryMutAct_9fa48("488") ? typeof stored !== 'string' && stored === '' : stryMutAct_9fa48("487") ? false : stryMutAct_9fa48("486") ? true : (stryCov_9fa48("486", "487", "488"), (stryMutAct_9fa48("490") ? typeof stored === 'string' : stryMutAct_9fa48("489") ? false : (stryCov_9fa48("489", "490"), typeof stored !== (stryMutAct_9fa48("491") ? "" : (stryCov_9fa48("491"), 'string')))) || (stryMutAct_9fa48("493") ? stored !== '' : stryMutAct_9fa48("492") ? false : (stryCov_9fa48("492", "493"), stored === (stryMutAct_9fa48("494") ? "Stryker was here!" : (stryCov_9fa48("494"), '')))))) return stryMutAct_9fa48("495") ? ["Stryker was here"] : (stryCov_9fa48("495"), []);
    try {
      if (stryMutAct_9fa48("496")) {
        {}
      } else {
        stryCov_9fa48("496");
        const value: unknown = JSON.parse(stored);
        return Array.isArray(value) ? value : stryMutAct_9fa48("497") ? ["Stryker was here"] : (stryCov_9fa48("497"), []);
      }
    } catch {
      if (stryMutAct_9fa48("498")) {
        {}
      } else {
        stryCov_9fa48("498");
        return stryMutAct_9fa48("499") ? ["Stryker was here"] : (stryCov_9fa48("499"), []);
      }
    }
  }
}
const isRecord = stryMutAct_9fa48("500") ? () => undefined : (stryCov_9fa48("500"), (() => {
  const isRecord = (value: unknown): value is Record<string, unknown> => stryMutAct_9fa48("503") ? typeof value === 'object' || value !== null : stryMutAct_9fa48("502") ? false : stryMutAct_9fa48("501") ? true : (stryCov_9fa48("501", "502", "503"), (stryMutAct_9fa48("505") ? typeof value !== 'object' : stryMutAct_9fa48("504") ? true : (stryCov_9fa48("504", "505"), typeof value === (stryMutAct_9fa48("506") ? "" : (stryCov_9fa48("506"), 'object')))) && (stryMutAct_9fa48("508") ? value === null : stryMutAct_9fa48("507") ? true : (stryCov_9fa48("507", "508"), value !== null)));
  return isRecord;
})());
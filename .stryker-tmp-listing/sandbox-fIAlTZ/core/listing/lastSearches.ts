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
const variants: readonly LastSearchVariant[] = stryMutAct_9fa48("247") ? [] : (stryCov_9fa48("247"), [stryMutAct_9fa48("248") ? "" : (stryCov_9fa48("248"), 'titles'), stryMutAct_9fa48("249") ? "" : (stryCov_9fa48("249"), 'keyword'), stryMutAct_9fa48("250") ? "" : (stryCov_9fa48("250"), 'companies'), stryMutAct_9fa48("251") ? "" : (stryCov_9fa48("251"), 'skills')]);

/** The list after a search: the new one first, an earlier equal one (same text, any case, same variant) removed, 8 kept. */
export function rememberSearch(searches: readonly LastSearch[], search: LastSearch): readonly LastSearch[] {
  if (stryMutAct_9fa48("252")) {
    {}
  } else {
    stryCov_9fa48("252");
    const title = stryMutAct_9fa48("253") ? search.title : (stryCov_9fa48("253"), search.title.trim());
    if (stryMutAct_9fa48("256") ? title !== '' : stryMutAct_9fa48("255") ? false : stryMutAct_9fa48("254") ? true : (stryCov_9fa48("254", "255", "256"), title === (stryMutAct_9fa48("257") ? "Stryker was here!" : (stryCov_9fa48("257"), '')))) return stryMutAct_9fa48("258") ? searches : (stryCov_9fa48("258"), searches.slice(0, LAST_SEARCHES_KEPT));
    const key = searchKey(stryMutAct_9fa48("259") ? {} : (stryCov_9fa48("259"), {
      title,
      variant: search.variant
    }));
    return stryMutAct_9fa48("260") ? [{
      title,
      variant: search.variant
    }, ...searches.filter(earlier => searchKey(earlier) !== key)] : (stryCov_9fa48("260"), (stryMutAct_9fa48("261") ? [] : (stryCov_9fa48("261"), [stryMutAct_9fa48("262") ? {} : (stryCov_9fa48("262"), {
      title,
      variant: search.variant
    }), ...(stryMutAct_9fa48("263") ? searches : (stryCov_9fa48("263"), searches.filter(stryMutAct_9fa48("264") ? () => undefined : (stryCov_9fa48("264"), earlier => stryMutAct_9fa48("267") ? searchKey(earlier) === key : stryMutAct_9fa48("266") ? false : stryMutAct_9fa48("265") ? true : (stryCov_9fa48("265", "266", "267"), searchKey(earlier) !== key)))))])).slice(0, LAST_SEARCHES_KEPT));
  }
}

/** The list after choosing a location: the new one first, the same slug earlier removed, 5 kept. */
export function rememberLocation(locations: readonly LastLocation[], location: LastLocation): readonly LastLocation[] {
  if (stryMutAct_9fa48("268")) {
    {}
  } else {
    stryCov_9fa48("268");
    return stryMutAct_9fa48("269") ? [location, ...locations.filter(earlier => earlier.slug !== location.slug)] : (stryCov_9fa48("269"), (stryMutAct_9fa48("270") ? [] : (stryCov_9fa48("270"), [location, ...(stryMutAct_9fa48("271") ? locations : (stryCov_9fa48("271"), locations.filter(stryMutAct_9fa48("272") ? () => undefined : (stryCov_9fa48("272"), earlier => stryMutAct_9fa48("275") ? earlier.slug === location.slug : stryMutAct_9fa48("274") ? false : stryMutAct_9fa48("273") ? true : (stryCov_9fa48("273", "274", "275"), earlier.slug !== location.slug)))))])).slice(0, LAST_LOCATIONS_KEPT));
  }
}
const searchKey = stryMutAct_9fa48("276") ? () => undefined : (stryCov_9fa48("276"), (() => {
  const searchKey = (search: LastSearch): string => stryMutAct_9fa48("277") ? `` : (stryCov_9fa48("277"), `${search.variant}\u0000${stryMutAct_9fa48("279") ? search.title.toLowerCase() : stryMutAct_9fa48("278") ? search.title.trim().toUpperCase() : (stryCov_9fa48("278", "279"), search.title.trim().toLowerCase())}`);
  return searchKey;
})());

/** A stored value read back: anything that is not a list of last searches reads as empty; bad entries are dropped. */
export function decodeLastSearches(stored: string | null | undefined): readonly LastSearch[] {
  if (stryMutAct_9fa48("280")) {
    {}
  } else {
    stryCov_9fa48("280");
    const entries = parseJsonArray(stored);
    const searches: LastSearch[] = stryMutAct_9fa48("281") ? ["Stryker was here"] : (stryCov_9fa48("281"), []);
    for (const entry of entries) {
      if (stryMutAct_9fa48("282")) {
        {}
      } else {
        stryCov_9fa48("282");
        if (stryMutAct_9fa48("285") ? false : stryMutAct_9fa48("284") ? true : stryMutAct_9fa48("283") ? isRecord(entry) : (stryCov_9fa48("283", "284", "285"), !isRecord(entry))) continue;
        const {
          title,
          variant
        } = entry;
        if (stryMutAct_9fa48("288") ? typeof title !== 'string' && title.trim() === '' : stryMutAct_9fa48("287") ? false : stryMutAct_9fa48("286") ? true : (stryCov_9fa48("286", "287", "288"), (stryMutAct_9fa48("290") ? typeof title === 'string' : stryMutAct_9fa48("289") ? false : (stryCov_9fa48("289", "290"), typeof title !== (stryMutAct_9fa48("291") ? "" : (stryCov_9fa48("291"), 'string')))) || (stryMutAct_9fa48("293") ? title.trim() !== '' : stryMutAct_9fa48("292") ? false : (stryCov_9fa48("292", "293"), (stryMutAct_9fa48("294") ? title : (stryCov_9fa48("294"), title.trim())) === (stryMutAct_9fa48("295") ? "Stryker was here!" : (stryCov_9fa48("295"), '')))))) continue;
        if (stryMutAct_9fa48("298") ? false : stryMutAct_9fa48("297") ? true : stryMutAct_9fa48("296") ? variants.includes(variant as LastSearchVariant) : (stryCov_9fa48("296", "297", "298"), !variants.includes(variant as LastSearchVariant))) continue;
        searches.push(stryMutAct_9fa48("299") ? {} : (stryCov_9fa48("299"), {
          title,
          variant: variant as LastSearchVariant
        }));
      }
    }
    return stryMutAct_9fa48("300") ? searches : (stryCov_9fa48("300"), searches.slice(0, LAST_SEARCHES_KEPT));
  }
}

/** A stored value read back: anything that is not a list of locations reads as empty; bad entries are dropped. */
export function decodeLastLocations(stored: string | null | undefined): readonly LastLocation[] {
  if (stryMutAct_9fa48("301")) {
    {}
  } else {
    stryCov_9fa48("301");
    const locations: LastLocation[] = stryMutAct_9fa48("302") ? ["Stryker was here"] : (stryCov_9fa48("302"), []);
    for (const entry of parseJsonArray(stored)) {
      if (stryMutAct_9fa48("303")) {
        {}
      } else {
        stryCov_9fa48("303");
        if (stryMutAct_9fa48("306") ? false : stryMutAct_9fa48("305") ? true : stryMutAct_9fa48("304") ? isRecord(entry) : (stryCov_9fa48("304", "305", "306"), !isRecord(entry))) continue;
        const {
          slug,
          label
        } = entry;
        if (stryMutAct_9fa48("309") ? typeof slug === 'string' && slug !== '' || typeof label === 'string' : stryMutAct_9fa48("308") ? false : stryMutAct_9fa48("307") ? true : (stryCov_9fa48("307", "308", "309"), (stryMutAct_9fa48("311") ? typeof slug === 'string' || slug !== '' : stryMutAct_9fa48("310") ? true : (stryCov_9fa48("310", "311"), (stryMutAct_9fa48("313") ? typeof slug !== 'string' : stryMutAct_9fa48("312") ? true : (stryCov_9fa48("312", "313"), typeof slug === (stryMutAct_9fa48("314") ? "" : (stryCov_9fa48("314"), 'string')))) && (stryMutAct_9fa48("316") ? slug === '' : stryMutAct_9fa48("315") ? true : (stryCov_9fa48("315", "316"), slug !== (stryMutAct_9fa48("317") ? "Stryker was here!" : (stryCov_9fa48("317"), '')))))) && (stryMutAct_9fa48("319") ? typeof label !== 'string' : stryMutAct_9fa48("318") ? true : (stryCov_9fa48("318", "319"), typeof label === (stryMutAct_9fa48("320") ? "" : (stryCov_9fa48("320"), 'string')))))) locations.push(stryMutAct_9fa48("321") ? {} : (stryCov_9fa48("321"), {
          slug,
          label
        }));
      }
    }
    return stryMutAct_9fa48("322") ? locations : (stryCov_9fa48("322"), locations.slice(0, LAST_LOCATIONS_KEPT));
  }
}

/** What adapters store: JSON. */
export const encodeRecent = stryMutAct_9fa48("323") ? () => undefined : (stryCov_9fa48("323"), (() => {
  const encodeRecent = (list: readonly LastSearch[] | readonly LastLocation[]): string => JSON.stringify(list);
  return encodeRecent;
})());

/** The picker's 'lastSearch' group: the remembered cities that still exist, labels as the dictionary has them now. */
export function lastLocationCities(locations: readonly LastLocation[], cities: readonly City[]): readonly City[] {
  if (stryMutAct_9fa48("324")) {
    {}
  } else {
    stryCov_9fa48("324");
    return locations.flatMap(location => {
      if (stryMutAct_9fa48("325")) {
        {}
      } else {
        stryCov_9fa48("325");
        const city = cities.find(stryMutAct_9fa48("326") ? () => undefined : (stryCov_9fa48("326"), candidate => stryMutAct_9fa48("329") ? candidate.slug !== location.slug : stryMutAct_9fa48("328") ? false : stryMutAct_9fa48("327") ? true : (stryCov_9fa48("327", "328", "329"), candidate.slug === location.slug)));
        return (stryMutAct_9fa48("332") ? city !== undefined : stryMutAct_9fa48("331") ? false : stryMutAct_9fa48("330") ? true : (stryCov_9fa48("330", "331", "332"), city === undefined)) ? stryMutAct_9fa48("333") ? ["Stryker was here"] : (stryCov_9fa48("333"), []) : stryMutAct_9fa48("334") ? [] : (stryCov_9fa48("334"), [stryMutAct_9fa48("335") ? {} : (stryCov_9fa48("335"), {
          ...city,
          group: 'lastSearch' as const
        })]);
      }
    });
  }
}
function parseJsonArray(stored: string | null | undefined): readonly unknown[] {
  if (stryMutAct_9fa48("336")) {
    {}
  } else {
    stryCov_9fa48("336");
    if (stryMutAct_9fa48("339") ? typeof stored !== 'string' && stored === '' : stryMutAct_9fa48("338") ? false : stryMutAct_9fa48("337") ? true : (stryCov_9fa48("337", "338", "339"), (stryMutAct_9fa48("341") ? typeof stored === 'string' : stryMutAct_9fa48("340") ? false : (stryCov_9fa48("340", "341"), typeof stored !== (stryMutAct_9fa48("342") ? "" : (stryCov_9fa48("342"), 'string')))) || (stryMutAct_9fa48("344") ? stored !== '' : stryMutAct_9fa48("343") ? false : (stryCov_9fa48("343", "344"), stored === (stryMutAct_9fa48("345") ? "Stryker was here!" : (stryCov_9fa48("345"), '')))))) return stryMutAct_9fa48("346") ? ["Stryker was here"] : (stryCov_9fa48("346"), []);
    try {
      if (stryMutAct_9fa48("347")) {
        {}
      } else {
        stryCov_9fa48("347");
        const value: unknown = JSON.parse(stored);
        return Array.isArray(value) ? value : stryMutAct_9fa48("348") ? ["Stryker was here"] : (stryCov_9fa48("348"), []);
      }
    } catch {
      if (stryMutAct_9fa48("349")) {
        {}
      } else {
        stryCov_9fa48("349");
        return stryMutAct_9fa48("350") ? ["Stryker was here"] : (stryCov_9fa48("350"), []);
      }
    }
  }
}
const isRecord = stryMutAct_9fa48("351") ? () => undefined : (stryCov_9fa48("351"), (() => {
  const isRecord = (value: unknown): value is Record<string, unknown> => stryMutAct_9fa48("354") ? typeof value === 'object' || value !== null : stryMutAct_9fa48("353") ? false : stryMutAct_9fa48("352") ? true : (stryCov_9fa48("352", "353", "354"), (stryMutAct_9fa48("356") ? typeof value !== 'object' : stryMutAct_9fa48("355") ? true : (stryCov_9fa48("355", "356"), typeof value === (stryMutAct_9fa48("357") ? "" : (stryCov_9fa48("357"), 'object')))) && (stryMutAct_9fa48("359") ? value === null : stryMutAct_9fa48("358") ? true : (stryCov_9fa48("358", "359"), value !== null)));
  return isRecord;
})());
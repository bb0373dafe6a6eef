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
import { workplaceTypeKeys, type FilterValues } from './FilterValues.ts';
import type { Category } from './Offer.ts';

/**
 * The listing's state transitions (platform.md section 4), as pure functions from filter values to
 * filter values; the UI builds the URL of the result and navigates.
 */

/** Choosing a main category selects it (subcategories cleared); choosing the selected one again with no subcategories clears it. */
export function chooseCategory(filters: FilterValues, slug: string): FilterValues {
  if (stryMutAct_9fa48("471")) {
    {}
  } else {
    stryCov_9fa48("471");
    if (stryMutAct_9fa48("474") ? filters.category === slug || filters.subcategories.length === 0 : stryMutAct_9fa48("473") ? false : stryMutAct_9fa48("472") ? true : (stryCov_9fa48("472", "473", "474"), (stryMutAct_9fa48("476") ? filters.category !== slug : stryMutAct_9fa48("475") ? true : (stryCov_9fa48("475", "476"), filters.category === slug)) && (stryMutAct_9fa48("478") ? filters.subcategories.length !== 0 : stryMutAct_9fa48("477") ? true : (stryCov_9fa48("477", "478"), filters.subcategories.length === 0)))) return stryMutAct_9fa48("479") ? {} : (stryCov_9fa48("479"), {
      ...filters,
      category: null,
      subcategories: stryMutAct_9fa48("480") ? ["Stryker was here"] : (stryCov_9fa48("480"), [])
    });
    return stryMutAct_9fa48("481") ? {} : (stryCov_9fa48("481"), {
      ...filters,
      category: slug,
      subcategories: stryMutAct_9fa48("482") ? ["Stryker was here"] : (stryCov_9fa48("482"), [])
    });
  }
}

/** Ticks or unticks a child of the selected category, keeping the category's order. */
export function toggleSubcategory(filters: FilterValues, category: Category, slug: string): FilterValues {
  if (stryMutAct_9fa48("483")) {
    {}
  } else {
    stryCov_9fa48("483");
    if (stryMutAct_9fa48("486") ? false : stryMutAct_9fa48("485") ? true : stryMutAct_9fa48("484") ? category.children.some(child => child.slug === slug) : (stryCov_9fa48("484", "485", "486"), !(stryMutAct_9fa48("487") ? category.children.every(child => child.slug === slug) : (stryCov_9fa48("487"), category.children.some(stryMutAct_9fa48("488") ? () => undefined : (stryCov_9fa48("488"), child => stryMutAct_9fa48("491") ? child.slug !== slug : stryMutAct_9fa48("490") ? false : stryMutAct_9fa48("489") ? true : (stryCov_9fa48("489", "490", "491"), child.slug === slug))))))) return filters;
    const chosen = new Set((stryMutAct_9fa48("494") ? filters.category !== category.slug : stryMutAct_9fa48("493") ? false : stryMutAct_9fa48("492") ? true : (stryCov_9fa48("492", "493", "494"), filters.category === category.slug)) ? filters.subcategories : stryMutAct_9fa48("495") ? ["Stryker was here"] : (stryCov_9fa48("495"), []));
    if (stryMutAct_9fa48("497") ? false : stryMutAct_9fa48("496") ? true : (stryCov_9fa48("496", "497"), chosen.has(slug))) chosen.delete(slug);else chosen.add(slug);
    return stryMutAct_9fa48("498") ? {} : (stryCov_9fa48("498"), {
      ...filters,
      category: category.slug,
      subcategories: stryMutAct_9fa48("499") ? category.children.map(child => child.slug) : (stryCov_9fa48("499"), category.children.map(stryMutAct_9fa48("500") ? () => undefined : (stryCov_9fa48("500"), child => child.slug)).filter(stryMutAct_9fa48("501") ? () => undefined : (stryCov_9fa48("501"), child => chosen.has(child))))
    });
  }
}

/** The remote quick switch: the remote option of the workplace filter, on or off. */
export function toggleRemoteSwitch(filters: FilterValues): FilterValues {
  if (stryMutAct_9fa48("502")) {
    {}
  } else {
    stryCov_9fa48("502");
    const on = filters.remoteWorkOptions.includes(stryMutAct_9fa48("503") ? "" : (stryCov_9fa48("503"), 'remote'));
    const options = stryMutAct_9fa48("504") ? workplaceTypeKeys : (stryCov_9fa48("504"), workplaceTypeKeys.filter(stryMutAct_9fa48("505") ? () => undefined : (stryCov_9fa48("505"), option => (stryMutAct_9fa48("508") ? option !== 'remote' : stryMutAct_9fa48("507") ? false : stryMutAct_9fa48("506") ? true : (stryCov_9fa48("506", "507", "508"), option === (stryMutAct_9fa48("509") ? "" : (stryCov_9fa48("509"), 'remote')))) ? stryMutAct_9fa48("510") ? on : (stryCov_9fa48("510"), !on) : filters.remoteWorkOptions.includes(option))));
    return stryMutAct_9fa48("511") ? {} : (stryCov_9fa48("511"), {
      ...filters,
      remoteWorkOptions: options
    });
  }
}

/** The salary quick switch: withSalary, on or off. */
export const toggleSalarySwitch = stryMutAct_9fa48("512") ? () => undefined : (stryCov_9fa48("512"), (() => {
  const toggleSalarySwitch = (filters: FilterValues): FilterValues => stryMutAct_9fa48("513") ? {} : (stryCov_9fa48("513"), {
    ...filters,
    withSalary: stryMutAct_9fa48("514") ? filters.withSalary : (stryCov_9fa48("514"), !filters.withSalary)
  });
  return toggleSalarySwitch;
})());

/** Whether the remote quick switch shows as on. */
export const isRemoteSwitchOn = stryMutAct_9fa48("515") ? () => undefined : (stryCov_9fa48("515"), (() => {
  const isRemoteSwitchOn = (filters: FilterValues): boolean => filters.remoteWorkOptions.includes(stryMutAct_9fa48("516") ? "" : (stryCov_9fa48("516"), 'remote'));
  return isRemoteSwitchOn;
})());

/** A new location keeps the radius only for a city. */
export function chooseLocation(filters: FilterValues, location: {
  readonly city: string;
} | 'remote' | 'all'): FilterValues {
  if (stryMutAct_9fa48("517")) {
    {}
  } else {
    stryCov_9fa48("517");
    if (stryMutAct_9fa48("520") ? location !== 'remote' : stryMutAct_9fa48("519") ? false : stryMutAct_9fa48("518") ? true : (stryCov_9fa48("518", "519", "520"), location === (stryMutAct_9fa48("521") ? "" : (stryCov_9fa48("521"), 'remote')))) return stryMutAct_9fa48("522") ? {} : (stryCov_9fa48("522"), {
      ...filters,
      city: null,
      remote: stryMutAct_9fa48("523") ? false : (stryCov_9fa48("523"), true)
    });
    if (stryMutAct_9fa48("526") ? location !== 'all' : stryMutAct_9fa48("525") ? false : stryMutAct_9fa48("524") ? true : (stryCov_9fa48("524", "525", "526"), location === (stryMutAct_9fa48("527") ? "" : (stryCov_9fa48("527"), 'all')))) return stryMutAct_9fa48("528") ? {} : (stryCov_9fa48("528"), {
      ...filters,
      city: null,
      remote: stryMutAct_9fa48("529") ? true : (stryCov_9fa48("529"), false)
    });
    return stryMutAct_9fa48("530") ? {} : (stryCov_9fa48("530"), {
      ...filters,
      city: location.city,
      remote: stryMutAct_9fa48("531") ? true : (stryCov_9fa48("531"), false)
    });
  }
}
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
  if (stryMutAct_9fa48("335")) {
    {}
  } else {
    stryCov_9fa48("335");
    if (stryMutAct_9fa48("338") ? filters.category === slug || filters.subcategories.length === 0 : stryMutAct_9fa48("337") ? false : stryMutAct_9fa48("336") ? true : (stryCov_9fa48("336", "337", "338"), (stryMutAct_9fa48("340") ? filters.category !== slug : stryMutAct_9fa48("339") ? true : (stryCov_9fa48("339", "340"), filters.category === slug)) && (stryMutAct_9fa48("342") ? filters.subcategories.length !== 0 : stryMutAct_9fa48("341") ? true : (stryCov_9fa48("341", "342"), filters.subcategories.length === 0)))) return stryMutAct_9fa48("343") ? {} : (stryCov_9fa48("343"), {
      ...filters,
      category: null,
      subcategories: stryMutAct_9fa48("344") ? ["Stryker was here"] : (stryCov_9fa48("344"), [])
    });
    return stryMutAct_9fa48("345") ? {} : (stryCov_9fa48("345"), {
      ...filters,
      category: slug,
      subcategories: stryMutAct_9fa48("346") ? ["Stryker was here"] : (stryCov_9fa48("346"), [])
    });
  }
}

/** Ticks or unticks a child of the selected category, keeping the category's order. */
export function toggleSubcategory(filters: FilterValues, category: Category, slug: string): FilterValues {
  if (stryMutAct_9fa48("347")) {
    {}
  } else {
    stryCov_9fa48("347");
    if (stryMutAct_9fa48("350") ? false : stryMutAct_9fa48("349") ? true : stryMutAct_9fa48("348") ? category.children.some(child => child.slug === slug) : (stryCov_9fa48("348", "349", "350"), !(stryMutAct_9fa48("351") ? category.children.every(child => child.slug === slug) : (stryCov_9fa48("351"), category.children.some(stryMutAct_9fa48("352") ? () => undefined : (stryCov_9fa48("352"), child => stryMutAct_9fa48("355") ? child.slug !== slug : stryMutAct_9fa48("354") ? false : stryMutAct_9fa48("353") ? true : (stryCov_9fa48("353", "354", "355"), child.slug === slug))))))) return filters;
    const chosen = new Set((stryMutAct_9fa48("358") ? filters.category !== category.slug : stryMutAct_9fa48("357") ? false : stryMutAct_9fa48("356") ? true : (stryCov_9fa48("356", "357", "358"), filters.category === category.slug)) ? filters.subcategories : stryMutAct_9fa48("359") ? ["Stryker was here"] : (stryCov_9fa48("359"), []));
    if (stryMutAct_9fa48("361") ? false : stryMutAct_9fa48("360") ? true : (stryCov_9fa48("360", "361"), chosen.has(slug))) chosen.delete(slug);else chosen.add(slug);
    return stryMutAct_9fa48("362") ? {} : (stryCov_9fa48("362"), {
      ...filters,
      category: category.slug,
      subcategories: stryMutAct_9fa48("363") ? category.children.map(child => child.slug) : (stryCov_9fa48("363"), category.children.map(stryMutAct_9fa48("364") ? () => undefined : (stryCov_9fa48("364"), child => child.slug)).filter(stryMutAct_9fa48("365") ? () => undefined : (stryCov_9fa48("365"), child => chosen.has(child))))
    });
  }
}

/** The remote quick switch: the remote option of the workplace filter, on or off. */
export function toggleRemoteSwitch(filters: FilterValues): FilterValues {
  if (stryMutAct_9fa48("366")) {
    {}
  } else {
    stryCov_9fa48("366");
    const on = filters.remoteWorkOptions.includes(stryMutAct_9fa48("367") ? "" : (stryCov_9fa48("367"), 'remote'));
    const options = stryMutAct_9fa48("368") ? workplaceTypeKeys : (stryCov_9fa48("368"), workplaceTypeKeys.filter(stryMutAct_9fa48("369") ? () => undefined : (stryCov_9fa48("369"), option => (stryMutAct_9fa48("372") ? option !== 'remote' : stryMutAct_9fa48("371") ? false : stryMutAct_9fa48("370") ? true : (stryCov_9fa48("370", "371", "372"), option === (stryMutAct_9fa48("373") ? "" : (stryCov_9fa48("373"), 'remote')))) ? stryMutAct_9fa48("374") ? on : (stryCov_9fa48("374"), !on) : filters.remoteWorkOptions.includes(option))));
    return stryMutAct_9fa48("375") ? {} : (stryCov_9fa48("375"), {
      ...filters,
      remoteWorkOptions: options
    });
  }
}

/** The salary quick switch: withSalary, on or off. */
export const toggleSalarySwitch = stryMutAct_9fa48("376") ? () => undefined : (stryCov_9fa48("376"), (() => {
  const toggleSalarySwitch = (filters: FilterValues): FilterValues => stryMutAct_9fa48("377") ? {} : (stryCov_9fa48("377"), {
    ...filters,
    withSalary: stryMutAct_9fa48("378") ? filters.withSalary : (stryCov_9fa48("378"), !filters.withSalary)
  });
  return toggleSalarySwitch;
})());

/** Whether the remote quick switch shows as on. */
export const isRemoteSwitchOn = stryMutAct_9fa48("379") ? () => undefined : (stryCov_9fa48("379"), (() => {
  const isRemoteSwitchOn = (filters: FilterValues): boolean => filters.remoteWorkOptions.includes(stryMutAct_9fa48("380") ? "" : (stryCov_9fa48("380"), 'remote'));
  return isRemoteSwitchOn;
})());

/** A new location keeps the radius only for a city. */
export function chooseLocation(filters: FilterValues, location: {
  readonly city: string;
} | 'remote' | 'all'): FilterValues {
  if (stryMutAct_9fa48("381")) {
    {}
  } else {
    stryCov_9fa48("381");
    if (stryMutAct_9fa48("384") ? location !== 'remote' : stryMutAct_9fa48("383") ? false : stryMutAct_9fa48("382") ? true : (stryCov_9fa48("382", "383", "384"), location === (stryMutAct_9fa48("385") ? "" : (stryCov_9fa48("385"), 'remote')))) return stryMutAct_9fa48("386") ? {} : (stryCov_9fa48("386"), {
      ...filters,
      city: null,
      remote: stryMutAct_9fa48("387") ? false : (stryCov_9fa48("387"), true)
    });
    if (stryMutAct_9fa48("390") ? location !== 'all' : stryMutAct_9fa48("389") ? false : stryMutAct_9fa48("388") ? true : (stryCov_9fa48("388", "389", "390"), location === (stryMutAct_9fa48("391") ? "" : (stryCov_9fa48("391"), 'all')))) return stryMutAct_9fa48("392") ? {} : (stryCov_9fa48("392"), {
      ...filters,
      city: null,
      remote: stryMutAct_9fa48("393") ? true : (stryCov_9fa48("393"), false)
    });
    return stryMutAct_9fa48("394") ? {} : (stryCov_9fa48("394"), {
      ...filters,
      city: location.city,
      remote: stryMutAct_9fa48("395") ? true : (stryCov_9fa48("395"), false)
    });
  }
}
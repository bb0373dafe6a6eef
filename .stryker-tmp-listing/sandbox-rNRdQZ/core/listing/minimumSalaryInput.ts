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
import { groupThousands } from '../offers/formatAmount.ts';

/** The minimum-salary field's bounds (configured; defaults 0 and 100). */
export interface MinimumSalaryBounds {
  readonly min: number;
  readonly max: number;
}
export const defaultMinimumSalaryBounds: MinimumSalaryBounds = stryMutAct_9fa48("509") ? {} : (stryCov_9fa48("509"), {
  min: 0,
  max: 100
});

/**
 * What the field keeps of typed text: digits, and one decimal separator (`.` or `,`, kept as `.`)
 * with at most 2 digits after it. Minus signs, spaces, letters and further separators are dropped.
 */
export function sanitizeMinimumSalaryText(text: string): string {
  if (stryMutAct_9fa48("510")) {
    {}
  } else {
    stryCov_9fa48("510");
    let whole = stryMutAct_9fa48("511") ? "Stryker was here!" : (stryCov_9fa48("511"), '');
    let fraction: string | null = null;
    for (const character of text) {
      if (stryMutAct_9fa48("512")) {
        {}
      } else {
        stryCov_9fa48("512");
        if (stryMutAct_9fa48("515") ? character >= '0' || character <= '9' : stryMutAct_9fa48("514") ? false : stryMutAct_9fa48("513") ? true : (stryCov_9fa48("513", "514", "515"), (stryMutAct_9fa48("518") ? character < '0' : stryMutAct_9fa48("517") ? character > '0' : stryMutAct_9fa48("516") ? true : (stryCov_9fa48("516", "517", "518"), character >= (stryMutAct_9fa48("519") ? "" : (stryCov_9fa48("519"), '0')))) && (stryMutAct_9fa48("522") ? character > '9' : stryMutAct_9fa48("521") ? character < '9' : stryMutAct_9fa48("520") ? true : (stryCov_9fa48("520", "521", "522"), character <= (stryMutAct_9fa48("523") ? "" : (stryCov_9fa48("523"), '9')))))) {
          if (stryMutAct_9fa48("524")) {
            {}
          } else {
            stryCov_9fa48("524");
            if (stryMutAct_9fa48("527") ? fraction !== null : stryMutAct_9fa48("526") ? false : stryMutAct_9fa48("525") ? true : (stryCov_9fa48("525", "526", "527"), fraction === null)) stryMutAct_9fa48("528") ? whole -= character : (stryCov_9fa48("528"), whole += character);else if (stryMutAct_9fa48("532") ? fraction.length >= 2 : stryMutAct_9fa48("531") ? fraction.length <= 2 : stryMutAct_9fa48("530") ? false : stryMutAct_9fa48("529") ? true : (stryCov_9fa48("529", "530", "531", "532"), fraction.length < 2)) stryMutAct_9fa48("533") ? fraction -= character : (stryCov_9fa48("533"), fraction += character);
          }
        } else if (stryMutAct_9fa48("536") ? character === '.' || character === ',' || fraction === null : stryMutAct_9fa48("535") ? false : stryMutAct_9fa48("534") ? true : (stryCov_9fa48("534", "535", "536"), (stryMutAct_9fa48("538") ? character === '.' && character === ',' : stryMutAct_9fa48("537") ? true : (stryCov_9fa48("537", "538"), (stryMutAct_9fa48("540") ? character !== '.' : stryMutAct_9fa48("539") ? false : (stryCov_9fa48("539", "540"), character === (stryMutAct_9fa48("541") ? "" : (stryCov_9fa48("541"), '.')))) || (stryMutAct_9fa48("543") ? character !== ',' : stryMutAct_9fa48("542") ? false : (stryCov_9fa48("542", "543"), character === (stryMutAct_9fa48("544") ? "" : (stryCov_9fa48("544"), ',')))))) && (stryMutAct_9fa48("546") ? fraction !== null : stryMutAct_9fa48("545") ? true : (stryCov_9fa48("545", "546"), fraction === null)))) {
          if (stryMutAct_9fa48("547")) {
            {}
          } else {
            stryCov_9fa48("547");
            fraction = stryMutAct_9fa48("548") ? "Stryker was here!" : (stryCov_9fa48("548"), '');
          }
        }
      }
    }
    const digits = whole.replace(stryMutAct_9fa48("552") ? /^0+(?=\D)/ : stryMutAct_9fa48("551") ? /^0+(?!\d)/ : stryMutAct_9fa48("550") ? /^0(?=\d)/ : stryMutAct_9fa48("549") ? /0+(?=\d)/ : (stryCov_9fa48("549", "550", "551", "552"), /^0+(?=\d)/), stryMutAct_9fa48("553") ? "Stryker was here!" : (stryCov_9fa48("553"), ''));
    return (stryMutAct_9fa48("556") ? fraction !== null : stryMutAct_9fa48("555") ? false : stryMutAct_9fa48("554") ? true : (stryCov_9fa48("554", "555", "556"), fraction === null)) ? digits : stryMutAct_9fa48("557") ? `` : (stryCov_9fa48("557"), `${(stryMutAct_9fa48("560") ? digits !== '' : stryMutAct_9fa48("559") ? false : stryMutAct_9fa48("558") ? true : (stryCov_9fa48("558", "559", "560"), digits === (stryMutAct_9fa48("561") ? "Stryker was here!" : (stryCov_9fa48("561"), '')))) ? stryMutAct_9fa48("562") ? "" : (stryCov_9fa48("562"), '0') : digits}.${fraction}`);
  }
}

/** The field's value: the sanitized text as a number, clamped to the bounds; empty text is the minimum. */
export function parseMinimumSalary(text: string, bounds: MinimumSalaryBounds = defaultMinimumSalaryBounds): number {
  if (stryMutAct_9fa48("563")) {
    {}
  } else {
    stryCov_9fa48("563");
    const sanitized = sanitizeMinimumSalaryText(text);
    const value = (stryMutAct_9fa48("566") ? sanitized === '' && sanitized === '.' : stryMutAct_9fa48("565") ? false : stryMutAct_9fa48("564") ? true : (stryCov_9fa48("564", "565", "566"), (stryMutAct_9fa48("568") ? sanitized !== '' : stryMutAct_9fa48("567") ? false : (stryCov_9fa48("567", "568"), sanitized === (stryMutAct_9fa48("569") ? "Stryker was here!" : (stryCov_9fa48("569"), '')))) || (stryMutAct_9fa48("571") ? sanitized !== '.' : stryMutAct_9fa48("570") ? false : (stryCov_9fa48("570", "571"), sanitized === (stryMutAct_9fa48("572") ? "" : (stryCov_9fa48("572"), '.')))))) ? bounds.min : Number(sanitized);
    return stryMutAct_9fa48("573") ? Math.max(bounds.max, Math.max(bounds.min, Number.isFinite(value) ? value : bounds.min)) : (stryCov_9fa48("573"), Math.min(bounds.max, stryMutAct_9fa48("574") ? Math.min(bounds.min, Number.isFinite(value) ? value : bounds.min) : (stryCov_9fa48("574"), Math.max(bounds.min, Number.isFinite(value) ? value : bounds.min))));
  }
}

/** The field's text for a value: empty for 0, thousands separated by spaces, up to 2 decimals. */
export function formatMinimumSalary(value: number): string {
  if (stryMutAct_9fa48("575")) {
    {}
  } else {
    stryCov_9fa48("575");
    if (stryMutAct_9fa48("578") ? !Number.isFinite(value) && value <= 0 : stryMutAct_9fa48("577") ? false : stryMutAct_9fa48("576") ? true : (stryCov_9fa48("576", "577", "578"), (stryMutAct_9fa48("579") ? Number.isFinite(value) : (stryCov_9fa48("579"), !Number.isFinite(value))) || (stryMutAct_9fa48("582") ? value > 0 : stryMutAct_9fa48("581") ? value < 0 : stryMutAct_9fa48("580") ? false : (stryCov_9fa48("580", "581", "582"), value <= 0)))) return stryMutAct_9fa48("583") ? "Stryker was here!" : (stryCov_9fa48("583"), '');
    const rounded = stryMutAct_9fa48("584") ? Math.round(value * 100) * 100 : (stryCov_9fa48("584"), Math.round(stryMutAct_9fa48("585") ? value / 100 : (stryCov_9fa48("585"), value * 100)) / 100);
    const [whole = stryMutAct_9fa48("586") ? "" : (stryCov_9fa48("586"), '0'), fraction] = String(rounded).split(stryMutAct_9fa48("587") ? "" : (stryCov_9fa48("587"), '.'));
    return (stryMutAct_9fa48("590") ? fraction !== undefined : stryMutAct_9fa48("589") ? false : stryMutAct_9fa48("588") ? true : (stryCov_9fa48("588", "589", "590"), fraction === undefined)) ? groupThousands(whole) : stryMutAct_9fa48("591") ? `` : (stryCov_9fa48("591"), `${groupThousands(whole)}.${fraction}`);
  }
}

/** Typed text in, what the field shows and holds out. */
export function minimumSalaryInput(text: string, bounds: MinimumSalaryBounds = defaultMinimumSalaryBounds): {
  readonly value: number;
  readonly text: string;
} {
  if (stryMutAct_9fa48("592")) {
    {}
  } else {
    stryCov_9fa48("592");
    const value = parseMinimumSalary(text, bounds);
    return stryMutAct_9fa48("593") ? {} : (stryCov_9fa48("593"), {
      value,
      text: formatMinimumSalary(value)
    });
  }
}
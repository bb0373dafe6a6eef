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
export const defaultMinimumSalaryBounds: MinimumSalaryBounds = stryMutAct_9fa48("690") ? {} : (stryCov_9fa48("690"), {
  min: 0,
  max: 100
});

/**
 * What the field keeps of typed text: digits, and one decimal separator (`.` or `,`, kept as `.`)
 * with at most 2 digits after it. Minus signs, spaces, letters and further separators are dropped.
 */
export function sanitizeMinimumSalaryText(text: string): string {
  if (stryMutAct_9fa48("691")) {
    {}
  } else {
    stryCov_9fa48("691");
    let whole = stryMutAct_9fa48("692") ? "Stryker was here!" : (stryCov_9fa48("692"), '');
    let fraction: string | null = null;
    for (const character of text) {
      if (stryMutAct_9fa48("693")) {
        {}
      } else {
        stryCov_9fa48("693");
        if (stryMutAct_9fa48("696") ? character >= '0' || character <= '9' : stryMutAct_9fa48("695") ? false : stryMutAct_9fa48("694") ? true : (stryCov_9fa48("694", "695", "696"), (stryMutAct_9fa48("699") ? character < '0' : stryMutAct_9fa48("698") ? character > '0' : stryMutAct_9fa48("697") ? true : (stryCov_9fa48("697", "698", "699"), character >= (stryMutAct_9fa48("700") ? "" : (stryCov_9fa48("700"), '0')))) && (stryMutAct_9fa48("703") ? character > '9' : stryMutAct_9fa48("702") ? character < '9' : stryMutAct_9fa48("701") ? true : (stryCov_9fa48("701", "702", "703"), character <= (stryMutAct_9fa48("704") ? "" : (stryCov_9fa48("704"), '9')))))) {
          if (stryMutAct_9fa48("705")) {
            {}
          } else {
            stryCov_9fa48("705");
            if (stryMutAct_9fa48("708") ? fraction !== null : stryMutAct_9fa48("707") ? false : stryMutAct_9fa48("706") ? true : (stryCov_9fa48("706", "707", "708"), fraction === null)) stryMutAct_9fa48("709") ? whole -= character : (stryCov_9fa48("709"), whole += character);else if (stryMutAct_9fa48("713") ? fraction.length >= 2 : stryMutAct_9fa48("712") ? fraction.length <= 2 : stryMutAct_9fa48("711") ? false : stryMutAct_9fa48("710") ? true : (stryCov_9fa48("710", "711", "712", "713"), fraction.length < 2)) stryMutAct_9fa48("714") ? fraction -= character : (stryCov_9fa48("714"), fraction += character);
          }
        } else if (stryMutAct_9fa48("717") ? character === '.' || character === ',' || fraction === null : stryMutAct_9fa48("716") ? false : stryMutAct_9fa48("715") ? true : (stryCov_9fa48("715", "716", "717"), (stryMutAct_9fa48("719") ? character === '.' && character === ',' : stryMutAct_9fa48("718") ? true : (stryCov_9fa48("718", "719"), (stryMutAct_9fa48("721") ? character !== '.' : stryMutAct_9fa48("720") ? false : (stryCov_9fa48("720", "721"), character === (stryMutAct_9fa48("722") ? "" : (stryCov_9fa48("722"), '.')))) || (stryMutAct_9fa48("724") ? character !== ',' : stryMutAct_9fa48("723") ? false : (stryCov_9fa48("723", "724"), character === (stryMutAct_9fa48("725") ? "" : (stryCov_9fa48("725"), ',')))))) && (stryMutAct_9fa48("727") ? fraction !== null : stryMutAct_9fa48("726") ? true : (stryCov_9fa48("726", "727"), fraction === null)))) {
          if (stryMutAct_9fa48("728")) {
            {}
          } else {
            stryCov_9fa48("728");
            fraction = stryMutAct_9fa48("729") ? "Stryker was here!" : (stryCov_9fa48("729"), '');
          }
        }
      }
    }
    const digits = whole.replace(stryMutAct_9fa48("733") ? /^0+(?=\D)/ : stryMutAct_9fa48("732") ? /^0+(?!\d)/ : stryMutAct_9fa48("731") ? /^0(?=\d)/ : stryMutAct_9fa48("730") ? /0+(?=\d)/ : (stryCov_9fa48("730", "731", "732", "733"), /^0+(?=\d)/), stryMutAct_9fa48("734") ? "Stryker was here!" : (stryCov_9fa48("734"), ''));
    return (stryMutAct_9fa48("737") ? fraction !== null : stryMutAct_9fa48("736") ? false : stryMutAct_9fa48("735") ? true : (stryCov_9fa48("735", "736", "737"), fraction === null)) ? digits : stryMutAct_9fa48("738") ? `` : (stryCov_9fa48("738"), `${(stryMutAct_9fa48("741") ? digits !== '' : stryMutAct_9fa48("740") ? false : stryMutAct_9fa48("739") ? true : (stryCov_9fa48("739", "740", "741"), digits === (stryMutAct_9fa48("742") ? "Stryker was here!" : (stryCov_9fa48("742"), '')))) ? stryMutAct_9fa48("743") ? "" : (stryCov_9fa48("743"), '0') : digits}.${fraction}`);
  }
}

/** The field's value: the sanitized text as a number, clamped to the bounds; empty text is the minimum. */
export function parseMinimumSalary(text: string, bounds: MinimumSalaryBounds = defaultMinimumSalaryBounds): number {
  if (stryMutAct_9fa48("744")) {
    {}
  } else {
    stryCov_9fa48("744");
    const sanitized = sanitizeMinimumSalaryText(text);
    const value = (stryMutAct_9fa48("747") ? sanitized === '' && sanitized === '.' : stryMutAct_9fa48("746") ? false : stryMutAct_9fa48("745") ? true : (stryCov_9fa48("745", "746", "747"), (stryMutAct_9fa48("749") ? sanitized !== '' : stryMutAct_9fa48("748") ? false : (stryCov_9fa48("748", "749"), sanitized === (stryMutAct_9fa48("750") ? "Stryker was here!" : (stryCov_9fa48("750"), '')))) || (stryMutAct_9fa48("752") ? sanitized !== '.' : stryMutAct_9fa48("751") ? false : (stryCov_9fa48("751", "752"), sanitized === (stryMutAct_9fa48("753") ? "" : (stryCov_9fa48("753"), '.')))))) ? bounds.min : Number(sanitized);
    return stryMutAct_9fa48("754") ? Math.max(bounds.max, Math.max(bounds.min, Number.isFinite(value) ? value : bounds.min)) : (stryCov_9fa48("754"), Math.min(bounds.max, stryMutAct_9fa48("755") ? Math.min(bounds.min, Number.isFinite(value) ? value : bounds.min) : (stryCov_9fa48("755"), Math.max(bounds.min, Number.isFinite(value) ? value : bounds.min))));
  }
}

/** The field's text for a value: empty for 0, thousands separated by spaces, up to 2 decimals. */
export function formatMinimumSalary(value: number): string {
  if (stryMutAct_9fa48("756")) {
    {}
  } else {
    stryCov_9fa48("756");
    if (stryMutAct_9fa48("759") ? !Number.isFinite(value) && value <= 0 : stryMutAct_9fa48("758") ? false : stryMutAct_9fa48("757") ? true : (stryCov_9fa48("757", "758", "759"), (stryMutAct_9fa48("760") ? Number.isFinite(value) : (stryCov_9fa48("760"), !Number.isFinite(value))) || (stryMutAct_9fa48("763") ? value > 0 : stryMutAct_9fa48("762") ? value < 0 : stryMutAct_9fa48("761") ? false : (stryCov_9fa48("761", "762", "763"), value <= 0)))) return stryMutAct_9fa48("764") ? "Stryker was here!" : (stryCov_9fa48("764"), '');
    const rounded = stryMutAct_9fa48("765") ? Math.round(value * 100) * 100 : (stryCov_9fa48("765"), Math.round(stryMutAct_9fa48("766") ? value / 100 : (stryCov_9fa48("766"), value * 100)) / 100);
    const [whole = stryMutAct_9fa48("767") ? "" : (stryCov_9fa48("767"), '0'), fraction] = String(rounded).split(stryMutAct_9fa48("768") ? "" : (stryCov_9fa48("768"), '.'));
    return (stryMutAct_9fa48("771") ? fraction !== undefined : stryMutAct_9fa48("770") ? false : stryMutAct_9fa48("769") ? true : (stryCov_9fa48("769", "770", "771"), fraction === undefined)) ? groupThousands(whole) : stryMutAct_9fa48("772") ? `` : (stryCov_9fa48("772"), `${groupThousands(whole)}.${fraction}`);
  }
}

/** Typed text in, what the field shows and holds out. */
export function minimumSalaryInput(text: string, bounds: MinimumSalaryBounds = defaultMinimumSalaryBounds): {
  readonly value: number;
  readonly text: string;
} {
  if (stryMutAct_9fa48("773")) {
    {}
  } else {
    stryCov_9fa48("773");
    const value = parseMinimumSalary(text, bounds);
    return stryMutAct_9fa48("774") ? {} : (stryCov_9fa48("774"), {
      value,
      text: formatMinimumSalary(value)
    });
  }
}
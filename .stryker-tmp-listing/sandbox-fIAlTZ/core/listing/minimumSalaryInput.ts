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
export const defaultMinimumSalaryBounds: MinimumSalaryBounds = stryMutAct_9fa48("360") ? {} : (stryCov_9fa48("360"), {
  min: 0,
  max: 100
});

/**
 * What the field keeps of typed text: digits, and one decimal separator (`.` or `,`, kept as `.`)
 * with at most 2 digits after it. Minus signs, spaces, letters and further separators are dropped.
 */
export function sanitizeMinimumSalaryText(text: string): string {
  if (stryMutAct_9fa48("361")) {
    {}
  } else {
    stryCov_9fa48("361");
    let whole = stryMutAct_9fa48("362") ? "Stryker was here!" : (stryCov_9fa48("362"), '');
    let fraction: string | null = null;
    for (const character of text) {
      if (stryMutAct_9fa48("363")) {
        {}
      } else {
        stryCov_9fa48("363");
        if (stryMutAct_9fa48("366") ? character >= '0' || character <= '9' : stryMutAct_9fa48("365") ? false : stryMutAct_9fa48("364") ? true : (stryCov_9fa48("364", "365", "366"), (stryMutAct_9fa48("369") ? character < '0' : stryMutAct_9fa48("368") ? character > '0' : stryMutAct_9fa48("367") ? true : (stryCov_9fa48("367", "368", "369"), character >= (stryMutAct_9fa48("370") ? "" : (stryCov_9fa48("370"), '0')))) && (stryMutAct_9fa48("373") ? character > '9' : stryMutAct_9fa48("372") ? character < '9' : stryMutAct_9fa48("371") ? true : (stryCov_9fa48("371", "372", "373"), character <= (stryMutAct_9fa48("374") ? "" : (stryCov_9fa48("374"), '9')))))) {
          if (stryMutAct_9fa48("375")) {
            {}
          } else {
            stryCov_9fa48("375");
            if (stryMutAct_9fa48("378") ? fraction !== null : stryMutAct_9fa48("377") ? false : stryMutAct_9fa48("376") ? true : (stryCov_9fa48("376", "377", "378"), fraction === null)) stryMutAct_9fa48("379") ? whole -= character : (stryCov_9fa48("379"), whole += character);else if (stryMutAct_9fa48("383") ? fraction.length >= 2 : stryMutAct_9fa48("382") ? fraction.length <= 2 : stryMutAct_9fa48("381") ? false : stryMutAct_9fa48("380") ? true : (stryCov_9fa48("380", "381", "382", "383"), fraction.length < 2)) stryMutAct_9fa48("384") ? fraction -= character : (stryCov_9fa48("384"), fraction += character);
          }
        } else if (stryMutAct_9fa48("387") ? character === '.' || character === ',' || fraction === null : stryMutAct_9fa48("386") ? false : stryMutAct_9fa48("385") ? true : (stryCov_9fa48("385", "386", "387"), (stryMutAct_9fa48("389") ? character === '.' && character === ',' : stryMutAct_9fa48("388") ? true : (stryCov_9fa48("388", "389"), (stryMutAct_9fa48("391") ? character !== '.' : stryMutAct_9fa48("390") ? false : (stryCov_9fa48("390", "391"), character === (stryMutAct_9fa48("392") ? "" : (stryCov_9fa48("392"), '.')))) || (stryMutAct_9fa48("394") ? character !== ',' : stryMutAct_9fa48("393") ? false : (stryCov_9fa48("393", "394"), character === (stryMutAct_9fa48("395") ? "" : (stryCov_9fa48("395"), ',')))))) && (stryMutAct_9fa48("397") ? fraction !== null : stryMutAct_9fa48("396") ? true : (stryCov_9fa48("396", "397"), fraction === null)))) {
          if (stryMutAct_9fa48("398")) {
            {}
          } else {
            stryCov_9fa48("398");
            fraction = stryMutAct_9fa48("399") ? "Stryker was here!" : (stryCov_9fa48("399"), '');
          }
        }
      }
    }
    const digits = whole.replace(stryMutAct_9fa48("403") ? /^0+(?=\D)/ : stryMutAct_9fa48("402") ? /^0+(?!\d)/ : stryMutAct_9fa48("401") ? /^0(?=\d)/ : stryMutAct_9fa48("400") ? /0+(?=\d)/ : (stryCov_9fa48("400", "401", "402", "403"), /^0+(?=\d)/), stryMutAct_9fa48("404") ? "Stryker was here!" : (stryCov_9fa48("404"), ''));
    return (stryMutAct_9fa48("407") ? fraction !== null : stryMutAct_9fa48("406") ? false : stryMutAct_9fa48("405") ? true : (stryCov_9fa48("405", "406", "407"), fraction === null)) ? digits : stryMutAct_9fa48("408") ? `` : (stryCov_9fa48("408"), `${(stryMutAct_9fa48("411") ? digits !== '' : stryMutAct_9fa48("410") ? false : stryMutAct_9fa48("409") ? true : (stryCov_9fa48("409", "410", "411"), digits === (stryMutAct_9fa48("412") ? "Stryker was here!" : (stryCov_9fa48("412"), '')))) ? stryMutAct_9fa48("413") ? "" : (stryCov_9fa48("413"), '0') : digits}.${fraction}`);
  }
}

/** The field's value: the sanitized text as a number, clamped to the bounds; empty text is the minimum. */
export function parseMinimumSalary(text: string, bounds: MinimumSalaryBounds = defaultMinimumSalaryBounds): number {
  if (stryMutAct_9fa48("414")) {
    {}
  } else {
    stryCov_9fa48("414");
    // Sanitized text is digits with at most one '.', so Number() reads it; empty text is 0, then clamped.
    const value = Number(sanitizeMinimumSalaryText(text));
    return stryMutAct_9fa48("415") ? Math.max(bounds.max, Math.max(bounds.min, value)) : (stryCov_9fa48("415"), Math.min(bounds.max, stryMutAct_9fa48("416") ? Math.min(bounds.min, value) : (stryCov_9fa48("416"), Math.max(bounds.min, value))));
  }
}

/** The field's text for a value: empty for 0, thousands separated by spaces, up to 2 decimals. */
export function formatMinimumSalary(value: number): string {
  if (stryMutAct_9fa48("417")) {
    {}
  } else {
    stryCov_9fa48("417");
    if (stryMutAct_9fa48("420") ? !Number.isFinite(value) && value <= 0 : stryMutAct_9fa48("419") ? false : stryMutAct_9fa48("418") ? true : (stryCov_9fa48("418", "419", "420"), (stryMutAct_9fa48("421") ? Number.isFinite(value) : (stryCov_9fa48("421"), !Number.isFinite(value))) || (stryMutAct_9fa48("424") ? value > 0 : stryMutAct_9fa48("423") ? value < 0 : stryMutAct_9fa48("422") ? false : (stryCov_9fa48("422", "423", "424"), value <= 0)))) return stryMutAct_9fa48("425") ? "Stryker was here!" : (stryCov_9fa48("425"), '');
    const rounded = stryMutAct_9fa48("426") ? Math.round(value * 100) * 100 : (stryCov_9fa48("426"), Math.round(stryMutAct_9fa48("427") ? value / 100 : (stryCov_9fa48("427"), value * 100)) / 100);
    const [whole = stryMutAct_9fa48("428") ? "" : (stryCov_9fa48("428"), '0'), fraction] = String(rounded).split(stryMutAct_9fa48("429") ? "" : (stryCov_9fa48("429"), '.'));
    return (stryMutAct_9fa48("432") ? fraction !== undefined : stryMutAct_9fa48("431") ? false : stryMutAct_9fa48("430") ? true : (stryCov_9fa48("430", "431", "432"), fraction === undefined)) ? groupThousands(whole) : stryMutAct_9fa48("433") ? `` : (stryCov_9fa48("433"), `${groupThousands(whole)}.${fraction}`);
  }
}

/** Typed text in, what the field shows and holds out. */
export function minimumSalaryInput(text: string, bounds: MinimumSalaryBounds = defaultMinimumSalaryBounds): {
  readonly value: number;
  readonly text: string;
} {
  if (stryMutAct_9fa48("434")) {
    {}
  } else {
    stryCov_9fa48("434");
    const value = parseMinimumSalary(text, bounds);
    return stryMutAct_9fa48("435") ? {} : (stryCov_9fa48("435"), {
      value,
      text: formatMinimumSalary(value)
    });
  }
}
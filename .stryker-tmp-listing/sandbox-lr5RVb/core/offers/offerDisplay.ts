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
import type { Currency } from '../listing/FilterValues.ts';
import type { OfferCard, OfferEmploymentType, SalaryUnit } from '../listing/Offer.ts';
import { formatAmount } from './formatAmount.ts';

/** Salary as a card or offer page shows it; the UI adds the words (from, to, gross, net, per month). */
export interface SalaryDisplay {
  /** `10 000 - 15 000`, or the one end given. */
  readonly amounts: string;
  /** Which ends were given: both, only the lower ('from') or only the upper ('to'). */
  readonly bound: 'range' | 'from' | 'to';
  readonly currency: Currency;
  readonly unit: SalaryUnit;
  /** Gross for permanent contracts or when flagged gross, otherwise net. */
  readonly basis: 'gross' | 'net';
  /** The figure was converted from the employer's own currency or unit. */
  readonly converted: boolean;
}

/** The salary of one employment type; null (hidden) when both ends are empty. */
export function salaryDisplay(employment: OfferEmploymentType): SalaryDisplay | null {
  if (stryMutAct_9fa48("1321")) {
    {}
  } else {
    stryCov_9fa48("1321");
    const {
      from,
      to
    } = employment;
    if (stryMutAct_9fa48("1324") ? from === null || to === null : stryMutAct_9fa48("1323") ? false : stryMutAct_9fa48("1322") ? true : (stryCov_9fa48("1322", "1323", "1324"), (stryMutAct_9fa48("1326") ? from !== null : stryMutAct_9fa48("1325") ? true : (stryCov_9fa48("1325", "1326"), from === null)) && (stryMutAct_9fa48("1328") ? to !== null : stryMutAct_9fa48("1327") ? true : (stryCov_9fa48("1327", "1328"), to === null)))) return null;
    const common = stryMutAct_9fa48("1329") ? {} : (stryCov_9fa48("1329"), {
      currency: employment.currency,
      unit: employment.unit,
      basis: (stryMutAct_9fa48("1332") ? employment.type === 'permanent' && employment.gross : stryMutAct_9fa48("1331") ? false : stryMutAct_9fa48("1330") ? true : (stryCov_9fa48("1330", "1331", "1332"), (stryMutAct_9fa48("1334") ? employment.type !== 'permanent' : stryMutAct_9fa48("1333") ? false : (stryCov_9fa48("1333", "1334"), employment.type === (stryMutAct_9fa48("1335") ? "" : (stryCov_9fa48("1335"), 'permanent')))) || employment.gross)) ? 'gross' as const : 'net' as const,
      converted: employment.converted
    });
    if (stryMutAct_9fa48("1338") ? from !== null || to !== null : stryMutAct_9fa48("1337") ? false : stryMutAct_9fa48("1336") ? true : (stryCov_9fa48("1336", "1337", "1338"), (stryMutAct_9fa48("1340") ? from === null : stryMutAct_9fa48("1339") ? true : (stryCov_9fa48("1339", "1340"), from !== null)) && (stryMutAct_9fa48("1342") ? to === null : stryMutAct_9fa48("1341") ? true : (stryCov_9fa48("1341", "1342"), to !== null)))) {
      if (stryMutAct_9fa48("1343")) {
        {}
      } else {
        stryCov_9fa48("1343");
        const amounts = (stryMutAct_9fa48("1346") ? from !== to : stryMutAct_9fa48("1345") ? false : stryMutAct_9fa48("1344") ? true : (stryCov_9fa48("1344", "1345", "1346"), from === to)) ? formatAmount(from) : stryMutAct_9fa48("1347") ? `` : (stryCov_9fa48("1347"), `${formatAmount(from)} - ${formatAmount(to)}`);
        return stryMutAct_9fa48("1348") ? {} : (stryCov_9fa48("1348"), {
          ...common,
          amounts,
          bound: stryMutAct_9fa48("1349") ? "" : (stryCov_9fa48("1349"), 'range')
        });
      }
    }
    return (stryMutAct_9fa48("1352") ? from === null : stryMutAct_9fa48("1351") ? false : stryMutAct_9fa48("1350") ? true : (stryCov_9fa48("1350", "1351", "1352"), from !== null)) ? stryMutAct_9fa48("1353") ? {} : (stryCov_9fa48("1353"), {
      ...common,
      amounts: formatAmount(from),
      bound: stryMutAct_9fa48("1354") ? "" : (stryCov_9fa48("1354"), 'from')
    }) : stryMutAct_9fa48("1355") ? {} : (stryCov_9fa48("1355"), {
      ...common,
      amounts: formatAmount(stryMutAct_9fa48("1356") ? to && 0 : (stryCov_9fa48("1356"), to ?? 0)),
      bound: stryMutAct_9fa48("1357") ? "" : (stryCov_9fa48("1357"), 'to')
    });
  }
}

/** The card's salary: the first employment type that has one, or null (hidden). */
export function cardSalary(offer: Pick<OfferCard, 'employmentTypes'>): SalaryDisplay | null {
  if (stryMutAct_9fa48("1358")) {
    {}
  } else {
    stryCov_9fa48("1358");
    for (const employment of offer.employmentTypes) {
      if (stryMutAct_9fa48("1359")) {
        {}
      } else {
        stryCov_9fa48("1359");
        const display = salaryDisplay(employment);
        if (stryMutAct_9fa48("1362") ? display === null : stryMutAct_9fa48("1361") ? false : stryMutAct_9fa48("1360") ? true : (stryCov_9fa48("1360", "1361", "1362"), display !== null)) return display;
      }
    }
    return null;
  }
}

/** "+N locations": the multilocation entries whose slug differs from the offer's own slug. */
export function extraLocationCount(offer: Pick<OfferCard, 'slug' | 'multilocation'>): number {
  if (stryMutAct_9fa48("1363")) {
    {}
  } else {
    stryCov_9fa48("1363");
    return stryMutAct_9fa48("1364") ? offer.multilocation.length : (stryCov_9fa48("1364"), offer.multilocation.filter(stryMutAct_9fa48("1365") ? () => undefined : (stryCov_9fa48("1365"), location => stryMutAct_9fa48("1368") ? location.slug === offer.slug : stryMutAct_9fa48("1367") ? false : stryMutAct_9fa48("1366") ? true : (stryCov_9fa48("1366", "1367", "1368"), location.slug !== offer.slug))).length);
  }
}

/** The match percent, shown only when present. */
export function matchPercentOf(offer: Pick<OfferCard, 'matchPercent'>): number | null {
  if (stryMutAct_9fa48("1369")) {
    {}
  } else {
    stryCov_9fa48("1369");
    return (stryMutAct_9fa48("1372") ? typeof offer.matchPercent === 'number' || Number.isFinite(offer.matchPercent) : stryMutAct_9fa48("1371") ? false : stryMutAct_9fa48("1370") ? true : (stryCov_9fa48("1370", "1371", "1372"), (stryMutAct_9fa48("1374") ? typeof offer.matchPercent !== 'number' : stryMutAct_9fa48("1373") ? true : (stryCov_9fa48("1373", "1374"), typeof offer.matchPercent === (stryMutAct_9fa48("1375") ? "" : (stryCov_9fa48("1375"), 'number')))) && Number.isFinite(offer.matchPercent))) ? offer.matchPercent : null;
  }
}
export type OfferAge = {
  readonly kind: 'new';
} | {
  readonly kind: 'days';
  readonly days: number;
};
const DAY_MS = 86_400_000;

/** 'new' within its first day (or a date that cannot be read, or in the future), else whole days since publication. */
export function offerAge(publishedAt: string, now: Date): OfferAge {
  if (stryMutAct_9fa48("1376")) {
    {}
  } else {
    stryCov_9fa48("1376");
    const published = Date.parse(publishedAt);
    if (stryMutAct_9fa48("1378") ? false : stryMutAct_9fa48("1377") ? true : (stryCov_9fa48("1377", "1378"), Number.isNaN(published))) return stryMutAct_9fa48("1379") ? {} : (stryCov_9fa48("1379"), {
      kind: stryMutAct_9fa48("1380") ? "" : (stryCov_9fa48("1380"), 'new')
    });
    const days = Math.floor(stryMutAct_9fa48("1381") ? (now.getTime() - published) * DAY_MS : (stryCov_9fa48("1381"), (stryMutAct_9fa48("1382") ? now.getTime() + published : (stryCov_9fa48("1382"), now.getTime() - published)) / DAY_MS));
    return (stryMutAct_9fa48("1386") ? days >= 1 : stryMutAct_9fa48("1385") ? days <= 1 : stryMutAct_9fa48("1384") ? false : stryMutAct_9fa48("1383") ? true : (stryCov_9fa48("1383", "1384", "1385", "1386"), days < 1)) ? stryMutAct_9fa48("1387") ? {} : (stryCov_9fa48("1387"), {
      kind: stryMutAct_9fa48("1388") ? "" : (stryCov_9fa48("1388"), 'new')
    }) : stryMutAct_9fa48("1389") ? {} : (stryCov_9fa48("1389"), {
      kind: stryMutAct_9fa48("1390") ? "" : (stryCov_9fa48("1390"), 'days'),
      days
    });
  }
}
export const EXCERPT_LENGTH = 500;

/** The first 500 characters (whole code points), with no ellipsis. */
export function excerpt(text: string, length: number = EXCERPT_LENGTH): string {
  if (stryMutAct_9fa48("1391")) {
    {}
  } else {
    stryCov_9fa48("1391");
    const characters = Array.from(text);
    return (stryMutAct_9fa48("1395") ? characters.length > length : stryMutAct_9fa48("1394") ? characters.length < length : stryMutAct_9fa48("1393") ? false : stryMutAct_9fa48("1392") ? true : (stryCov_9fa48("1392", "1393", "1394", "1395"), characters.length <= length)) ? text : stryMutAct_9fa48("1396") ? characters.join('') : (stryCov_9fa48("1396"), characters.slice(0, length).join(stryMutAct_9fa48("1397") ? "Stryker was here!" : (stryCov_9fa48("1397"), '')));
  }
}
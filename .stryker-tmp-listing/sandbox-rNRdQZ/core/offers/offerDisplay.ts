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
  if (stryMutAct_9fa48("1027")) {
    {}
  } else {
    stryCov_9fa48("1027");
    const {
      from,
      to
    } = employment;
    if (stryMutAct_9fa48("1030") ? from === null || to === null : stryMutAct_9fa48("1029") ? false : stryMutAct_9fa48("1028") ? true : (stryCov_9fa48("1028", "1029", "1030"), (stryMutAct_9fa48("1032") ? from !== null : stryMutAct_9fa48("1031") ? true : (stryCov_9fa48("1031", "1032"), from === null)) && (stryMutAct_9fa48("1034") ? to !== null : stryMutAct_9fa48("1033") ? true : (stryCov_9fa48("1033", "1034"), to === null)))) return null;
    const common = stryMutAct_9fa48("1035") ? {} : (stryCov_9fa48("1035"), {
      currency: employment.currency,
      unit: employment.unit,
      basis: (stryMutAct_9fa48("1038") ? employment.type === 'permanent' && employment.gross : stryMutAct_9fa48("1037") ? false : stryMutAct_9fa48("1036") ? true : (stryCov_9fa48("1036", "1037", "1038"), (stryMutAct_9fa48("1040") ? employment.type !== 'permanent' : stryMutAct_9fa48("1039") ? false : (stryCov_9fa48("1039", "1040"), employment.type === (stryMutAct_9fa48("1041") ? "" : (stryCov_9fa48("1041"), 'permanent')))) || employment.gross)) ? 'gross' as const : 'net' as const,
      converted: employment.converted
    });
    if (stryMutAct_9fa48("1044") ? from !== null || to !== null : stryMutAct_9fa48("1043") ? false : stryMutAct_9fa48("1042") ? true : (stryCov_9fa48("1042", "1043", "1044"), (stryMutAct_9fa48("1046") ? from === null : stryMutAct_9fa48("1045") ? true : (stryCov_9fa48("1045", "1046"), from !== null)) && (stryMutAct_9fa48("1048") ? to === null : stryMutAct_9fa48("1047") ? true : (stryCov_9fa48("1047", "1048"), to !== null)))) {
      if (stryMutAct_9fa48("1049")) {
        {}
      } else {
        stryCov_9fa48("1049");
        const amounts = (stryMutAct_9fa48("1052") ? from !== to : stryMutAct_9fa48("1051") ? false : stryMutAct_9fa48("1050") ? true : (stryCov_9fa48("1050", "1051", "1052"), from === to)) ? formatAmount(from) : stryMutAct_9fa48("1053") ? `` : (stryCov_9fa48("1053"), `${formatAmount(from)} - ${formatAmount(to)}`);
        return stryMutAct_9fa48("1054") ? {} : (stryCov_9fa48("1054"), {
          ...common,
          amounts,
          bound: stryMutAct_9fa48("1055") ? "" : (stryCov_9fa48("1055"), 'range')
        });
      }
    }
    return (stryMutAct_9fa48("1058") ? from === null : stryMutAct_9fa48("1057") ? false : stryMutAct_9fa48("1056") ? true : (stryCov_9fa48("1056", "1057", "1058"), from !== null)) ? stryMutAct_9fa48("1059") ? {} : (stryCov_9fa48("1059"), {
      ...common,
      amounts: formatAmount(from),
      bound: stryMutAct_9fa48("1060") ? "" : (stryCov_9fa48("1060"), 'from')
    }) : stryMutAct_9fa48("1061") ? {} : (stryCov_9fa48("1061"), {
      ...common,
      amounts: formatAmount(stryMutAct_9fa48("1062") ? to && 0 : (stryCov_9fa48("1062"), to ?? 0)),
      bound: stryMutAct_9fa48("1063") ? "" : (stryCov_9fa48("1063"), 'to')
    });
  }
}

/** The card's salary: the first employment type that has one, or null (hidden). */
export function cardSalary(offer: Pick<OfferCard, 'employmentTypes'>): SalaryDisplay | null {
  if (stryMutAct_9fa48("1064")) {
    {}
  } else {
    stryCov_9fa48("1064");
    for (const employment of offer.employmentTypes) {
      if (stryMutAct_9fa48("1065")) {
        {}
      } else {
        stryCov_9fa48("1065");
        const display = salaryDisplay(employment);
        if (stryMutAct_9fa48("1068") ? display === null : stryMutAct_9fa48("1067") ? false : stryMutAct_9fa48("1066") ? true : (stryCov_9fa48("1066", "1067", "1068"), display !== null)) return display;
      }
    }
    return null;
  }
}

/** "+N locations": the multilocation entries whose slug differs from the offer's own slug. */
export function extraLocationCount(offer: Pick<OfferCard, 'slug' | 'multilocation'>): number {
  if (stryMutAct_9fa48("1069")) {
    {}
  } else {
    stryCov_9fa48("1069");
    return stryMutAct_9fa48("1070") ? offer.multilocation.length : (stryCov_9fa48("1070"), offer.multilocation.filter(stryMutAct_9fa48("1071") ? () => undefined : (stryCov_9fa48("1071"), location => stryMutAct_9fa48("1074") ? location.slug === offer.slug : stryMutAct_9fa48("1073") ? false : stryMutAct_9fa48("1072") ? true : (stryCov_9fa48("1072", "1073", "1074"), location.slug !== offer.slug))).length);
  }
}

/** The match percent, shown only when present. */
export function matchPercentOf(offer: Pick<OfferCard, 'matchPercent'>): number | null {
  if (stryMutAct_9fa48("1075")) {
    {}
  } else {
    stryCov_9fa48("1075");
    return (stryMutAct_9fa48("1078") ? typeof offer.matchPercent === 'number' || Number.isFinite(offer.matchPercent) : stryMutAct_9fa48("1077") ? false : stryMutAct_9fa48("1076") ? true : (stryCov_9fa48("1076", "1077", "1078"), (stryMutAct_9fa48("1080") ? typeof offer.matchPercent !== 'number' : stryMutAct_9fa48("1079") ? true : (stryCov_9fa48("1079", "1080"), typeof offer.matchPercent === (stryMutAct_9fa48("1081") ? "" : (stryCov_9fa48("1081"), 'number')))) && Number.isFinite(offer.matchPercent))) ? offer.matchPercent : null;
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
  if (stryMutAct_9fa48("1082")) {
    {}
  } else {
    stryCov_9fa48("1082");
    const published = Date.parse(publishedAt);
    if (stryMutAct_9fa48("1084") ? false : stryMutAct_9fa48("1083") ? true : (stryCov_9fa48("1083", "1084"), Number.isNaN(published))) return stryMutAct_9fa48("1085") ? {} : (stryCov_9fa48("1085"), {
      kind: stryMutAct_9fa48("1086") ? "" : (stryCov_9fa48("1086"), 'new')
    });
    const days = Math.floor(stryMutAct_9fa48("1087") ? (now.getTime() - published) * DAY_MS : (stryCov_9fa48("1087"), (stryMutAct_9fa48("1088") ? now.getTime() + published : (stryCov_9fa48("1088"), now.getTime() - published)) / DAY_MS));
    return (stryMutAct_9fa48("1092") ? days >= 1 : stryMutAct_9fa48("1091") ? days <= 1 : stryMutAct_9fa48("1090") ? false : stryMutAct_9fa48("1089") ? true : (stryCov_9fa48("1089", "1090", "1091", "1092"), days < 1)) ? stryMutAct_9fa48("1093") ? {} : (stryCov_9fa48("1093"), {
      kind: stryMutAct_9fa48("1094") ? "" : (stryCov_9fa48("1094"), 'new')
    }) : stryMutAct_9fa48("1095") ? {} : (stryCov_9fa48("1095"), {
      kind: stryMutAct_9fa48("1096") ? "" : (stryCov_9fa48("1096"), 'days'),
      days
    });
  }
}
export const EXCERPT_LENGTH = 500;

/** The first 500 characters (whole code points), with no ellipsis. */
export function excerpt(text: string, length: number = EXCERPT_LENGTH): string {
  if (stryMutAct_9fa48("1097")) {
    {}
  } else {
    stryCov_9fa48("1097");
    const characters = Array.from(text);
    return (stryMutAct_9fa48("1101") ? characters.length > length : stryMutAct_9fa48("1100") ? characters.length < length : stryMutAct_9fa48("1099") ? false : stryMutAct_9fa48("1098") ? true : (stryCov_9fa48("1098", "1099", "1100", "1101"), characters.length <= length)) ? text : stryMutAct_9fa48("1102") ? characters.join('') : (stryCov_9fa48("1102"), characters.slice(0, length).join(stryMutAct_9fa48("1103") ? "Stryker was here!" : (stryCov_9fa48("1103"), '')));
  }
}
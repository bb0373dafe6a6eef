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
import type { Language } from '../tenancy/Tenant.ts';
import type { BooleanField, MultiselectField, TextListField } from './FilterValues.ts';
import { wellFormed } from './filterRules.ts';

/** A word in each language. Building uses the language asked for; parsing accepts both. */
export type Words = Readonly<Record<Language, string>>;

/** The listing URL's fixed path words. */
export const listPrefixWords: Words = stryMutAct_9fa48("1032") ? {} : (stryCov_9fa48("1032"), {
  pl: stryMutAct_9fa48("1033") ? "" : (stryCov_9fa48("1033"), 'oferty-pracy'),
  en: stryMutAct_9fa48("1034") ? "" : (stryCov_9fa48("1034"), 'job-offers')
});
export const allLocationsWords: Words = stryMutAct_9fa48("1035") ? {} : (stryCov_9fa48("1035"), {
  pl: stryMutAct_9fa48("1036") ? "" : (stryCov_9fa48("1036"), 'wszystkie-lokalizacje'),
  en: stryMutAct_9fa48("1037") ? "" : (stryCov_9fa48("1037"), 'all-locations')
});
export const remoteWords: Words = stryMutAct_9fa48("1038") ? {} : (stryCov_9fa48("1038"), {
  pl: stryMutAct_9fa48("1039") ? "" : (stryCov_9fa48("1039"), 'praca-zdalna'),
  en: stryMutAct_9fa48("1040") ? "" : (stryCov_9fa48("1040"), 'remote')
});
/** The offer page: /oferta-pracy/{slug}, /job-offer/{slug}. */
export const offerPrefixWords: Words = stryMutAct_9fa48("1041") ? {} : (stryCov_9fa48("1041"), {
  pl: stryMutAct_9fa48("1042") ? "" : (stryCov_9fa48("1042"), 'oferta-pracy'),
  en: stryMutAct_9fa48("1043") ? "" : (stryCov_9fa48("1043"), 'job-offer')
});

/** Every URL parameter, keyed by the filter field it sets. */
export type ParameterField = TextListField | MultiselectField | BooleanField | 'salary' | 'cityRadiusKm' | 'sort' | 'showMap';

/**
 * The parameter words, in the canonical order of the query string. The first eight are the spec's
 * route word mapping; the others are ours (docs/listing-url.md).
 */
export const parameterWords: ReadonlyArray<readonly [ParameterField, Words]> = stryMutAct_9fa48("1044") ? [] : (stryCov_9fa48("1044"), [stryMutAct_9fa48("1045") ? [] : (stryCov_9fa48("1045"), [stryMutAct_9fa48("1046") ? "" : (stryCov_9fa48("1046"), 'keywords'), stryMutAct_9fa48("1047") ? {} : (stryCov_9fa48("1047"), {
  pl: stryMutAct_9fa48("1048") ? "" : (stryCov_9fa48("1048"), 'slowo-kluczowe'),
  en: stryMutAct_9fa48("1049") ? "" : (stryCov_9fa48("1049"), 'keyword')
})]), stryMutAct_9fa48("1050") ? [] : (stryCov_9fa48("1050"), [stryMutAct_9fa48("1051") ? "" : (stryCov_9fa48("1051"), 'skills'), stryMutAct_9fa48("1052") ? {} : (stryCov_9fa48("1052"), {
  pl: stryMutAct_9fa48("1053") ? "" : (stryCov_9fa48("1053"), 'umiejetnosci'),
  en: stryMutAct_9fa48("1054") ? "" : (stryCov_9fa48("1054"), 'skills')
})]), stryMutAct_9fa48("1055") ? [] : (stryCov_9fa48("1055"), [stryMutAct_9fa48("1056") ? "" : (stryCov_9fa48("1056"), 'companyNames'), stryMutAct_9fa48("1057") ? {} : (stryCov_9fa48("1057"), {
  pl: stryMutAct_9fa48("1058") ? "" : (stryCov_9fa48("1058"), 'firmy'),
  en: stryMutAct_9fa48("1059") ? "" : (stryCov_9fa48("1059"), 'companies')
})]), stryMutAct_9fa48("1060") ? [] : (stryCov_9fa48("1060"), [stryMutAct_9fa48("1061") ? "" : (stryCov_9fa48("1061"), 'jobTitles'), stryMutAct_9fa48("1062") ? {} : (stryCov_9fa48("1062"), {
  pl: stryMutAct_9fa48("1063") ? "" : (stryCov_9fa48("1063"), 'stanowiska'),
  en: stryMutAct_9fa48("1064") ? "" : (stryCov_9fa48("1064"), 'titles')
})]), stryMutAct_9fa48("1065") ? [] : (stryCov_9fa48("1065"), [stryMutAct_9fa48("1066") ? "" : (stryCov_9fa48("1066"), 'employmentTypes'), stryMutAct_9fa48("1067") ? {} : (stryCov_9fa48("1067"), {
  pl: stryMutAct_9fa48("1068") ? "" : (stryCov_9fa48("1068"), 'typ-umowy'),
  en: stryMutAct_9fa48("1069") ? "" : (stryCov_9fa48("1069"), 'employment-type')
})]), stryMutAct_9fa48("1070") ? [] : (stryCov_9fa48("1070"), [stryMutAct_9fa48("1071") ? "" : (stryCov_9fa48("1071"), 'experienceLevels'), stryMutAct_9fa48("1072") ? {} : (stryCov_9fa48("1072"), {
  pl: stryMutAct_9fa48("1073") ? "" : (stryCov_9fa48("1073"), 'doswiadczenie'),
  en: stryMutAct_9fa48("1074") ? "" : (stryCov_9fa48("1074"), 'experience-level')
})]), stryMutAct_9fa48("1075") ? [] : (stryCov_9fa48("1075"), [stryMutAct_9fa48("1076") ? "" : (stryCov_9fa48("1076"), 'remoteWorkOptions'), stryMutAct_9fa48("1077") ? {} : (stryCov_9fa48("1077"), {
  pl: stryMutAct_9fa48("1078") ? "" : (stryCov_9fa48("1078"), 'tryb-pracy'),
  en: stryMutAct_9fa48("1079") ? "" : (stryCov_9fa48("1079"), 'workplace')
})]), stryMutAct_9fa48("1080") ? [] : (stryCov_9fa48("1080"), [stryMutAct_9fa48("1081") ? "" : (stryCov_9fa48("1081"), 'workingTimes'), stryMutAct_9fa48("1082") ? {} : (stryCov_9fa48("1082"), {
  pl: stryMutAct_9fa48("1083") ? "" : (stryCov_9fa48("1083"), 'rodzaj-pracy'),
  en: stryMutAct_9fa48("1084") ? "" : (stryCov_9fa48("1084"), 'working-hours')
})]), stryMutAct_9fa48("1085") ? [] : (stryCov_9fa48("1085"), [stryMutAct_9fa48("1086") ? "" : (stryCov_9fa48("1086"), 'salary'), stryMutAct_9fa48("1087") ? {} : (stryCov_9fa48("1087"), {
  pl: stryMutAct_9fa48("1088") ? "" : (stryCov_9fa48("1088"), 'zarobki'),
  en: stryMutAct_9fa48("1089") ? "" : (stryCov_9fa48("1089"), 'salary')
})]), stryMutAct_9fa48("1090") ? [] : (stryCov_9fa48("1090"), [stryMutAct_9fa48("1091") ? "" : (stryCov_9fa48("1091"), 'withSalary'), stryMutAct_9fa48("1092") ? {} : (stryCov_9fa48("1092"), {
  pl: stryMutAct_9fa48("1093") ? "" : (stryCov_9fa48("1093"), 'widelki'),
  en: stryMutAct_9fa48("1094") ? "" : (stryCov_9fa48("1094"), 'with-salary')
})]), stryMutAct_9fa48("1095") ? [] : (stryCov_9fa48("1095"), [stryMutAct_9fa48("1096") ? "" : (stryCov_9fa48("1096"), 'ukraineFriendly'), stryMutAct_9fa48("1097") ? {} : (stryCov_9fa48("1097"), {
  pl: stryMutAct_9fa48("1098") ? "" : (stryCov_9fa48("1098"), 'ukraina'),
  en: stryMutAct_9fa48("1099") ? "" : (stryCov_9fa48("1099"), 'ukraine')
})]), stryMutAct_9fa48("1100") ? [] : (stryCov_9fa48("1100"), [stryMutAct_9fa48("1101") ? "" : (stryCov_9fa48("1101"), 'cityRadiusKm'), stryMutAct_9fa48("1102") ? {} : (stryCov_9fa48("1102"), {
  pl: stryMutAct_9fa48("1103") ? "" : (stryCov_9fa48("1103"), 'promien'),
  en: stryMutAct_9fa48("1104") ? "" : (stryCov_9fa48("1104"), 'radius')
})]), stryMutAct_9fa48("1105") ? [] : (stryCov_9fa48("1105"), [stryMutAct_9fa48("1106") ? "" : (stryCov_9fa48("1106"), 'sort'), stryMutAct_9fa48("1107") ? {} : (stryCov_9fa48("1107"), {
  pl: stryMutAct_9fa48("1108") ? "" : (stryCov_9fa48("1108"), 'sortowanie'),
  en: stryMutAct_9fa48("1109") ? "" : (stryCov_9fa48("1109"), 'sort')
})]), stryMutAct_9fa48("1110") ? [] : (stryCov_9fa48("1110"), [stryMutAct_9fa48("1111") ? "" : (stryCov_9fa48("1111"), 'showMap'), stryMutAct_9fa48("1112") ? {} : (stryCov_9fa48("1112"), {
  pl: stryMutAct_9fa48("1113") ? "" : (stryCov_9fa48("1113"), 'mapa'),
  en: stryMutAct_9fa48("1114") ? "" : (stryCov_9fa48("1114"), 'showMap')
})])]);

/** The one value a boolean parameter may have. */
export const TRUE_VALUE = stryMutAct_9fa48("1115") ? "" : (stryCov_9fa48("1115"), 'true');

/** Lower-cased word (either language) → field. */
export const fieldByWord: ReadonlyMap<string, ParameterField> = new Map(parameterWords.flatMap(stryMutAct_9fa48("1116") ? () => undefined : (stryCov_9fa48("1116"), ([field, words]) => stryMutAct_9fa48("1117") ? [] : (stryCov_9fa48("1117"), [[words.pl.toLowerCase(), field] as const, [words.en.toLowerCase(), field] as const]))));

/** Which language a word belongs to, if it is one of these words. */
export function languageOfWord(words: Words, candidate: string): Language | null {
  if (stryMutAct_9fa48("1118")) {
    {}
  } else {
    stryCov_9fa48("1118");
    const lower = stryMutAct_9fa48("1119") ? candidate.toUpperCase() : (stryCov_9fa48("1119"), candidate.toLowerCase());
    if (stryMutAct_9fa48("1122") ? lower !== words.pl : stryMutAct_9fa48("1121") ? false : stryMutAct_9fa48("1120") ? true : (stryCov_9fa48("1120", "1121", "1122"), lower === words.pl)) return stryMutAct_9fa48("1123") ? "" : (stryCov_9fa48("1123"), 'pl');
    if (stryMutAct_9fa48("1126") ? lower !== words.en : stryMutAct_9fa48("1125") ? false : stryMutAct_9fa48("1124") ? true : (stryCov_9fa48("1124", "1125", "1126"), lower === words.en)) return stryMutAct_9fa48("1127") ? "" : (stryCov_9fa48("1127"), 'en');
    return null;
  }
}

/** The offer page's path in a language. */
export const buildOfferPath = stryMutAct_9fa48("1128") ? () => undefined : (stryCov_9fa48("1128"), (() => {
  const buildOfferPath = (slug: string, language: Language): string => stryMutAct_9fa48("1129") ? `` : (stryCov_9fa48("1129"), `/${offerPrefixWords[language]}/${encodeURIComponent(wellFormed(slug))}`);
  return buildOfferPath;
})());
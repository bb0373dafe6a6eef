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
import { buildListingUrl } from './buildListingUrl.ts';
import { emptyFilters } from './FilterValues.ts';
import { findCity, type ListingVocabulary } from './ListingVocabulary.ts';
import type { Category } from './Offer.ts';

/** The 40 Polish cities of the SEO links block, in the spec's order. */
export const seoCitySlugs: readonly string[] = stryMutAct_9fa48("1130") ? [] : (stryCov_9fa48("1130"), [stryMutAct_9fa48("1131") ? "" : (stryCov_9fa48("1131"), 'warszawa'), stryMutAct_9fa48("1132") ? "" : (stryCov_9fa48("1132"), 'krakow'), stryMutAct_9fa48("1133") ? "" : (stryCov_9fa48("1133"), 'bialystok'), stryMutAct_9fa48("1134") ? "" : (stryCov_9fa48("1134"), 'kielce'), stryMutAct_9fa48("1135") ? "" : (stryCov_9fa48("1135"), 'wroclaw'), stryMutAct_9fa48("1136") ? "" : (stryCov_9fa48("1136"), 'lublin'), stryMutAct_9fa48("1137") ? "" : (stryCov_9fa48("1137"), 'bielsko-biala'), stryMutAct_9fa48("1138") ? "" : (stryCov_9fa48("1138"), 'poznan'), stryMutAct_9fa48("1139") ? "" : (stryCov_9fa48("1139"), 'radom'), stryMutAct_9fa48("1140") ? "" : (stryCov_9fa48("1140"), 'rzeszow'), stryMutAct_9fa48("1141") ? "" : (stryCov_9fa48("1141"), 'bydgoszcz'), stryMutAct_9fa48("1142") ? "" : (stryCov_9fa48("1142"), 'szczecin'), stryMutAct_9fa48("1143") ? "" : (stryCov_9fa48("1143"), 'czestochowa'), stryMutAct_9fa48("1144") ? "" : (stryCov_9fa48("1144"), 'olsztyn'), stryMutAct_9fa48("1145") ? "" : (stryCov_9fa48("1145"), 'nowy-sacz'), stryMutAct_9fa48("1146") ? "" : (stryCov_9fa48("1146"), 'katowice'), stryMutAct_9fa48("1147") ? "" : (stryCov_9fa48("1147"), 'torun'), stryMutAct_9fa48("1148") ? "" : (stryCov_9fa48("1148"), 'kalisz'), stryMutAct_9fa48("1149") ? "" : (stryCov_9fa48("1149"), 'lodz'), stryMutAct_9fa48("1150") ? "" : (stryCov_9fa48("1150"), 'tarnow'), stryMutAct_9fa48("1151") ? "" : (stryCov_9fa48("1151"), 'opole'), stryMutAct_9fa48("1152") ? "" : (stryCov_9fa48("1152"), 'koszalin'), stryMutAct_9fa48("1153") ? "" : (stryCov_9fa48("1153"), 'gdansk'), stryMutAct_9fa48("1154") ? "" : (stryCov_9fa48("1154"), 'plock'), stryMutAct_9fa48("1155") ? "" : (stryCov_9fa48("1155"), 'stalowa-wola'), stryMutAct_9fa48("1156") ? "" : (stryCov_9fa48("1156"), 'przemysl'), stryMutAct_9fa48("1157") ? "" : (stryCov_9fa48("1157"), 'slupsk'), stryMutAct_9fa48("1158") ? "" : (stryCov_9fa48("1158"), 'mielec'), stryMutAct_9fa48("1159") ? "" : (stryCov_9fa48("1159"), 'konin'), stryMutAct_9fa48("1160") ? "" : (stryCov_9fa48("1160"), 'wloclawek'), stryMutAct_9fa48("1161") ? "" : (stryCov_9fa48("1161"), 'krosno'), stryMutAct_9fa48("1162") ? "" : (stryCov_9fa48("1162"), 'siedlce'), stryMutAct_9fa48("1163") ? "" : (stryCov_9fa48("1163"), 'zielona-gora'), stryMutAct_9fa48("1164") ? "" : (stryCov_9fa48("1164"), 'gniezno'), stryMutAct_9fa48("1165") ? "" : (stryCov_9fa48("1165"), 'walbrzych'), stryMutAct_9fa48("1166") ? "" : (stryCov_9fa48("1166"), 'stargard'), stryMutAct_9fa48("1167") ? "" : (stryCov_9fa48("1167"), 'rybnik'), stryMutAct_9fa48("1168") ? "" : (stryCov_9fa48("1168"), 'kwidzyn'), stryMutAct_9fa48("1169") ? "" : (stryCov_9fa48("1169"), 'zamosc'), stryMutAct_9fa48("1170") ? "" : (stryCov_9fa48("1170"), 'elblag')]);

/**
 * One link of the block. The UI fills the translated seoSection.linkLabel template with `label`;
 * the remote entry's label is null (the UI uses its translated "remote" word).
 */
export interface SeoLink {
  readonly kind: 'category' | 'remote' | 'city';
  readonly slug: string;
  readonly label: string | null;
  readonly href: string;
}
export interface SeoLinksBlock {
  readonly categoryLinks: readonly SeoLink[];
  readonly cityLinks: readonly SeoLink[];
}

/**
 * The SEO links block: the children of `categories` except those whose slug contains "inne", then
 * the remote entry (the configuration's remote slug) and the 40 cities in the spec's order; a city
 * the dictionary does not know is left out rather than linked to a 404.
 */
export function seoLinks(categories: readonly Category[], vocabulary: ListingVocabulary, language: Language): SeoLinksBlock {
  if (stryMutAct_9fa48("1171")) {
    {}
  } else {
    stryCov_9fa48("1171");
    const categoryLinks = categories.flatMap(stryMutAct_9fa48("1172") ? () => undefined : (stryCov_9fa48("1172"), parent => stryMutAct_9fa48("1173") ? parent.children.map((child): SeoLink => ({
      kind: 'category',
      slug: child.slug,
      label: child.label,
      href: buildListingUrl({
        ...emptyFilters,
        category: parent.slug,
        subcategories: [child.slug]
      }, language, vocabulary)
    })) : (stryCov_9fa48("1173"), parent.children.filter(stryMutAct_9fa48("1174") ? () => undefined : (stryCov_9fa48("1174"), child => stryMutAct_9fa48("1175") ? child.slug.includes('inne') : (stryCov_9fa48("1175"), !child.slug.includes(stryMutAct_9fa48("1176") ? "" : (stryCov_9fa48("1176"), 'inne'))))).map(stryMutAct_9fa48("1177") ? () => undefined : (stryCov_9fa48("1177"), (child): SeoLink => stryMutAct_9fa48("1178") ? {} : (stryCov_9fa48("1178"), {
      kind: stryMutAct_9fa48("1179") ? "" : (stryCov_9fa48("1179"), 'category'),
      slug: child.slug,
      label: child.label,
      href: buildListingUrl(stryMutAct_9fa48("1180") ? {} : (stryCov_9fa48("1180"), {
        ...emptyFilters,
        category: parent.slug,
        subcategories: stryMutAct_9fa48("1181") ? [] : (stryCov_9fa48("1181"), [child.slug])
      }), language, vocabulary)
    }))))));
    const remote: SeoLink = stryMutAct_9fa48("1182") ? {} : (stryCov_9fa48("1182"), {
      kind: stryMutAct_9fa48("1183") ? "" : (stryCov_9fa48("1183"), 'remote'),
      slug: vocabulary.configuration.remoteSlug,
      label: null,
      href: buildListingUrl(stryMutAct_9fa48("1184") ? {} : (stryCov_9fa48("1184"), {
        ...emptyFilters,
        remote: stryMutAct_9fa48("1185") ? false : (stryCov_9fa48("1185"), true)
      }), language, vocabulary)
    });
    const cities = seoCitySlugs.flatMap((slug): SeoLink[] => {
      if (stryMutAct_9fa48("1186")) {
        {}
      } else {
        stryCov_9fa48("1186");
        const city = findCity(vocabulary, slug);
        return (stryMutAct_9fa48("1189") ? city !== undefined : stryMutAct_9fa48("1188") ? false : stryMutAct_9fa48("1187") ? true : (stryCov_9fa48("1187", "1188", "1189"), city === undefined)) ? stryMutAct_9fa48("1190") ? ["Stryker was here"] : (stryCov_9fa48("1190"), []) : stryMutAct_9fa48("1191") ? [] : (stryCov_9fa48("1191"), [stryMutAct_9fa48("1192") ? {} : (stryCov_9fa48("1192"), {
          kind: stryMutAct_9fa48("1193") ? "" : (stryCov_9fa48("1193"), 'city'),
          slug,
          label: city.label,
          href: buildListingUrl(stryMutAct_9fa48("1194") ? {} : (stryCov_9fa48("1194"), {
            ...emptyFilters,
            city: slug
          }), language, vocabulary)
        })]);
      }
    });
    return stryMutAct_9fa48("1195") ? {} : (stryCov_9fa48("1195"), {
      categoryLinks,
      cityLinks: stryMutAct_9fa48("1196") ? [] : (stryCov_9fa48("1196"), [remote, ...cities])
    });
  }
}
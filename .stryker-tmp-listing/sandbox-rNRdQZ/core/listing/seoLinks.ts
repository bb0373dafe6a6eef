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
export const seoCitySlugs: readonly string[] = stryMutAct_9fa48("851") ? [] : (stryCov_9fa48("851"), [stryMutAct_9fa48("852") ? "" : (stryCov_9fa48("852"), 'warszawa'), stryMutAct_9fa48("853") ? "" : (stryCov_9fa48("853"), 'krakow'), stryMutAct_9fa48("854") ? "" : (stryCov_9fa48("854"), 'bialystok'), stryMutAct_9fa48("855") ? "" : (stryCov_9fa48("855"), 'kielce'), stryMutAct_9fa48("856") ? "" : (stryCov_9fa48("856"), 'wroclaw'), stryMutAct_9fa48("857") ? "" : (stryCov_9fa48("857"), 'lublin'), stryMutAct_9fa48("858") ? "" : (stryCov_9fa48("858"), 'bielsko-biala'), stryMutAct_9fa48("859") ? "" : (stryCov_9fa48("859"), 'poznan'), stryMutAct_9fa48("860") ? "" : (stryCov_9fa48("860"), 'radom'), stryMutAct_9fa48("861") ? "" : (stryCov_9fa48("861"), 'rzeszow'), stryMutAct_9fa48("862") ? "" : (stryCov_9fa48("862"), 'bydgoszcz'), stryMutAct_9fa48("863") ? "" : (stryCov_9fa48("863"), 'szczecin'), stryMutAct_9fa48("864") ? "" : (stryCov_9fa48("864"), 'czestochowa'), stryMutAct_9fa48("865") ? "" : (stryCov_9fa48("865"), 'olsztyn'), stryMutAct_9fa48("866") ? "" : (stryCov_9fa48("866"), 'nowy-sacz'), stryMutAct_9fa48("867") ? "" : (stryCov_9fa48("867"), 'katowice'), stryMutAct_9fa48("868") ? "" : (stryCov_9fa48("868"), 'torun'), stryMutAct_9fa48("869") ? "" : (stryCov_9fa48("869"), 'kalisz'), stryMutAct_9fa48("870") ? "" : (stryCov_9fa48("870"), 'lodz'), stryMutAct_9fa48("871") ? "" : (stryCov_9fa48("871"), 'tarnow'), stryMutAct_9fa48("872") ? "" : (stryCov_9fa48("872"), 'opole'), stryMutAct_9fa48("873") ? "" : (stryCov_9fa48("873"), 'koszalin'), stryMutAct_9fa48("874") ? "" : (stryCov_9fa48("874"), 'gdansk'), stryMutAct_9fa48("875") ? "" : (stryCov_9fa48("875"), 'plock'), stryMutAct_9fa48("876") ? "" : (stryCov_9fa48("876"), 'stalowa-wola'), stryMutAct_9fa48("877") ? "" : (stryCov_9fa48("877"), 'przemysl'), stryMutAct_9fa48("878") ? "" : (stryCov_9fa48("878"), 'slupsk'), stryMutAct_9fa48("879") ? "" : (stryCov_9fa48("879"), 'mielec'), stryMutAct_9fa48("880") ? "" : (stryCov_9fa48("880"), 'konin'), stryMutAct_9fa48("881") ? "" : (stryCov_9fa48("881"), 'wloclawek'), stryMutAct_9fa48("882") ? "" : (stryCov_9fa48("882"), 'krosno'), stryMutAct_9fa48("883") ? "" : (stryCov_9fa48("883"), 'siedlce'), stryMutAct_9fa48("884") ? "" : (stryCov_9fa48("884"), 'zielona-gora'), stryMutAct_9fa48("885") ? "" : (stryCov_9fa48("885"), 'gniezno'), stryMutAct_9fa48("886") ? "" : (stryCov_9fa48("886"), 'walbrzych'), stryMutAct_9fa48("887") ? "" : (stryCov_9fa48("887"), 'stargard'), stryMutAct_9fa48("888") ? "" : (stryCov_9fa48("888"), 'rybnik'), stryMutAct_9fa48("889") ? "" : (stryCov_9fa48("889"), 'kwidzyn'), stryMutAct_9fa48("890") ? "" : (stryCov_9fa48("890"), 'zamosc'), stryMutAct_9fa48("891") ? "" : (stryCov_9fa48("891"), 'elblag')]);

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
  if (stryMutAct_9fa48("892")) {
    {}
  } else {
    stryCov_9fa48("892");
    const categoryLinks = categories.flatMap(stryMutAct_9fa48("893") ? () => undefined : (stryCov_9fa48("893"), parent => stryMutAct_9fa48("894") ? parent.children.map((child): SeoLink => ({
      kind: 'category',
      slug: child.slug,
      label: child.label,
      href: buildListingUrl({
        ...emptyFilters,
        category: parent.slug,
        subcategories: [child.slug]
      }, language, vocabulary)
    })) : (stryCov_9fa48("894"), parent.children.filter(stryMutAct_9fa48("895") ? () => undefined : (stryCov_9fa48("895"), child => stryMutAct_9fa48("896") ? child.slug.includes('inne') : (stryCov_9fa48("896"), !child.slug.includes(stryMutAct_9fa48("897") ? "" : (stryCov_9fa48("897"), 'inne'))))).map(stryMutAct_9fa48("898") ? () => undefined : (stryCov_9fa48("898"), (child): SeoLink => stryMutAct_9fa48("899") ? {} : (stryCov_9fa48("899"), {
      kind: stryMutAct_9fa48("900") ? "" : (stryCov_9fa48("900"), 'category'),
      slug: child.slug,
      label: child.label,
      href: buildListingUrl(stryMutAct_9fa48("901") ? {} : (stryCov_9fa48("901"), {
        ...emptyFilters,
        category: parent.slug,
        subcategories: stryMutAct_9fa48("902") ? [] : (stryCov_9fa48("902"), [child.slug])
      }), language, vocabulary)
    }))))));
    const remote: SeoLink = stryMutAct_9fa48("903") ? {} : (stryCov_9fa48("903"), {
      kind: stryMutAct_9fa48("904") ? "" : (stryCov_9fa48("904"), 'remote'),
      slug: vocabulary.configuration.remoteSlug,
      label: null,
      href: buildListingUrl(stryMutAct_9fa48("905") ? {} : (stryCov_9fa48("905"), {
        ...emptyFilters,
        remote: stryMutAct_9fa48("906") ? false : (stryCov_9fa48("906"), true)
      }), language, vocabulary)
    });
    const cities = seoCitySlugs.flatMap((slug): SeoLink[] => {
      if (stryMutAct_9fa48("907")) {
        {}
      } else {
        stryCov_9fa48("907");
        const city = findCity(vocabulary, slug);
        return (stryMutAct_9fa48("910") ? city !== undefined : stryMutAct_9fa48("909") ? false : stryMutAct_9fa48("908") ? true : (stryCov_9fa48("908", "909", "910"), city === undefined)) ? stryMutAct_9fa48("911") ? ["Stryker was here"] : (stryCov_9fa48("911"), []) : stryMutAct_9fa48("912") ? [] : (stryCov_9fa48("912"), [stryMutAct_9fa48("913") ? {} : (stryCov_9fa48("913"), {
          kind: stryMutAct_9fa48("914") ? "" : (stryCov_9fa48("914"), 'city'),
          slug,
          label: city.label,
          href: buildListingUrl(stryMutAct_9fa48("915") ? {} : (stryCov_9fa48("915"), {
            ...emptyFilters,
            city: slug
          }), language, vocabulary)
        })]);
      }
    });
    return stryMutAct_9fa48("916") ? {} : (stryCov_9fa48("916"), {
      categoryLinks,
      cityLinks: stryMutAct_9fa48("917") ? [] : (stryCov_9fa48("917"), [remote, ...cities])
    });
  }
}
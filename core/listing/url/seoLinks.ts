import type { Language } from '../../tenancy/Tenant.ts';
import { buildListingUrl } from './buildListingUrl.ts';
import { emptyFilters } from '../FilterValues.ts';
import { findCity, type ListingVocabulary } from '../ListingVocabulary.ts';
import type { Category } from '../Offer.ts';

/** The 40 Polish cities of the SEO links block, in the spec's order. */
export const seoCitySlugs: readonly string[] = [
  'warszawa',
  'krakow',
  'bialystok',
  'kielce',
  'wroclaw',
  'lublin',
  'bielsko-biala',
  'poznan',
  'radom',
  'rzeszow',
  'bydgoszcz',
  'szczecin',
  'czestochowa',
  'olsztyn',
  'nowy-sacz',
  'katowice',
  'torun',
  'kalisz',
  'lodz',
  'tarnow',
  'opole',
  'koszalin',
  'gdansk',
  'plock',
  'stalowa-wola',
  'przemysl',
  'slupsk',
  'mielec',
  'konin',
  'wloclawek',
  'krosno',
  'siedlce',
  'zielona-gora',
  'gniezno',
  'walbrzych',
  'stargard',
  'rybnik',
  'kwidzyn',
  'zamosc',
  'elblag',
];

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

/** The SEO links to categories: the children of `categories` except those whose slug contains "inne". */
export function seoCategoryLinks(categories: readonly Category[], vocabulary: ListingVocabulary, language: Language): readonly SeoLink[] {
  return categories.flatMap((parent) =>
    parent.children
      .filter((child) => !child.slug.includes('inne'))
      .map((child): SeoLink => ({
        kind: 'category',
        slug: child.slug,
        label: child.label,
        href: buildListingUrl({ ...emptyFilters, category: parent.slug, subcategories: [child.slug] }, language, vocabulary),
      })),
  );
}

/**
 * The SEO links to places: the remote entry (the configuration's remote slug), then the 40 cities in
 * the spec's order; a city the dictionary does not know is left out rather than linked to a 404.
 */
export function seoCityLinks(vocabulary: ListingVocabulary, language: Language): readonly SeoLink[] {
  const remote: SeoLink = {
    kind: 'remote',
    slug: vocabulary.configuration.remoteSlug,
    label: null,
    href: buildListingUrl({ ...emptyFilters, remote: true }, language, vocabulary),
  };
  const cities = seoCitySlugs.flatMap((slug): SeoLink[] => {
    const city = findCity(vocabulary, slug);
    return city === undefined
      ? []
      : [{ kind: 'city', slug, label: city.label, href: buildListingUrl({ ...emptyFilters, city: slug }, language, vocabulary) }];
  });
  return [remote, ...cities];
}

/** The SEO links block: `seoCategoryLinks`, then `seoCityLinks`. */
export function seoLinks(categories: readonly Category[], vocabulary: ListingVocabulary, language: Language): SeoLinksBlock {
  return { categoryLinks: seoCategoryLinks(categories, vocabulary, language), cityLinks: seoCityLinks(vocabulary, language) };
}

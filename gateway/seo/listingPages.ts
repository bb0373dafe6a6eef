import { emptyFilters, type FilterValues } from '../../core/listing/FilterValues.ts';
import type { ListingVocabulary } from '../../core/listing/ListingVocabulary.ts';
import { buildListingUrl } from '../../core/listing/url/buildListingUrl.ts';
import { buildOfferPath } from '../../core/listing/url/routeWords.ts';
import { seoLinks } from '../../core/listing/url/seoLinks.ts';
import type { Language } from '../../core/tenancy/Tenant.ts';
import type { SitemapUrl } from './sitemapXml.ts';

/** A tenant's vocabulary in each language: the slugs are the same, the labels differ. */
export type Vocabularies = Readonly<Record<Language, ListingVocabulary>>;

const languages: readonly Language[] = ['pl', 'en'];

/**
 * The listing pages a crawler should know: all offers, each main category, and the pages of the
 * SEO links block (child categories, remote work, the 40 cities), each in both languages with the
 * other as its alternate. The same core functions build them as the pages' own canonical links.
 */
export function listingPageUrls(vocabularies: Vocabularies, origin: string, defaultLanguage: Language): SitemapUrl[] {
  const vocabulary = vocabularies[defaultLanguage];
  const mains = vocabulary.categories.filter((category) => category.redirectTo === null && !category.static);
  const block = seoLinks(mains, vocabulary, defaultLanguage);
  const states: FilterValues[] = [
    emptyFilters,
    ...mains.map((category) => ({ ...emptyFilters, category: category.slug })),
    ...mains.flatMap((category) =>
      category.children
        .filter((child) => block.categoryLinks.some((link) => link.slug === child.slug))
        .map((child) => ({ ...emptyFilters, category: category.slug, subcategories: [child.slug] })),
    ),
    { ...emptyFilters, remote: true, remoteWorkOptions: ['remote'] },
    ...block.cityLinks.filter((link) => link.kind === 'city').map((link) => ({ ...emptyFilters, city: link.slug })),
  ];
  const seen = new Set<string>();
  const urls: SitemapUrl[] = [];
  for (const filters of states) {
    const alternates = alternatesOf((language) => buildListingUrl(filters, language, vocabularies[language]), origin, defaultLanguage);
    for (const language of languages) {
      const loc = alternates[language] ?? '';
      if (seen.has(loc)) continue;
      seen.add(loc);
      urls.push({ loc, alternates });
    }
  }
  return urls;
}

/** An offer's page in both languages, each with its alternates and the offer's last change. */
export function offerPageUrls(slug: string, lastmod: Date, origin: string, defaultLanguage: Language): SitemapUrl[] {
  const alternates = alternatesOf((language) => buildOfferPath(slug, language), origin, defaultLanguage);
  return languages.map((language) => ({ loc: alternates[language] ?? '', lastmod: lastmod.toISOString(), alternates }));
}

function alternatesOf(pathIn: (language: Language) => string, origin: string, defaultLanguage: Language): Record<string, string> {
  return { pl: `${origin}${pathIn('pl')}`, en: `${origin}${pathIn('en')}`, 'x-default': `${origin}${pathIn(defaultLanguage)}` };
}

import { calculatorPathWords, listPrefixWords, offerPrefixWords, type Words } from '../../core/listing/url/routeWords.ts';

const both = (words: Words): string[] => [words.pl, words.en];

/** What a crawler may read: the listing pages, the offer pages and the calculator, in both languages' words. */
const allowed = [...both(listPrefixWords), ...both(offerPrefixWords), ...both(calculatorPathWords)].map((word) => `/${word}`);

/**
 * Where a crawler has nothing to read: the API, the candidate and employer panels, the local
 * mailbox, the preference form and the payment pages. Robots rules are prefixes.
 */
const disallowed = ['/api/', '/candidate/', '/employer/', '/mailbox', '/preferences', '/payments/'];

/**
 * robots.txt for a tenant's site: listing and offer pages allowed, panels and the API disallowed,
 * and the tenant's sitemap index named by its absolute address (`origin` from PUBLIC_URL).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /$',
    ...allowed.map((path) => `Allow: ${path}`),
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

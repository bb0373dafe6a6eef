import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../core/tenancy/Tenant.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { categoryTree, cityList, listingConfiguration } from '../listing/listingDictionaries.ts';
import { loadReferenceData } from '../listing/referenceData.ts';
import { tenants } from '../tenancy/tenants.ts';
import { iconRoutes } from './iconRoutes.ts';
import { listingPageUrls, offerPageUrls, type Vocabularies } from './listingPages.ts';
import { robotsTxt } from './robotsTxt.ts';
import { offerEntries, offerTotals } from './sitemapQueries.ts';
import { fileCount, SITEMAP_URLS_MAX, sitemapIndexXml, urlSetXml } from './sitemapXml.ts';

/** Each offer is two URLs (its page in each language): a file holds half the protocol's maximum of offers. */
export const OFFERS_PER_SITEMAP_FILE = SITEMAP_URLS_MAX / 2;

export interface SiteOf {
  /** The tenant the request's host names. */
  readonly tenantOf: (request: FastifyRequest) => string;
  /** The tenant's absolute origin (from PUBLIC_URL, never from the request). */
  readonly originOf: (tenantId: string) => string;
}

const HOUR = 'public, max-age=3600';

/**
 * What search engines and browsers ask a site for, per tenant, outside /api: robots.txt, the
 * sitemap index and its files (offers with lastmod, the SEO-link listing pages; at most 50,000 URLs
 * a file, compressed on the way like every response), the favicons and the web app manifest.
 */
export async function seoRoutes(app: FastifyInstance, deps: Pick<GatewayDeps, 'db'>, site: SiteOf): Promise<void> {
  const { db } = deps;

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', HOUR)
      .send(robotsTxt(site.originOf(site.tenantOf(request)))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const tenantId = site.tenantOf(request);
    const origin = site.originOf(tenantId);
    const totals = await offerTotals(db, tenantId);
    const lastmod = totals.lastmod?.toISOString();
    const offerFiles = Array.from({ length: fileCount(totals.count, OFFERS_PER_SITEMAP_FILE) }, (_, index) => ({
      loc: `${origin}/sitemaps/offers-${index + 1}.xml`,
      ...(lastmod ? { lastmod } : {}),
    }));
    return xml(reply, sitemapIndexXml([{ loc: `${origin}/sitemaps/listings.xml` }, ...offerFiles]));
  });

  app.get('/sitemaps/listings.xml', async (request, reply) => {
    const tenant = tenantDto(site.tenantOf(request));
    const reference = await loadReferenceData(db);
    const vocabularyIn = (lang: Language) => ({
      configuration: listingConfiguration(lang),
      categories: categoryTree(reference, tenant.id, lang),
      cities: cityList(reference, tenant, lang),
    });
    const vocabularies: Vocabularies = { pl: vocabularyIn('pl'), en: vocabularyIn('en') };
    return xml(reply, urlSetXml(listingPageUrls(vocabularies, site.originOf(tenant.id), tenant.defaultLanguage)));
  });

  app.get('/sitemaps/:file', async (request, reply) => {
    const match = /^offers-([1-9]\d{0,5})\.xml$/.exec((request.params as { file: string }).file);
    const tenant = tenantDto(site.tenantOf(request));
    const number = match ? Number(match[1]) : 0;
    const entries = number > 0 ? await offerEntries(db, tenant.id, (number - 1) * OFFERS_PER_SITEMAP_FILE, OFFERS_PER_SITEMAP_FILE) : [];
    // Past the last file (or a name that is none of ours): a 404; the first file exists even when empty.
    if (number === 0 || (entries.length === 0 && number > 1)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap file.');
    }
    const origin = site.originOf(tenant.id);
    return xml(reply, urlSetXml(entries.flatMap((entry) => offerPageUrls(entry.slug, entry.lastmod, origin, tenant.defaultLanguage))));
  });

  await iconRoutes(app, (request) => tenantDto(site.tenantOf(request)));
}

const xml = (reply: FastifyReply, body: string) => reply.type('application/xml; charset=utf-8').header('cache-control', HOUR).send(body);

function tenantDto(id: string) {
  const tenant = tenants.find((candidate) => candidate.id === id);
  if (!tenant) throw new Error(`unknown tenant ${id}: the host guard names only configured tenants`);
  return tenant;
}

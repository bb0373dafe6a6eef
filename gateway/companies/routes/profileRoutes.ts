import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as t from 'io-ts';
import {
  COMPANY_JOB_ADS_PAGE_SIZE_MAX,
  type CompanyJobAdsPageDto,
  type CompanyListItemDto,
  type CompanyProfileDto,
} from '../../../contract/companies.ts';
import type { CompanyShortInfoCodec } from '../../../contract/listing.ts';
import { sendBadRequest, UUID_PATTERN } from '../../http/decodeInput.ts';
import type { RawQuery } from '../../http/readQuery.ts';
import { requireTenant } from '../../http/tenantScope.ts';
import { OFFER_KEY_PATTERN, SLUG_PATTERN } from '../../listing/offerQuery.ts';
import { toCompanyListItem } from '../companyDto.ts';
import { toJobAd } from '../jobAdDto.ts';
import { companyById, companyBySlug, companyOfOffer } from '../queries/companyDirectory.ts';
import { brandStoryOf, jobAdsOf, locationsOf } from '../queries/companyDetails.ts';
import { citiesOf } from '../queries/companyRows.ts';
import { notFound, readPaging, type CompaniesScope } from './companiesScope.ts';

const COMPANY_ID = /^\d{1,9}$/;

/** A company's page: its profile with the published brand story, its legal companies, its offers; the company of an offer; the offer page's box. */
export function profileRoutes(app: FastifyInstance, scope: CompaniesScope): void {
  const { db, languageOf } = scope;
  const scoped = { preHandler: requireTenant };

  app.get(
    '/:tenant/company-profiles/by-slug/:slug/published/with-legacy',
    scoped,
    async (request, reply): Promise<CompanyProfileDto | FastifyReply> => {
      const slug = (request.params as { slug: string }).slug;
      const row = SLUG_PATTERN.test(slug) ? await companyBySlug(db, request.tenant.id, slug) : undefined;
      if (!row) return notFound(reply, 'No such company.');
      const lang = languageOf(request);
      const [cities, locations, story] = await Promise.all([citiesOf(db, [row.id]), locationsOf(db, row.id), brandStoryOf(db, slug)]);
      return {
        ...toCompanyListItem(row, cities, lang),
        url: row.url,
        size: row.size,
        locations: locations.map((location) => ({
          city: lang === 'pl' ? location.label_pl : location.label_en,
          citySlug: location.city_slug,
          street: location.street,
          latitude: location.latitude,
          longitude: location.longitude,
        })),
        brandStory:
          story?.status === 'published'
            ? { ...story.content[lang], technologies: story.technologies, updatedAt: new Date(story.updated_at).toISOString() }
            : null,
      };
    },
  );

  app.get('/:tenant/company-profiles/by-slug/:slug/companies', scoped, async (request, reply) => {
    const slug = (request.params as { slug: string }).slug;
    const row = SLUG_PATTERN.test(slug) ? await companyBySlug(db, request.tenant.id, slug) : undefined;
    if (!row) return notFound(reply, 'No such company.');
    return [{ id: row.id, name: toCompanyListItem(row, [], 'en').companyName, slug: row.slug }];
  });

  app.get('/:tenant/company-profiles/:id/job-advertisements', scoped, async (request, reply): Promise<CompanyJobAdsPageDto | FastifyReply> => {
    const id = (request.params as { id: string }).id;
    if (!COMPANY_ID.test(id)) return notFound(reply, 'No such company.');
    const paging = readPaging(request.query as RawQuery, { pageNumber: 1, pageSize: COMPANY_JOB_ADS_PAGE_SIZE_MAX }, COMPANY_JOB_ADS_PAGE_SIZE_MAX);
    if (typeof paging === 'string') return sendBadRequest(reply, paging);
    const company = await companyById(db, request.tenant.id, Number(id));
    if (!company) return notFound(reply, 'No such company.');
    const lang = languageOf(request);
    const { rows, total } = await jobAdsOf(db, request.tenant.id, company.id, paging);
    return {
      items: rows.map((row) => toJobAd(row, company, lang)),
      ...paging,
      totalCount: total,
      hasNextPage: paging.pageNumber * paging.pageSize < total,
    };
  });

  app.get('/:tenant/job-advertisements/:id/company-profile', scoped, async (request, reply): Promise<CompanyListItemDto | FastifyReply> => {
    const key = (request.params as { id: string }).id;
    const offer = UUID_PATTERN.test(key) ? { id: key } : { slug: key };
    const row = OFFER_KEY_PATTERN.test(key) ? await companyOfOffer(db, request.tenant.id, offer) : undefined;
    if (!row) return notFound(reply, 'No such offer.');
    return toCompanyListItem(row, await citiesOf(db, [row.id]), languageOf(request));
  });

  // The offer page's company box (its failure is ignored there): the one implementation of a company's short info.
  app.get('/:tenant/company/:slug/short-info', scoped, async (request, reply): Promise<t.TypeOf<typeof CompanyShortInfoCodec> | FastifyReply> => {
    const slug = (request.params as { slug: string }).slug;
    const row = SLUG_PATTERN.test(slug) ? await companyBySlug(db, request.tenant.id, slug) : undefined;
    if (!row) return notFound(reply, 'No such company.');
    const item = toCompanyListItem(row, [], languageOf(request));
    return {
      slug: item.slug,
      name: item.companyName,
      logoUrl: item.logoUrl,
      shortDescription: item.shortDescription,
      companyType: item.companyType,
      size: row.size,
      url: row.url,
      offersCount: item.offersCount,
    };
  });
}

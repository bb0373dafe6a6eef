import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  COMPANY_MARKERS_MAX,
  COMPANY_NAME_QUERY_MAX,
  COMPANY_PAGE_SIZE_DEFAULT,
  COMPANY_PAGE_SIZE_MAX,
  CompanyProfilesQuery,
  MAIN_PAGE_COMPANIES,
  type CompanyListItemDto,
  type CompanyMarkerDto,
  type CompanyProfilesPageDto,
} from '../../../contract/companies.ts';
import { sendBadRequest } from '../../http/decodeInput.ts';
import { readQuery, type RawQuery } from '../../http/readQuery.ts';
import { requireTenant } from '../../http/tenantScope.ts';
import { SLUG_PATTERN, type Language } from '../../listing/offerQuery.ts';
import { toCompanyListItem } from '../companyDto.ts';
import { brandStoryCompanies, companyDirectory, noFilters, type DirectoryFilters } from '../queries/companyDirectory.ts';
import { officeMarkers } from '../queries/companyDetails.ts';
import { citiesOf, type CompanyRow } from '../queries/companyRows.ts';
import { stripHtml } from '../../http/stripHtml.ts';
import { readPaging, type CompaniesScope } from './companiesScope.ts';

const INDUSTRY_KEY = /^[a-z0-9-]{1,60}$/;
const SHUFFLE_SEED = /^[A-Za-z0-9_-]{1,64}$/;
const BRAND_STORY_COMPANIES_MAX = 100;

/** The directory's filters from a query: unknown city slugs and industry keys are kept (they match nothing), malformed ones dropped. */
export function directoryFilters(query: CompanyProfilesQuery): DirectoryFilters | string {
  const name = query.companyName?.trim() ?? '';
  if (name.length > COMPANY_NAME_QUERY_MAX) return `companyName: at most ${COMPANY_NAME_QUERY_MAX} characters.`;
  return {
    companyName: name === '' ? null : name,
    cities: (query.cities ?? []).filter((slug) => SLUG_PATTERN.test(slug)).slice(0, 50),
    types: query.type ?? [],
    industries: (query.industry ?? []).filter((key) => INDUSTRY_KEY.test(key)).slice(0, 50),
    activelyRecruiting: query.isActivelyRecruiting ?? false,
  };
}

/** Directory rows as list items, with their office cities (one more query for the page). */
async function listItems(scope: CompaniesScope, rows: readonly CompanyRow[], lang: Language): Promise<CompanyListItemDto[]> {
  const cities = await citiesOf(
    scope.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCompanyListItem(row, cities, lang));
}

/** The directory (with-legacy: companies without a profile too), the home page carousel, the office map and the brand-story companies. */
export function directoryRoutes(app: FastifyInstance, scope: CompaniesScope): void {
  const { db, cached, languageOf } = scope;
  const scoped = { preHandler: requireTenant };

  app.get('/:tenant/company-profiles/with-legacy', scoped, async (request, reply): Promise<CompanyProfilesPageDto | FastifyReply> => {
    const raw = request.query as RawQuery;
    const paging = readPaging(raw, { pageNumber: 1, pageSize: COMPANY_PAGE_SIZE_DEFAULT }, COMPANY_PAGE_SIZE_MAX);
    if (typeof paging === 'string') return sendBadRequest(reply, paging);
    const query = readQuery(CompanyProfilesQuery, raw);
    const filters = directoryFilters(query);
    if (typeof filters === 'string') return sendBadRequest(reply, filters);
    const seed = query.shuffleSeed?.trim() ?? '';
    if (seed !== '' && !SHUFFLE_SEED.test(seed)) return sendBadRequest(reply, 'shuffleSeed: 1 to 64 letters, digits, - or _.');
    const tenantId = request.tenant.id;
    const lang = languageOf(request);
    const page = { ...paging, shuffleSeed: seed === '' ? null : seed };
    return cached('directory', tenantId, [filters, page, lang], async () => {
      const { rows, total } = await companyDirectory(db, tenantId, filters, page);
      const totalPages = Math.ceil(total / page.pageSize);
      return {
        items: await listItems(scope, rows, lang),
        pageNumber: page.pageNumber,
        pageSize: page.pageSize,
        totalCount: total,
        totalPages,
        hasNextPage: page.pageNumber < totalPages,
      };
    });
  });

  // The carousel shows the first companies of the directory's own order, so it and page 1 agree.
  app.get('/:tenant/company-profiles/main-page', scoped, async (request): Promise<CompanyListItemDto[]> => {
    const tenantId = request.tenant.id;
    const lang = languageOf(request);
    return cached('main-page', tenantId, lang, async () => {
      const { rows } = await companyDirectory(db, tenantId, noFilters, { pageNumber: 1, pageSize: MAIN_PAGE_COMPANIES, shuffleSeed: null });
      return listItems(scope, rows, lang);
    });
  });

  app.get('/:tenant/company-profiles/map/markers/with-legacy', scoped, async (request, reply): Promise<CompanyMarkerDto[] | FastifyReply> => {
    const filters = directoryFilters(readQuery(CompanyProfilesQuery, request.query as RawQuery));
    if (typeof filters === 'string') return sendBadRequest(reply, filters);
    const tenantId = request.tenant.id;
    const lang = languageOf(request);
    return cached('markers', tenantId, [filters, lang], async () =>
      (await officeMarkers(db, tenantId, filters, COMPANY_MARKERS_MAX)).map((row) => ({
        slug: row.slug,
        companyName: stripHtml(row.name),
        city: lang === 'pl' ? row.label_pl : row.label_en,
        latitude: row.latitude,
        longitude: row.longitude,
      })),
    );
  });

  app.get('/:tenant/v2/user-panel/brand-stories/companies', scoped, async (request): Promise<CompanyListItemDto[]> => {
    const tenantId = request.tenant.id;
    const lang = languageOf(request);
    return cached('brand-story-companies', tenantId, lang, async () =>
      listItems(scope, await brandStoryCompanies(db, tenantId, BRAND_STORY_COMPANIES_MAX), lang),
    );
  });
}

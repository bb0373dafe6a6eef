import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { sql } from 'kysely';
import type { EmployerOfferListDto, OfferStatus } from '../../contract/offerLifecycle.ts';
import { employerOf } from '../employer/requireEmployer.ts';
import { sendBadRequest } from '../http/decodeInput.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { OFFER_KEY_PATTERN } from '../listing/offerQuery.ts';
import { MAX_STATISTICS_DAYS, offerStatistics } from './statistics.ts';
import type { OfferContext } from './OfferContext.ts';
import { iso } from '../db/iso.ts';

const STATUSES: readonly OfferStatus[] = ['draft', 'paid', 'published', 'finished', 'expired'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function dateParam(value: unknown): Date | null | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

/** The panel's offer list and statistics, and the apply-click record the statistics count. */
export async function panelRoutes(app: FastifyInstance, context: OfferContext, clickLimit: RouteShorthandOptions['config']): Promise<void> {
  const { deps, guards } = context;
  const guarded = { preHandler: guards.requireEmployer };

  app.get('/:tenant/v2/employer-panel/offers', guarded, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const page = query['page'] === undefined ? 1 : Number(query['page']);
    const pageSize = query['pageSize'] === undefined ? 20 : Number(query['pageSize']);
    const status = query['status'];
    if (!Number.isInteger(page) || page < 1 || page > 10_000) return sendBadRequest(reply, 'page: a whole number from 1.');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return sendBadRequest(reply, 'pageSize: a whole number from 1 to 100.');
    if (status !== undefined && !STATUSES.some((known) => known === status)) return sendBadRequest(reply, `status: one of ${STATUSES.join(', ')}.`);
    const tenantId = request.tenant.id;
    const companyId = employerOf(request).companyId;
    const base = deps.db
      .selectFrom('employer_offers as o')
      .where('o.tenant_id', '=', tenantId)
      .where('o.company_id', '=', companyId)
      .where('o.status', '<>', 'deleted')
      .$if(status !== undefined, (q) => q.where('o.status', '=', status as OfferStatus));
    const [rows, total] = await Promise.all([
      base
        .select([
          'o.id',
          'o.slug',
          'o.status',
          'o.pricing_plan',
          'o.created_at',
          'o.updated_at',
          'o.published_at',
          'o.expires_at',
          'o.finished_at',
          sql<string | null>`o.form->>'title'`.as('title'),
          sql<number>`(select count(*)::int from offer_views v where v.brand = o.tenant_id and v.offer_slug = o.slug)`.as('views'),
          sql<number>`(select count(*)::int from offer_apply_clicks c where c.tenant_id = o.tenant_id and c.offer_slug = o.slug)`.as('apply_clicks'),
        ])
        .orderBy('o.updated_at', 'desc')
        .orderBy('o.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    const answer: EmployerOfferListDto = {
      items: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        status: row.status as OfferStatus,
        pricingPlan: row.pricing_plan,
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
        publishedAt: iso(row.published_at),
        expiresAt: iso(row.expires_at),
        finishedAt: iso(row.finished_at),
        views: Number(row.views),
        applyClicks: Number(row.apply_clicks),
      })),
      page,
      pageSize,
      total: Number(total.n),
    };
    return answer;
  });

  app.get('/:tenant/v2/employer-panel/offers/statistics', guarded, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const now = deps.now();
    const to = dateParam(query['to']);
    const from = dateParam(query['from']);
    if (to === null || from === null) return sendBadRequest(reply, 'from and to: dates as YYYY-MM-DD.');
    const end = to ?? now;
    const start = from ?? new Date(end.getTime() - 29 * DAY_MS);
    if (start.getTime() > end.getTime()) return sendBadRequest(reply, 'from must not be after to.');
    if (end.getTime() - start.getTime() > (MAX_STATISTICS_DAYS - 1) * DAY_MS)
      return sendBadRequest(reply, `At most ${MAX_STATISTICS_DAYS} days at once.`);
    const slug = query['slug'];
    if (slug !== undefined && (typeof slug !== 'string' || !OFFER_KEY_PATTERN.test(slug))) return sendBadRequest(reply, 'slug: an offer slug.');
    return offerStatistics(deps.db, { tenantId: request.tenant.id, companyId: employerOf(request).companyId, slug: slug ?? null }, start, end);
  });

  /** Sent by the offer page when a candidate follows its apply button; only offers in search count. */
  app.post(
    '/:tenant/v1/offers/:slug/apply-clicks',
    { preHandler: requireTenant, ...(clickLimit ? { config: clickLimit } : {}) },
    async (request, reply) => {
      const slug = (request.params as { slug?: string }).slug ?? '';
      const listed = OFFER_KEY_PATTERN.test(slug)
        ? await deps.db.selectFrom('offers').select('slug').where('tenant_id', '=', request.tenant.id).where('slug', '=', slug).executeTakeFirst()
        : undefined;
      if (!listed) return reply.code(404).send({ error: 'not-found', message: 'No such offer in search.' });
      await deps.db
        .insertInto('offer_apply_clicks')
        .values({ tenant_id: request.tenant.id, offer_slug: listed.slug, clicked_at: deps.now() })
        .execute();
      return reply.code(204).send();
    },
  );
}

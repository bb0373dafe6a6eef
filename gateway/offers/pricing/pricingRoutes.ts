import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PricingPlanListDto, TestimonialListDto } from '../../../contract/pricing.ts';
import type { GatewayDeps } from '../../GatewayDeps.ts';
import { requireTenant } from '../../http/tenantScope.ts';
import { listPlans, toPlanDto, type Language } from './pricingPlans.ts';

const languageOf = (request: FastifyRequest): Language => {
  const lang = (request.query as Record<string, unknown>)['lang'];
  return lang === 'pl' || lang === 'en' ? lang : request.tenant.defaultLanguage;
};

/** `?active`, `?active=true` or `?active=1`: active plans only; absent or `false`/`0`: every plan. */
const activeOnly = (request: FastifyRequest): boolean => {
  const query = request.query as Record<string, unknown>;
  if (!('active' in query)) return false;
  const value = query['active'];
  return !(value === 'false' || value === '0');
};

/** GET /v2/offer-plans and GET /v2/testimonials: public, cacheable for a minute. */
export async function pricingRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const scoped = { preHandler: requireTenant };
  app.get('/:tenant/v2/offer-plans', scoped, async (request, reply) => {
    const rows = await listPlans(deps.db, request.tenant.id, activeOnly(request));
    const lang = languageOf(request);
    const now = deps.now();
    const body: PricingPlanListDto = rows.map((row) => toPlanDto(row, lang, now));
    return reply.header('cache-control', 'public, max-age=60').send(body);
  });

  app.get('/:tenant/v2/testimonials', scoped, async (request, reply) => {
    const lang = languageOf(request);
    const rows = await deps.db.selectFrom('testimonials').selectAll().where('tenant_id', '=', request.tenant.id).orderBy('position').execute();
    const body: TestimonialListDto = rows.map((row) => ({
      id: row.id,
      author: row.author,
      role: row.roles[lang],
      company: row.company,
      quote: row.quotes[lang],
      avatarUrl: null,
    }));
    return reply.header('cache-control', 'public, max-age=60').send(body);
  });
}

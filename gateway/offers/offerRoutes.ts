import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { employerGuards } from '../employer/requireEmployer.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { QueryCache } from '../listing/QueryCache.ts';
import { loadReferenceData, type ReferenceData } from '../listing/referenceData.ts';
import { resolveAuthSettings } from '../session/AuthSettings.ts';
import { codeRoutes } from './codeRoutes.ts';
import { MULTIPART_LIMITS } from './draft/multipartUpload.ts';
import { draftRoutes } from './draftRoutes.ts';
import { lifecycleRoutes } from './lifecycleRoutes.ts';
import { announceOfferChanges } from './offerChangesAnnouncer.ts';
import type { OfferContext } from './OfferContext.ts';
import { panelRoutes } from './panelRoutes.ts';
import { pricingRoutes } from './pricing/pricingRoutes.ts';
import { perRouteRateLimits, privateAnswers } from '../http/scopeRules.ts';

const REFERENCE_TTL_MS = 60_000;
/** New drafts one client may start a minute: far above a person, well below a flood of rows. */
export const INITIATIONS_PER_MINUTE = 120;
export const APPLY_CLICKS_PER_MINUTE = 120;

/**
 * The offer lifecycle (docs/offer-lifecycle.md) and pricing in one encapsulated scope: multipart
 * bodies (the editor's logo) and the initiation limit apply here only. Answers about one company's
 * offers are private (`no-store`); the pricing answers say otherwise themselves.
 */
export async function offerRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<OfferContext> {
  let context: OfferContext | null = null;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    await perRouteRateLimits(scope, 'requests');
    privateAnswers(scope, { unlessSet: true });
    const clock = () => deps.now().getTime();
    const referenceCache = new QueryCache(REFERENCE_TTL_MS, 1, clock);
    const perClient = (max: number) => ({
      rateLimit: {
        max,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => `${(request.params as { tenant?: string }).tenant ?? ''}|${request.ip}`,
      },
    });
    context = {
      deps,
      guards: employerGuards(deps, resolveAuthSettings(deps.auth)),
      reference: (): Promise<ReferenceData> => referenceCache.get('reference', () => loadReferenceData(deps.db)),
      announce: (tenantId) => announceOfferChanges(deps, tenantId),
    };
    await pricingRoutes(scope, deps);
    await draftRoutes(scope, context, perClient(INITIATIONS_PER_MINUTE));
    await lifecycleRoutes(scope, context);
    await codeRoutes(scope, context);
    await panelRoutes(scope, context, perClient(APPLY_CLICKS_PER_MINUTE));
  });
  if (!context) throw new Error('the offer scope did not register');
  return context;
}

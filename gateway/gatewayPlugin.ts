import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { alertRoutes } from './alerts/alertRoutes.ts';
import { applicationRoutes } from './applications/applicationRoutes.ts';
import { analyticsRoutes } from './analytics/analyticsRoutes.ts';
import { blogRoutes, blogSourceFor } from './blog/blogRoutes.ts';
import { companyRoutes } from './companies/companyRoutes.ts';
import { companyLogoRoutes } from './listing/companyLogos.ts';
import { dictionaryRoutes } from './dictionaries/dictionaryRoutes.ts';
import { employerRoutes } from './employer/employerRoutes.ts';
import { companyPanelRoutes } from './employer/company/companyPanelRoutes.ts';
import { LocalEvents } from './events/LocalEvents.ts';
import type { GatewayDeps } from './GatewayDeps.ts';
import { homepageRoutes } from './homepage/homepageRoutes.ts';
import { listingRoutes } from './listing/listingRoutes.ts';
import { OfferChanges } from './listing/OfferChanges.ts';
import { offerRoutes } from './offers/offerRoutes.ts';
import { paymentsScope } from './payments/paymentsScope.ts';
import { profileRoutes } from './profile/profileRoutes.ts';
import { invitationRoutes } from './invitations/invitationRoutes.ts';
import { chatRoutes } from './chat/chatRoutes.ts';
import { sessionRoutes } from './session/sessionRoutes.ts';
import { tenancyRoutes } from './tenancy/tenancyRoutes.ts';

/**
 * The deps every scope must agree on, filled in once: one access-token key (also when none was
 * configured), and one record of offer changes that the "offers changed" event feeds, so that an
 * offer published by any process drops this process's listing caches.
 */
export function withGatewayDefaults(
  configured: GatewayDeps,
): GatewayDeps & { auth: NonNullable<GatewayDeps['auth']>; offerChanges: OfferChanges; events: NonNullable<GatewayDeps['events']> } {
  const auth = configured.auth ?? { secret: randomBytes(32) };
  const offerChanges = configured.offerChanges ?? new OfferChanges();
  const events = configured.events ?? new LocalEvents();
  return { ...configured, auth, offerChanges, events };
}

/** Every gateway route, mounted under /api (prefix given by the caller). Each context registers its own routes here. */
export async function gatewayPlugin(app: FastifyInstance, configured: GatewayDeps): Promise<void> {
  const deps = withGatewayDefaults(configured);
  const stopListening = [
    deps.events.subscribe('offers-changed', () => deps.offerChanges.changed()),
    deps.events.onResync(() => deps.offerChanges.changed()),
  ];
  app.addHook('onClose', async () => stopListening.forEach((stop) => stop()));
  app.setNotFoundHandler({}, async (request, reply) =>
    reply.code(404).send({ error: 'not-found', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
  await tenancyRoutes(app, deps);
  await listingRoutes(app, deps);
  await sessionRoutes(app, deps);
  await profileRoutes(app, deps);
  await invitationRoutes(app, deps);
  await chatRoutes(app, deps);
  await alertRoutes(app, deps);
  await analyticsRoutes(app, deps);
  await companyLogoRoutes(app, deps.db);
  await companyRoutes(app, deps);
  await dictionaryRoutes(app, deps);
  await homepageRoutes(app, deps);
  await blogRoutes(app, blogSourceFor(deps.blogFeedUrl));
  await employerRoutes(app, deps);
  await companyPanelRoutes(app, deps);
  await applicationRoutes(app, deps);
  await paymentsScope(app, await offerRoutes(app, deps));
}

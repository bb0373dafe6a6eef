import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveAlertSettings } from '../alerts/AlertSettings.ts';
import { candidateDocumentRoutes, presignedFileRoutes } from '../documents/documentRoutes.ts';
import { openDocuments } from '../documents/openDocuments.ts';
import { presignKey } from '../documents/presignedUrls.ts';
import { employerGuards } from '../employer/requireEmployer.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { resolveAuthSettings } from '../session/AuthSettings.ts';
import { candidateGuard } from '../session/requireCandidate.ts';
import type { ApplicationContext } from './ApplicationContext.ts';
import { applyRoutes } from './applyRoutes.ts';
import { employerApplicationRoutes } from './employerApplicationRoutes.ts';
import { historyRoutes } from './historyRoutes.ts';
import { APPLICATION_MULTIPART_LIMITS } from './readApplicationForm.ts';
import { perRouteRateLimits, privateAnswers } from '../http/scopeRules.ts';

/** Applications and e-mail confirmations one client address may send a minute: far above a person, well below a flood of rows and e-mails. */
export const APPLICATIONS_PER_MINUTE = 20;

/**
 * The applications context (docs/applications.md) in one encapsulated scope: applying (multipart,
 * its own limit), the candidate's history and documents, the signed file addresses, and the
 * employer's applications. Every answer is private (`no-store`), files included.
 */
export async function applicationRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    if (!scope.hasRequestDecorator('cookies')) await scope.register(cookie);
    await scope.register(multipart, { limits: APPLICATION_MULTIPART_LIMITS });
    await perRouteRateLimits(scope, 'requests');
    privateAnswers(scope, { unlessSet: true });
    const auth = resolveAuthSettings(deps.auth);
    const requireCandidate = candidateGuard(deps, auth);
    const context: ApplicationContext = {
      deps,
      files: openDocuments(deps.db, deps.now, deps.documents),
      mail: resolveAlertSettings(deps.alerts),
      requireCandidate,
      optionalCandidate: async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.headers.authorization !== undefined) return requireCandidate(request, reply);
        return requireTenant(request, reply);
      },
      employer: employerGuards(deps, auth),
    };
    const perClient = {
      rateLimit: {
        max: APPLICATIONS_PER_MINUTE,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => `${(request.params as { tenant?: string }).tenant ?? ''}|${request.ip}`,
      },
    };
    const documents = { deps, files: context.files, key: presignKey(auth.secret), requireCandidate };
    applyRoutes(scope, context, perClient);
    historyRoutes(scope, context);
    employerApplicationRoutes(scope, context);
    candidateDocumentRoutes(scope, documents);
    await presignedFileRoutes(scope, documents);
  });
}

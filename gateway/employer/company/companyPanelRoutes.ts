import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../../GatewayDeps.ts';
import { resolveAuthSettings } from '../../session/AuthSettings.ts';
import { employerGuards } from '../requireEmployer.ts';
import { adminGuard } from './adminGuard.ts';
import { brandStoryRoutes } from './brandStoryRoutes.ts';
import { companyDataRoutes } from './companyDataRoutes.ts';
import { companyUserRoutes } from './companyUserRoutes.ts';
import { COMPANY_MULTIPART_LIMITS } from './readMultipart.ts';
import { settingsRoutes } from './settingsRoutes.ts';
import { privateAnswers } from '../../http/scopeRules.ts';

/**
 * The employer panel's company (docs/employer-api.md, "Company"; roles in docs/companies.md): its
 * data, billing data, clauses, users and brand story, in one encapsulated scope with its own
 * multipart limits. Answers are private (`no-store`): a draft story and billing data among them.
 */
export async function companyPanelRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: COMPANY_MULTIPART_LIMITS });
    privateAnswers(scope);
    const auth = resolveAuthSettings(deps.auth);
    const guards = employerGuards(deps, auth);
    const context = { deps, auth, guards, admin: [guards.requireEmployer, adminGuard(deps.db)] };
    companyDataRoutes(scope, context);
    settingsRoutes(scope, context);
    companyUserRoutes(scope, context);
    brandStoryRoutes(scope, context);
  });
}

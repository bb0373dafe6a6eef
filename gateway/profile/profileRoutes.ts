import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { resolveAuthSettings } from '../session/AuthSettings.ts';
import { candidateGuard } from '../session/requireCandidate.ts';
import { accountRoutes } from './account/accountRoutes.ts';
import { avatarImageRoutes, avatarRoutes } from './avatarRoutes.ts';
import { documentRoutes } from './documentRoutes.ts';
import { matchingRoutes } from './matching/matchingRoutes.ts';
import { ownCandidate } from './ownCandidate.ts';
import { preferencesRoutes } from './preferencesRoutes.ts';
import { workHistoryRoutes } from './workHistoryRoutes.ts';
import { perRouteRateLimits, privateAnswers } from '../http/scopeRules.ts';

/**
 * The candidate's profile, preferences, work history, account and matching (docs/candidate-api.md),
 * in one encapsulated scope behind the bearer token, with `no-store` and the password check's rate
 * limit; the avatar images, fetched by <img> without a token, are served beside it.
 */
export async function profileRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    const auth = resolveAuthSettings(deps.auth);
    if (!scope.hasRequestDecorator('cookies')) await scope.register(cookie);
    await perRouteRateLimits(scope, 'attempts');
    privateAnswers(scope);
    const requireCandidate = candidateGuard(deps, auth);
    const own = ownCandidate(requireCandidate);
    documentRoutes(scope, deps, own);
    preferencesRoutes(scope, deps, own);
    workHistoryRoutes(scope, deps, own);
    avatarRoutes(scope, deps, own);
    accountRoutes(scope, deps, auth, own);
    matchingRoutes(scope, deps, requireCandidate);
  });
  await app.register(async (scope) => avatarImageRoutes(scope, deps));
}

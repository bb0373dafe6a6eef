import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { favouriteRoutes } from '../favourites/favouriteRoutes.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { resolveAuthSettings } from './AuthSettings.ts';
import { authenticationRoutes } from './authenticationRoutes.ts';
import { candidateRoutes } from './candidateRoutes.ts';
import { candidateGuard } from './requireCandidate.ts';
import { privateAnswers } from '../http/scopeRules.ts';

/**
 * The candidate session and everything behind it (profile, consents, favourites), in one
 * encapsulated scope: the login limits (loginRateLimit.ts) and `no-store` apply here only.
 */
export async function sessionRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    const auth = resolveAuthSettings(deps.auth);
    if (!scope.hasRequestDecorator('cookies')) await scope.register(cookie);
    // Tokens and profiles are private: no cache, shared or not, may keep them.
    privateAnswers(scope);
    const requireCandidate = candidateGuard(deps, auth);
    await authenticationRoutes(scope, deps, auth);
    await favouriteRoutes(scope, deps, requireCandidate);
    await candidateRoutes(scope, deps, requireCandidate);
  });
}

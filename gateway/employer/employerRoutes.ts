import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveAlertSettings } from '../alerts/AlertSettings.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { resolveAuthSettings } from '../session/AuthSettings.ts';
import { oauthRoutes } from './oauthRoutes.ts';
import { passwordResetRoutes } from './passwordResetRoutes.ts';
import { profileRoutes } from './profileRoutes.ts';
import { employerGuards } from './requireEmployer.ts';
import { userRoutes } from './userRoutes.ts';
import { perRouteRateLimits, privateAnswers } from '../http/scopeRules.ts';

const FORM_BODY_LIMIT = 16 * 1024;

/** RFC 6749 sends token requests as form fields; Fastify itself parses only JSON and text. */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/**
 * Employer accounts and sessions in one encapsulated scope (docs/employer-api.md, ADR 20): the form
 * parser, the login rate limit (the candidates' figures, counted separately) and `no-store` apply here.
 */
export async function employerRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    const auth = resolveAuthSettings(deps.auth);
    const mail = resolveAlertSettings(deps.alerts);
    if (!scope.hasRequestDecorator('cookies')) await scope.register(cookie);
    // After parsing (preHandler): the token route tells a refresh from a login by its body.
    await perRouteRateLimits(scope, 'attempts', { hook: 'preHandler' });
    acceptFormBodies(scope);
    privateAnswers(scope);
    const rateLimitOf = (allowList?: (request: FastifyRequest) => boolean) => ({
      max: auth.loginRateLimit.max,
      timeWindow: auth.loginRateLimit.windowMs,
      keyGenerator: (request: FastifyRequest) => `employer|${(request.params as { tenant?: string }).tenant ?? ''}|${request.ip}`,
      ...(allowList ? { allowList } : {}),
    });
    const limited = { preHandler: requireTenant, config: { rateLimit: rateLimitOf() } };
    // Refreshing is not a guess at a password: only the password grant counts against the limit.
    const isRefresh = (request: FastifyRequest) => (request.body as { grant_type?: unknown } | undefined)?.grant_type === 'refresh_token';
    const tokenLimited = { preHandler: requireTenant, config: { rateLimit: rateLimitOf(isRefresh) } };
    const guards = employerGuards(deps, auth);
    await userRoutes(scope, deps, auth, mail, guards, { limited });
    await passwordResetRoutes(scope, deps, auth, mail, { limited });
    await oauthRoutes(scope, deps, auth, tokenLimited);
    await profileRoutes(scope, deps, guards);
  });
}

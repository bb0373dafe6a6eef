import type { FastifyRequest } from 'fastify';
import { requireTenant } from '../http/tenantScope.ts';
import type { ResolvedAuthSettings } from './AuthSettings.ts';

/** Route options of the routes that check a password or a code: a known tenant, and the login rate limit per tenant and client. */
export function loginRateLimited(auth: ResolvedAuthSettings) {
  return {
    preHandler: requireTenant,
    config: {
      rateLimit: {
        max: auth.loginRateLimit.max,
        timeWindow: auth.loginRateLimit.windowMs,
        keyGenerator: (request: FastifyRequest) => `${(request.params as { tenant?: string }).tenant ?? ''}|${request.ip}`,
      },
    },
  };
}

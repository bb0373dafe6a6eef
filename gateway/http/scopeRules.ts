import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Makes every answer of a route scope private: no cache, shared or not, may keep it. With
 * `unlessSet`, a route that chose its own `cache-control` (public pricing, signed files) keeps it.
 */
export function privateAnswers(scope: FastifyInstance, options: { readonly unlessSet?: boolean } = {}): void {
  scope.addHook('onSend', async (_request, reply) => {
    if (!options.unlessSet || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}

/**
 * Per-route rate limits in a scope (a route opts in with `config.rateLimit`): past its limit a route
 * answers 429 `too-many-requests`, saying what there were too many of and when to try again.
 */
export async function perRouteRateLimits(
  scope: FastifyInstance,
  tooMany: 'requests' | 'attempts' | 'events',
  options: { readonly hook?: 'onRequest' | 'preHandler' } = {},
): Promise<void> {
  await scope.register(rateLimit, {
    global: false,
    ...(options.hook === undefined ? {} : { hook: options.hook }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'too-many-requests',
      message: `Too many ${tooMany}. Try again in ${context.after}.`,
    }),
  });
}

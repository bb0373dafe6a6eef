import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { requireTenant } from '../http/tenantScope.ts';
import type { ResolvedAuthSettings } from './AuthSettings.ts';
import { FixedWindowLimiter } from '../http/FixedWindowLimiter.ts';

export interface LoginLimits {
  /** Route options of the routes that check a password or a code: a known tenant, then the limit per tenant and client. */
  readonly route: { readonly preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void> };
  /** Counts an attempt on one account (its e-mail); false, with the 429 sent, past the account's limit. */
  account(request: FastifyRequest, reply: FastifyReply, email: string): Promise<boolean>;
}

async function tooMany(reply: FastifyReply, seconds: number): Promise<void> {
  await reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ error: 'too-many-requests', message: `Too many attempts. Try again in ${seconds} seconds.` });
}

/**
 * One limit per client and one per account, shared by login, register, set-password and
 * forgot-password: guesses spread over the routes, or over many addresses against one account, all
 * count against the same two windows (finding 11 of the hardening issue).
 */
export function loginLimits(deps: Pick<GatewayDeps, 'now'>, auth: ResolvedAuthSettings): LoginLimits {
  const throttle = new FixedWindowLimiter(() => deps.now().getTime());
  const perClient = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireTenant(request, reply);
    if (reply.sent) return;
    const wait = throttle.take(`client|${request.tenant.id}|${request.ip}`, auth.loginRateLimit);
    if (wait !== null) await tooMany(reply, wait);
  };
  return {
    route: { preHandler: perClient },
    account: async (request, reply, email) => {
      const wait = throttle.take(`account|${request.tenant.id}|${email.trim().toLowerCase().slice(0, 320)}`, auth.accountRateLimit);
      if (wait === null) return true;
      await tooMany(reply, wait);
      return false;
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { OfferContext } from '../offers/OfferContext.ts';
import { resolveAuthSettings } from '../session/AuthSettings.ts';
import { notificationRoutes } from './notificationRoutes.ts';
import { createPaymentProvider } from './PaymentSettings.ts';
import { paymentRoutes } from './paymentRoutes.ts';
import { privateAnswers } from '../http/scopeRules.ts';

/**
 * Payments in one encapsulated scope (ADR 19): the provider PAYMENTS_PROVIDER chooses (the sandbox
 * by default), the payment and status routes, and the provider's notification route. Private: `no-store`.
 */
export async function paymentsScope(app: FastifyInstance, context: OfferContext, fetchImpl?: typeof fetch): Promise<void> {
  await app.register(async (scope) => {
    privateAnswers(scope);
    const provider = createPaymentProvider(context.deps.payments, resolveAuthSettings(context.deps.auth).secret, fetchImpl);
    await paymentRoutes(scope, context, provider);
    await notificationRoutes(scope, context, provider);
  });
}

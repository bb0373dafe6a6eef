import type { FastifyInstance } from 'fastify';
import type { NotificationReceivedDto } from '../../contract/payments.ts';
import { requireTenant } from '../http/tenantScope.ts';
import type { OfferContext } from '../offers/OfferContext.ts';
import type { PaymentProvider } from './PaymentProvider.ts';
import { settlePayment } from './settlePayment.ts';

const NOTIFICATION_BODY_LIMIT = 64 * 1024;

/**
 * POST /v1/payments/notifications/{provider}: the provider's word on a payment (the sandbox's
 * signed form, Stripe's webhook). The raw body is kept for its signature. Whatever was already
 * seen, is unknown or is already settled answers 200 with `changed: false`, so the provider stops
 * retrying; a signature that does not match is 401, a body that cannot be read 400.
 */
export async function notificationRoutes(app: FastifyInstance, context: OfferContext, provider: PaymentProvider): Promise<void> {
  const { deps } = context;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTIFICATION_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(
      '/:tenant/v1/payments/notifications/:provider',
      { preHandler: requireTenant, bodyLimit: NOTIFICATION_BODY_LIMIT },
      async (request, reply) => {
        if ((request.params as { provider?: string }).provider !== provider.name) {
          return reply.code(404).send({ error: 'not-found', message: `This site takes payments through ${provider.name}.` });
        }
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const now = deps.now();
        const reading = provider.readNotification(raw, request.headers, now);
        if (reading.kind === 'rejected') return reply.code(reading.status).send({ error: 'invalid-notification', message: reading.message });
        if (reading.kind === 'ignored') return { received: true, changed: false } satisfies NotificationReceivedDto;
        const settled = await settlePayment(deps.db, provider.name, request.tenant.id, reading, { reference: await context.reference(), now });
        request.log.info({
          event: 'payment-notification',
          tenant: request.tenant.id,
          payment: reading.paymentId,
          outcome: reading.outcome,
          changed: settled.changed,
        });
        if (settled.listedTenant !== null) await context.announce(settled.listedTenant);
        return { received: true, changed: settled.changed } satisfies NotificationReceivedDto;
      },
    );
  });
}

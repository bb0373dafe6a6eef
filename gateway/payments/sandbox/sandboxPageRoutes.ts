import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxNotificationDto } from '../../../contract/payments.ts';
import { acceptFormBodies } from '../../employer/employerRoutes.ts';
import type { GatewayDeps } from '../../GatewayDeps.ts';
import { UUID_PATTERN } from '../../http/decodeInput.ts';
import { findTenant } from '../../http/tenantScope.ts';
import { returnUrlWith } from '../returnUrl.ts';
import { renderSandboxNotFound, renderSandboxPage } from './sandboxPage.ts';
import { SANDBOX_SIGNATURE_HEADER, sandboxKey, signSandboxBody } from './sandboxSignature.ts';

type Language = 'pl' | 'en';

/**
 * The sandbox provider's own pages, outside /api: GET /payments/sandbox/{id} shows the payment,
 * POST with `decision=pay|decline` tells the gateway as a provider would (a signed notification to
 * /api/{tenant}/v1/payments/notifications/sandbox, through this process) and sends the payer back
 * to the return address (303). Only when the sandbox is the configured provider.
 */
export async function sandboxPageRoutes(app: FastifyInstance, deps: GatewayDeps & { auth: { secret: Uint8Array } }): Promise<void> {
  if (deps.payments && deps.payments.provider !== 'sandbox') return;
  const key = sandboxKey(deps.auth.secret);
  await app.register(async (scope) => {
    acceptFormBodies(scope);

    const load = async (request: FastifyRequest) => {
      const id = (request.params as { id?: string }).id ?? '';
      if (!UUID_PATTERN.test(id)) return undefined;
      return deps.db
        .selectFrom('payments as p')
        .innerJoin('employer_offers as o', 'o.id', 'p.offer_id')
        .leftJoin('pricing_plans as pl', (join) => join.onRef('pl.tenant_id', '=', 'p.tenant_id').onRef('pl.slug', '=', 'p.pricing_plan'))
        .select([
          'p.id',
          'p.tenant_id',
          'p.status',
          'p.days',
          'p.extend',
          'p.net_minor',
          'p.tax_minor',
          'p.gross_minor',
          'p.currency',
          'p.return_url',
          'p.provider',
          'p.pricing_plan',
          'pl.names',
          'o.form',
          'o.slug',
        ])
        .where('p.id', '=', id.toLowerCase())
        .where('p.provider', '=', 'sandbox')
        .executeTakeFirst();
    };
    const languageOf = (request: FastifyRequest, tenantId: string | null): Language => {
      const lang = (request.query as Record<string, unknown>)['lang'];
      if (lang === 'pl' || lang === 'en') return lang;
      return (tenantId ? findTenant(tenantId)?.defaultLanguage : undefined) ?? 'en';
    };
    const nonceOf = (reply: FastifyReply): string => (reply as unknown as { cspNonce?: { style?: string } }).cspNonce?.style ?? '';
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

    scope.get('/payments/sandbox/:id', async (request, reply) => {
      const payment = await load(request);
      const language = languageOf(request, payment?.tenant_id ?? null);
      if (!payment) return html(reply, 404, renderSandboxNotFound(language, nonceOf(reply)));
      return html(
        reply,
        200,
        renderSandboxPage(
          {
            language,
            tenantName: findTenant(payment.tenant_id)?.name ?? payment.tenant_id,
            paymentId: payment.id,
            planName: payment.names?.[language] ?? payment.pricing_plan,
            offerTitle: payment.form.title ?? payment.slug,
            days: payment.days,
            extend: payment.extend,
            netMinor: payment.net_minor,
            taxMinor: payment.tax_minor,
            grossMinor: payment.gross_minor,
            currency: payment.currency,
            status: payment.status,
            returnUrl: returnUrlWith(payment.return_url, payment.id, payment.status),
          },
          nonceOf(reply),
        ),
      );
    });

    scope.post('/payments/sandbox/:id', async (request, reply) => {
      const payment = await load(request);
      const language = languageOf(request, payment?.tenant_id ?? null);
      if (!payment) return html(reply, 404, renderSandboxNotFound(language, nonceOf(reply)));
      const decision = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>)['decision'] : undefined;
      if (decision !== 'pay' && decision !== 'decline') {
        return reply.code(400).type('text/plain; charset=utf-8').send('Choose decision=pay or decision=decline.');
      }
      let status = payment.status;
      if (payment.status === 'pending') {
        const notification: SandboxNotificationDto = {
          notification_id: randomUUID(),
          payment_id: payment.id,
          status: decision === 'pay' ? 'paid' : 'declined',
          amount: payment.gross_minor / 100,
          currency: payment.currency,
        };
        const body = JSON.stringify(notification);
        const answer = await app.inject({
          method: 'POST',
          url: `/api/${encodeURIComponent(payment.tenant_id)}/v1/payments/notifications/sandbox`,
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(key, body) },
          payload: body,
        });
        if (answer.statusCode >= 400) request.log.warn({ event: 'sandbox-notification-refused', payment: payment.id, status: answer.statusCode });
        const now = await deps.db.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirst();
        status = now?.status ?? status;
      }
      return reply
        .code(303)
        .header('location', returnUrlWith(payment.return_url, payment.id, status))
        .header('cache-control', 'no-store')
        .send();
    });
  });
}

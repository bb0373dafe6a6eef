import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MailboxListDto } from '../../../contract/alerts.ts';
import { isLocalClient } from '../../http/localClient.ts';
import { requireTenant } from '../../http/tenantScope.ts';
import { normaliseEmail } from '../../session/candidates.ts';
import { findMailboxMessage, listMailbox } from '../mail/outbox.ts';
import { sendNotFound } from './alertReplies.ts';
import type { AlertScope } from './alertScope.ts';

/** The local mailbox: only without SMTP, only to a person on this machine (gateway/http/localClient.ts). */
export function mailboxRoutes(scope: FastifyInstance, alerts: AlertScope): void {
  const { deps, settings, filterId } = alerts;

  const mailboxOpen = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireTenant(request, reply);
    if (reply.sent) return;
    if (settings.smtp || !isLocalClient(request, settings.publicUrl))
      await sendNotFound(reply, 'The local mailbox is off: e-mail goes out by SMTP, or you are not on this machine.');
  };

  scope.get('/:tenant/dev/mailbox', { preHandler: mailboxOpen }, async (request) => {
    const to = (request.query as Record<string, unknown>)['to'];
    const body: MailboxListDto = {
      items: await listMailbox(deps.db, request.tenant.id, typeof to === 'string' && to.trim() !== '' ? normaliseEmail(to) : null),
    };
    return body;
  });

  scope.get('/:tenant/dev/mailbox/:id', { preHandler: mailboxOpen }, async (request, reply) => {
    const id = filterId(request);
    const message = id === null ? undefined : await findMailboxMessage(deps.db, request.tenant.id, id);
    return message ?? sendNotFound(reply, 'No such message.');
  });
}

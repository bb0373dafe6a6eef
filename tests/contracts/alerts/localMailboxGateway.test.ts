import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { LocalMailboxHttp } from '../../../adapters/http/alerts/LocalMailboxHttp.ts';
import { createServer } from '../../../composition/server/createServer.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import { startAlertsHarness, type AlertsHarness } from '../../gateway/alerts/alertsHarness.ts';
import { localMailboxContract, mailboxFixture } from './localMailbox.contract.ts';

/**
 * LocalMailboxHttp against the real gateway: the fixture's messages written to its outbox, read by a
 * person on this machine (the site at a localhost address: the mailbox is for them only); the same
 * database behind a gateway that sends by SMTP is the mailbox switched off.
 */
let h: AlertsHarness;
let local: FastifyInstance;
let smtp: FastifyInstance;
beforeAll(async () => {
  h = await startAlertsHarness({ offers: 30 });
  for (const message of mailboxFixture) {
    await h.db
      .insertInto('outbox')
      .values({
        id: message.id,
        tenant_id: 'jobboard',
        job_alert_id: null,
        kind: message.kind,
        from_address: message.from,
        to_email: message.to,
        subject: message.subject,
        text: message.text,
        html: `<p>${message.subject}</p>`,
        headers: JSON.stringify({ 'Message-ID': `<${message.id}@jobboard.localhost>` }),
        created_at: message.createdAt,
        sent_at: message.sentAt,
        next_attempt_at: message.createdAt,
      })
      .execute();
  }
  local = await createServer({ gateway: { ...h.deps, alerts: { ...h.deps.alerts, publicUrl: 'http://localhost:3000' } }, defaultTenant: 'jobboard' });
  smtp = await createServer({ gateway: { ...h.deps, alerts: { ...h.deps.alerts, smtp: true } }, defaultTenant: 'jobboard' });
});
afterAll(async () => {
  await local.close();
  await smtp.close();
  await h.close();
});

localMailboxContract(
  'LocalMailboxHttp against the real gateway',
  () => new LocalMailboxHttp(new GatewayHttpClient('', injectFetch(local)), 'jobboard'),
  () => new LocalMailboxHttp(new GatewayHttpClient('', injectFetch(smtp)), 'jobboard'),
);

import nodemailer from 'nodemailer';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { runDigests } from './digests.ts';
import { deliverOutbox, type MailTransport } from './mail/deliverOutbox.ts';
import { startPeriodicJobs, type PeriodicTask } from '../jobs/periodicJobs.ts';

export interface AlertJobsOptions {
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`); null: e-mails stay in the outbox for the local mailbox. */
  readonly smtpUrl: string | null;
  /** A transport instead of SMTP (tests). */
  readonly transport?: MailTransport;
  readonly digestEveryMs?: number;
  readonly mailEveryMs?: number;
  readonly log?: (event: Record<string, unknown>) => void;
}

export interface AlertJobs {
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * The server process's background work: due digests every minute, the outbox every few seconds
 * (when SMTP is configured). Runs never overlap within a process; across processes the row locks
 * of runDigests and deliverOutbox keep them apart. A failing run is logged and retried next tick.
 */
export function startAlertJobs(deps: Pick<GatewayDeps, 'db' | 'now' | 'alerts'>, options: AlertJobsOptions): AlertJobs {
  const log = options.log ?? (() => undefined);
  const transport = options.transport ?? (options.smtpUrl === null ? null : nodemailer.createTransport(options.smtpUrl));
  const digests: PeriodicTask = {
    name: 'alert-digests',
    everyMs: options.digestEveryMs ?? 60_000,
    run: async () => ({ ...(await runDigests(deps, deps.now())) }),
  };
  const delivery = (smtp: MailTransport): PeriodicTask => ({
    name: 'outbox-delivery',
    everyMs: options.mailEveryMs ?? 5_000,
    run: async () => ({ ...(await deliverOutbox(deps.db, smtp, deps.now)) }),
  });
  const jobs = startPeriodicJobs(transport === null ? [digests] : [digests, delivery(transport)], log);
  return {
    async stop() {
      await jobs.stop();
      if (transport !== null && 'close' in transport && typeof transport.close === 'function') transport.close();
    },
  };
}

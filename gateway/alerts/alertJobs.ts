import nodemailer from 'nodemailer';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { runDigests } from './digests.ts';
import { deliverOutbox, type MailTransport } from './mail/deliverOutbox.ts';

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
  let running: Promise<void> | null = null;
  let stopped = false;

  const exclusive = (name: string, work: () => Promise<Record<string, unknown>>) => () => {
    if (running !== null || stopped) return;
    running = work()
      .then((summary) => log({ event: name, ...summary }))
      .catch((error: unknown) => log({ event: `${name}-failed`, error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (running = null));
  };

  const digestTick = exclusive('alert-digests', async () => ({ ...(await runDigests(deps, deps.now())) }));
  const mailTick = exclusive('outbox-delivery', async () => (transport === null ? {} : { ...(await deliverOutbox(deps.db, transport, deps.now)) }));

  const timers = [
    setInterval(digestTick, options.digestEveryMs ?? 60_000),
    ...(transport === null ? [] : [setInterval(mailTick, options.mailEveryMs ?? 5_000)]),
  ];
  for (const timer of timers) timer.unref();
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await running;
      if (transport !== null && 'close' in transport && typeof transport.close === 'function') transport.close();
    },
  };
}

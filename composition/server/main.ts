import './productionMode.ts';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startAlertJobs } from '../../gateway/alerts/alertJobs.ts';
import { openEvents } from '../../gateway/events/openEvents.ts';
import { startOfferJobs } from '../../gateway/offers/offerJobs.ts';
import { startApplicationJobs } from '../../gateway/applications/applicationJobs.ts';
import { createServer, type PageRenderer } from './createServer.ts';
import { loadAuthSecret } from './loadAuthSecret.ts';
import { loadOperatorToken } from './loadOperatorToken.ts';
import { openConfiguredDatabase } from './openConfiguredDatabase.ts';
import { readSettings, SettingError } from './settings.ts';

const log = (line: string) => process.stdout.write(`${line}\n`);
const root = path.resolve(import.meta.dirname, '../..');
const development = process.argv.includes('--dev');

/** `npm start` (production build) and `npm run dev` (Vite, hot reload): one process, all of it. */
async function main(): Promise<void> {
  const started = performance.now();
  const settings = readSettings(process.env);
  const database = await openConfiguredDatabase(settings, log);
  const version = process.env.npm_package_version ?? '0.0.0';
  const renderPages = development ? await developmentPages() : await productionPages();
  // Cross-process events (offers changed): LISTEN/NOTIFY on the embedded PGlite or the PostgreSQL server.
  const events = await openEvents(
    database.pglite ? { kind: 'pglite', pglite: database.pglite } : { kind: 'postgres', url: settings.databaseUrl ?? '' },
    database.db,
  );
  const alerts = {
    publicUrl: settings.publicUrl,
    defaultTenant: settings.defaultTenant,
    mailFrom: settings.mailFrom,
    smtp: settings.smtpUrl !== null,
    guestRateLimit: { max: settings.guestAlertsPerMinute === 0 ? Number.MAX_SAFE_INTEGER : settings.guestAlertsPerMinute, windowMs: 60_000 },
  };
  const app = await createServer({
    gateway: {
      db: database.db,
      databaseKind: database.source,
      version,
      now: () => new Date(),
      auth: { secret: await loadAuthSecret(settings.jwtSecret, settings.dataDir), secureCookies: settings.secureCookies },
      alerts,
      listingCache: settings.listingCache,
      events,
      payments: settings.payments,
      blogFeedUrl: settings.blogFeedUrl,
      documents: settings.documents,
    },
    trustProxy: settings.trustProxy,
    trustForwardedHost: settings.trustForwardedHost,
    defaultTenant: settings.defaultTenant,
    publicHosts: settings.publicHosts,
    candidatePortalUrl: settings.candidatePortalUrl,
    mapStyleUrl: settings.mapStyleUrl,
    liveChat: settings.liveChat,
    errorReportingDsn: settings.errorReportingDsn,
    operatorToken: await loadOperatorToken(settings.operatorToken, settings.dataDir),
    renderPages,
    ...(development ? { development: true } : { clientAssetsDir: path.join(root, 'build/client') }),
  });
  // Job-alert digests every minute; the outbox delivered by SMTP when SMTP_URL is set.
  const alertJobs = startAlertJobs(
    { db: database.db, now: () => new Date(), alerts },
    { smtpUrl: settings.smtpUrl, log: (event) => app.log.info(event) },
  );
  // Publications that ran out leave search every 30 s.
  const offerJobs = startOfferJobs({ db: database.db, now: () => new Date(), events }, { log: (event) => app.log.info(event) });
  // Applications and CVs past their retention (docs/applications.md), every hour.
  const applicationJobs = startApplicationJobs(
    { db: database.db, now: () => new Date(), documents: settings.documents },
    { log: (event) => app.log.info(event) },
  );
  const shutdown = async () => {
    await alertJobs.stop();
    await offerJobs.stop();
    await applicationJobs.stop();
    await app.close();
    await events.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: settings.port, host: settings.host });
  const port = (app.server.address() as { port: number }).port;
  log(`Jobboard is ready in ${Math.round(performance.now() - started)} ms (${database.source}).`);
  log(
    `  Open http://localhost:${port}/  (tenants: http://jobboard.localhost:${port}/, http://engineers.localhost:${port}/, http://design.localhost:${port}/)`,
  );
}

async function productionPages(): Promise<PageRenderer> {
  const entry = path.join(root, 'build/server/index.js');
  if (!existsSync(entry)) throw new SettingError('no production build found: run `npm run build` first (npm start does it for you)');
  const module = (await import(pathToFileURL(entry).href)) as { productionSsrPlugin: PageRenderer };
  return module.productionSsrPlugin;
}

async function developmentPages(): Promise<PageRenderer> {
  const { developmentSsr } = await import('./developmentSsr.ts');
  return developmentSsr(root);
}

main().catch((error: unknown) => {
  const message = error instanceof SettingError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`jobboard: ${message.split('\n')[0]}\n`);
  if (!(error instanceof SettingError) && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});

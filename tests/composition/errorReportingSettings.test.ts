import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReporterSentry } from '../../adapters/http/errors/ErrorReporterSentry.ts';
import { ErrorReporterConsole } from '../../adapters/system/ErrorReporterConsole.ts';
import { resolve } from '../../composition/kernel/provide.ts';
import { createServerRendererRoot } from '../../composition/roots/serverRendererRoot.ts';
import { createServer } from '../../composition/server/createServer.ts';
import { readErrorReportingDsn, readSettings, SettingError } from '../../composition/server/settings.ts';
import { errorReporterFor } from '../../composition/shared/sharedModules.ts';
import { SharedKeys } from '../../composition/shared/sharedKeys.ts';
import { pgliteDatabase } from '../support/databases.ts';

/**
 * ERROR_REPORTING_DSN picks the error-reporting service (platform.md 1 and 8: errors are
 * "reported"); without it the port's default adapter writes to the log.
 */
describe('ERROR_REPORTING_DSN', () => {
  it('unset or empty: the log', () => {
    expect(readErrorReportingDsn(undefined)).toBeNull();
    expect(readErrorReportingDsn('  ')).toBeNull();
    expect(readSettings({}).errorReportingDsn).toBeNull();
    expect(errorReporterFor(null, fetch, 'server')).toBeInstanceOf(ErrorReporterConsole);
  });

  it('a DSN: the service, which keeps the log for what it cannot deliver', () => {
    expect(readSettings({ ERROR_REPORTING_DSN: ' https://key@o1.ingest.sentry.io/42 ' }).errorReportingDsn).toBe(
      'https://key@o1.ingest.sentry.io/42',
    );
    expect(errorReporterFor('https://key@o1.ingest.sentry.io/42', fetch, 'browser')).toBeInstanceOf(ErrorReporterSentry);
  });

  it('refuses what is not a DSN with a line naming the setting', () => {
    for (const text of ['https://o1.ingest.sentry.io/42', 'not a dsn', 'https://key@host/project']) {
      expect(() => readErrorReportingDsn(text), text).toThrow(SettingError);
      expect(() => readErrorReportingDsn(text)).toThrow(/^ERROR_REPORTING_DSN must be a DSN/);
    }
  });

  it('lets pages send reports to the service’s origin (CSP connect-src), and no other', async () => {
    const database = await pgliteDatabase();
    const gateway = { db: database.db, databaseKind: 'pglite' as const, version: 'test', now: () => new Date() };
    const withService = await createServer({ gateway, defaultTenant: 'jobboard', errorReportingDsn: 'https://key@errors.example/42' });
    const without = await createServer({ gateway, defaultTenant: 'jobboard' });
    try {
      expect(String((await withService.inject({ url: '/robots.txt' })).headers['content-security-policy'])).toMatch(
        /connect-src [^;]*https:\/\/errors\.example/,
      );
      expect(String((await without.inject({ url: '/robots.txt' })).headers['content-security-policy'])).not.toContain('errors.example');
    } finally {
      await withService.close();
      await without.close();
      await database.close();
    }
  });
});

describe('the server renderer’s reports', () => {
  let fake: Server;
  let port = 0;
  const envelopes: string[] = [];
  let arrived: () => void = () => {};
  beforeAll(async () => {
    fake = createHttpServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        envelopes.push(`${request.url}\n${text}`);
        response.writeHead(200).end('{}');
        arrived();
      });
    });
    await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
    port = (fake.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => fake.close(() => done())));

  it('reach the service of the DSN', async () => {
    const root = createServerRendererRoot({ baseUrl: '', tenantId: 'jobboard', fetch, errorReportingDsn: `http://key@127.0.0.1:${port}/7` });
    const sent = new Promise<void>((done) => (arrived = done));
    resolve(root, SharedKeys.ErrorReporter).report({ kind: 'network-failure', message: 'offline' }, { context: 'session.profile' });
    await sent;
    expect(envelopes[0]).toMatch(/^\/api\/7\/envelope\/\?sentry_key=key&/);
    expect(envelopes[0]).toContain('"type":"network-failure"');
    expect(envelopes[0]).toContain('"extra":{"context":"session.profile"}');
  });
});

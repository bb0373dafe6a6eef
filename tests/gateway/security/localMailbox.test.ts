import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { testDatabase } from '../../support/databases.ts';

/**
 * Finding 11 of the hardening issue: the local mailbox (e-mails with account links) opened to
 * anyone whose request reached the app from a loopback address, which is every visitor behind a
 * proxy on the same machine that adds no X-Forwarded-For.
 */
describe('the local mailbox is for a person on this machine only', () => {
  let database: Database;
  const servers: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.close();
  });

  async function serverAt(publicUrl: string, publicHosts: string[] = []): Promise<FastifyInstance> {
    const server = await createServer({
      gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => new Date(), alerts: { publicUrl } },
      defaultTenant: 'jobboard',
      publicHosts,
    });
    servers.push(server);
    return server;
  }
  const mailbox = (server: FastifyInstance, options: { host?: string; remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    server.inject({
      url: '/api/jobboard/dev/mailbox',
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      headers: { host: options.host ?? 'localhost:3000', ...options.headers },
    });

  it('opens on a developer’s machine: loopback, a local host name, no proxy in between', async () => {
    const local = await serverAt('http://localhost:3000');
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'design.localhost:3000'])
      expect((await mailbox(local, { host })).statusCode, host).toBe(200);
    expect((await mailbox(local, { remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('stays shut for another machine, and for a request a proxy passed on', async () => {
    const local = await serverAt('http://localhost:3000', ['jobs.example']);
    expect((await mailbox(local, { remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded', 'via', 'x-forwarded-proto']) {
      expect((await mailbox(local, { headers: { [header]: header === 'forwarded' ? 'for=127.0.0.1' : '127.0.0.1' } })).statusCode, header).toBe(404);
    }
    // A proxy on this machine that keeps the visitor's Host.
    expect((await mailbox(local, { host: 'jobs.example' })).statusCode).toBe(404);
  });

  it('stays shut when the site is published under a public address, even for a proxy that adds nothing and rewrites Host', async () => {
    const published = await serverAt('https://jobs.example');
    expect((await mailbox(published, { host: '127.0.0.1:3000' })).statusCode).toBe(404);
    expect((await mailbox(published, { host: 'localhost:3000' })).statusCode).toBe(404);
  });
});

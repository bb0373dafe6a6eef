import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { BoundedQueue, QueueFull } from '../../../gateway/http/BoundedQueue.ts';
import { offerFilters } from '../../../gateway/listing/offerQuery.ts';
import { MAX_TEXT_FILTERS, MAX_TEXT_LENGTH, MAX_TEXT_VALUES } from '../../../gateway/listing/textFilters.ts';
import { UNCACHED_SEARCHES } from '../../../gateway/listing/routes/searchRoutes.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { testDatabase } from '../../support/databases.ts';

/**
 * Finding 5 of the hardening issue: uncached heavy searches (150 text filters in 5 KB) queued
 * without limit behind the database; ten in parallel held everyone up.
 */
describe('text filters are capped', () => {
  const words = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

  it(`keeps at most ${MAX_TEXT_VALUES} values a list, ${MAX_TEXT_LENGTH} characters each, ${MAX_TEXT_FILTERS} in all`, () => {
    const filters = offerFilters({
      keywords: words('k', 150),
      skills: words('s', 25),
      jobTitles: words('t', 25),
      companyNames: [...words('c', 5), 'x'.repeat(MAX_TEXT_LENGTH + 1)],
    });
    expect(filters.keywords).toHaveLength(MAX_TEXT_VALUES);
    expect(filters.keywords.length + filters.skills.length + filters.jobTitles.length + filters.companyNames.length).toBe(MAX_TEXT_FILTERS);
    expect(filters.skills).toEqual(words('s', MAX_TEXT_FILTERS - MAX_TEXT_VALUES));
    expect(offerFilters({ companyNames: ['x'.repeat(MAX_TEXT_LENGTH + 1), 'Acme'] }).companyNames).toEqual(['Acme']);
  });
});

describe('a bounded queue', () => {
  it('runs so many at once, keeps so many waiting, refuses the next at once, and frees slots in order', async () => {
    const queue = new BoundedQueue(2, 1, 3);
    const gates: Array<() => void> = [];
    const started: number[] = [];
    const task = (id: number) => () =>
      new Promise<number>((resolve) => {
        started.push(id);
        gates.push(() => resolve(id));
      });
    const runs = [queue.run(task(1)), queue.run(task(2)), queue.run(task(3))];
    await expect(queue.run(task(4))).rejects.toEqual(new QueueFull(3));
    expect(queue.size).toEqual({ running: 2, waiting: 1 });
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    gates[0]!();
    expect(await runs[0]).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    gates[1]!();
    gates[2]!();
    expect(await Promise.all(runs)).toEqual([1, 2, 3]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that failed', async () => {
    const queue = new BoundedQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });
});

/** A Kysely plugin that holds every query's answer while closed: a database that has stopped answering. */
class Gate implements KyselyPlugin {
  private opened: Promise<void> = Promise.resolve();
  private openGate: () => void = () => undefined;
  close(): void {
    this.opened = new Promise((resolve) => (this.openGate = resolve));
  }
  open(): void {
    this.openGate();
  }
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    await this.opened;
    return args.result;
  }
}

describe('uncached searches over a busy database', () => {
  let database: Database;
  let app: FastifyInstance;
  const gate = new Gate();
  beforeAll(async () => {
    database = await testDatabase();
    await seedDatabase(database.db, { offers: 100, now: new Date('2025-06-01T00:00:00Z') });
    app = await createServer({
      gateway: { db: database.db.withPlugin(gate), databaseKind: 'pglite', version: 'test', now: () => new Date('2025-06-01T00:00:00Z') },
      defaultTenant: 'jobboard',
    });
  });
  afterAll(async () => {
    gate.open();
    await app.close();
    await database.close();
  });

  // inject sends a request only once it is awaited: `then` sends it now.
  const search = (word: string) =>
    app.inject({ url: `/api/jobboard/v2/user-panel/offers/by-cursor?keywords=${word}&keywords=${word}x&skills=${word}` }).then((answer) => answer);

  it('answers 429 with Retry-After past the line, and the rest once the database answers again', async () => {
    expect((await search('warmup')).statusCode).toBe(200);
    gate.close();
    const capacity = UNCACHED_SEARCHES.running + UNCACHED_SEARCHES.waiting;
    const answers = Array.from({ length: capacity + 5 }, (_, index) => search(`heavy${index}`));
    const refused = await Promise.all(answers.slice(capacity));
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json()).toMatchObject({ error: 'too-many-requests' });
    }
    gate.open();
    for (const answer of await Promise.all(answers.slice(0, capacity))) expect(answer.statusCode).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { createServer } from '../../../composition/server/createServer.ts';
import type { FiltersDto } from '../../../contract/alerts.ts';
import type { AlertSettings } from '../../../gateway/alerts/AlertSettings.ts';
import type { GatewayDeps } from '../../../gateway/GatewayDeps.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import type { Schema } from '../../../gateway/db/Schema.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { testDatabase } from '../../support/databases.ts';
import { testHashing, testSecret } from '../session/sessionHarness.ts';
import { emptyFiltersPayload } from '../../../core/alerts/JobFilter.ts';

export const SEEDED_AT = new Date('2025-06-01T00:00:00Z');
export const PUBLIC_URL = 'https://jobboard.test';

export interface AlertsHarness {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly db: Kysely<Schema>;
  readonly deps: GatewayDeps;
  /** The gateway's clock: move it to make digests due. */
  readonly clock: { now: Date };
  close(): Promise<void>;
}

/** A migrated PGlite seeded with a few hundred offers (published in the 60 days before SEEDED_AT) and the server over it. */
export async function startAlertsHarness(
  options: { offers?: number; alerts?: AlertSettings; database?: () => Promise<Database> } = {},
): Promise<AlertsHarness> {
  const database = await (options.database ?? testDatabase)();
  await seedDatabase(database.db, { offers: options.offers ?? 300, now: SEEDED_AT });
  const clock = { now: new Date(SEEDED_AT.getTime() + 3_600_000) };
  const deps: GatewayDeps = {
    db: database.db,
    databaseKind: 'pglite',
    version: 'test',
    now: () => clock.now,
    auth: { secret: testSecret, passwordHashing: testHashing, loginRateLimit: { max: 1000, windowMs: 60_000 } },
    alerts: {
      publicUrl: PUBLIC_URL,
      defaultTenant: 'jobboard',
      mailFrom: 'alerts@jobboard.test',
      guestRateLimit: { max: 10_000, windowMs: 60_000 },
      ...options.alerts,
    },
  };
  const app = await createServer({ gateway: deps, defaultTenant: 'jobboard' });
  return {
    app,
    database,
    db: database.db,
    deps,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** No filter at all: core's empty payload, as a fresh wire object. */
export const noFilters = (): FiltersDto => structuredClone(emptyFiltersPayload) as FiltersDto;

/** Filters matching only offers published by `publishOffers` with that marker word. */
export const markerFilters = (word: string): FiltersDto => ({
  ...noFilters(),
  search: { keywords: [word], companyNames: [], skills: [], jobTitles: [] },
});

let counter = 0;
export const uniqueGuestEmail = (prefix = 'guest') => `${prefix}.${Date.now()}.${++counter}@example.com`;

export function guestPayload(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueGuestEmail(),
    frequency: 'twiceAWeek',
    name: 'React, Kraków',
    filters: noFilters(),
    createCandidate: false,
    marketingAgreement: false,
    searchUrl: `/praca/krakow?keyword=react&n=${++counter}`,
    ...overrides,
  };
}

export function post(app: FastifyInstance, url: string, payload: unknown) {
  const options: InjectOptions = { method: 'POST', url, payload: payload as NonNullable<InjectOptions['payload']> };
  return app.inject(options);
}

export interface OutboxMessage {
  id: string;
  tenant_id: string;
  job_alert_id: string | null;
  kind: 'activation' | 'confirmation' | 'digest';
  to_email: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  sent_at: Date | null;
  created_at: Date;
}

export async function outbox(db: Kysely<Schema>, to?: string): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'tenant_id', 'job_alert_id', 'kind', 'to_email', 'subject', 'text', 'html', 'headers', 'sent_at', 'created_at'])
    .$if(to !== undefined, (q) => q.where('to_email', '=', (to ?? '').toLowerCase()))
    .orderBy('created_at')
    .orderBy('kind')
    .execute();
  return rows;
}

/** The `?job-alerts=...` link of an e-mail's text, as a URL. */
export function alertLinkIn(message: OutboxMessage, kind: 'activate' | 'unsubscribe'): URL {
  const match = new RegExp(`https://\\S+\\?job-alerts=${kind}\\S+`).exec(message.text);
  if (!match) throw new Error(`no ${kind} link in:\n${message.text}`);
  return new URL(match[0]);
}

export function activationOf(message: OutboxMessage): { code: string; jobFilterId: string } {
  const url = alertLinkIn(message, 'activate');
  return { code: url.searchParams.get('code') ?? '', jobFilterId: url.searchParams.get('job-filter-id') ?? '' };
}

export function unsubscribeOf(message: OutboxMessage): { candidateId: string; code: string } {
  const url = alertLinkIn(message, 'unsubscribe');
  return { candidateId: url.searchParams.get('candidate-id') ?? '', code: url.searchParams.get('code') ?? '' };
}

/** The List-Unsubscribe target, as a path the app can be injected with. */
export function oneClickPathOf(message: OutboxMessage): string {
  const header = message.headers['List-Unsubscribe'] ?? '';
  const url = new URL(header.replace(/^<|>$/g, ''));
  return url.pathname;
}

/**
 * Publishes `count` new offers on a board at `publishedAt` (copies of seeded ones, titled with
 * `marker` so a keyword filter finds exactly them). Their ids, newest first.
 */
/** Offers `publishOffers` made, per database: never templates for later copies. */
const copiesMade = new WeakMap<Kysely<Schema>, string[]>();

/**
 * Copies of the board's first seeded offers (by id), retitled with the marker word and published at
 * the given time (each a second before the previous). Only seeded offers serve as templates: a copy
 * made earlier carries its own marker, and a random id sorts before a seeded one often enough that
 * copying it made "Unrelatedword" offers that also matched the earlier marker (the digests test's
 * occasional 4 offers instead of 3).
 */
export async function publishOffers(
  db: Kysely<Schema>,
  options: { count: number; publishedAt: Date; tenantId?: string; marker: string },
): Promise<string[]> {
  const made = copiesMade.get(db) ?? [];
  copiesMade.set(db, made);
  let templateQuery = db
    .selectFrom('offers')
    .selectAll()
    .where('tenant_id', '=', options.tenantId ?? 'jobboard');
  if (made.length > 0) templateQuery = templateQuery.where('id', 'not in', made);
  const templates = await templateQuery.orderBy('id').limit(options.count).execute();
  if (templates.length < options.count) throw new Error(`only ${templates.length} offers to copy`);
  const ids: string[] = [];
  for (const [index, template] of templates.entries()) {
    const { search_text: _ignored, ...row } = template;
    const id = randomUUID();
    ids.push(id);
    made.push(id);
    await db
      .insertInto('offers')
      .values({
        ...row,
        id,
        slug: `${options.marker.toLowerCase()}-${index}-${id.slice(0, 8)}`,
        title: `${options.marker} ${row.title}`,
        search_document: `${options.marker} ${row.search_document}`,
        published_at: new Date(options.publishedAt.getTime() - index * 1000),
        employment_types: JSON.stringify(row.employment_types),
        required_skills: JSON.stringify(row.required_skills),
        optional_skills: JSON.stringify(row.optional_skills),
        multilocation: JSON.stringify(row.multilocation),
      })
      .execute();
  }
  return ids;
}

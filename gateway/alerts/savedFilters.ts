import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { FiltersDto, JobFilterDto } from '../../contract/alerts.ts';
import type { Schema } from '../db/Schema.ts';
import type { AlertFrequency, AlertStatus, JobFiltersTable } from './tables.ts';

type Db = Kysely<Schema>;

/** A saved filter with its alert's state, as the routes and flows read it. */
export interface FilterRow extends Selectable<JobFiltersTable> {
  alert_id: string | null;
  alert_status: AlertStatus | null;
  alert_frequency: AlertFrequency | null;
}

/** Who a filter belongs to: a candidate account, or a guest's (lower-cased) e-mail. */
export type FilterOwner = { readonly candidateId: string } | { readonly guestEmail: string };

export function filtersWithAlerts(db: Db) {
  return db
    .selectFrom('job_filters as f')
    .leftJoin('job_alerts as a', 'a.job_filter_id', 'f.id')
    .select([
      'f.id',
      'f.tenant_id',
      'f.candidate_id',
      'f.guest_email',
      'f.search_url',
      'f.name',
      'f.filters',
      'f.created_at',
      'f.last_read_at',
      'a.id as alert_id',
      'a.status as alert_status',
      'a.frequency as alert_frequency',
    ]);
}

function ownedBy(query: ReturnType<typeof filtersWithAlerts>, tenantId: string, owner: FilterOwner) {
  const scoped = query.where('f.tenant_id', '=', tenantId);
  return 'candidateId' in owner ? scoped.where('f.candidate_id', '=', owner.candidateId) : scoped.where('f.guest_email', '=', owner.guestEmail);
}

/** The owner's filters, newest first. */
export function listFilters(db: Db, tenantId: string, owner: FilterOwner): Promise<FilterRow[]> {
  return ownedBy(filtersWithAlerts(db), tenantId, owner).orderBy('f.created_at', 'desc').orderBy('f.id').execute() as Promise<FilterRow[]>;
}

export function findFilter(db: Db, tenantId: string, owner: FilterOwner, id: string): Promise<FilterRow | undefined> {
  return ownedBy(filtersWithAlerts(db), tenantId, owner).where('f.id', '=', id).executeTakeFirst() as Promise<FilterRow | undefined>;
}

export function findFilterByUrl(db: Db, tenantId: string, owner: FilterOwner, searchUrl: string): Promise<FilterRow | undefined> {
  return ownedBy(filtersWithAlerts(db), tenantId, owner).where('f.search_url', '=', searchUrl).executeTakeFirst() as Promise<FilterRow | undefined>;
}

/** How many filters, and how many live alerts (active or waiting for activation), the owner has. */
export async function ownerTotals(db: Db, tenantId: string, owner: FilterOwner): Promise<{ filters: number; alerts: number }> {
  const row = await ownedBy(filtersWithAlerts(db), tenantId, owner)
    .clearSelect()
    .select([sql<number>`count(*)`.as('filters'), sql<number>`count(*) filter (where a.status in ('active', 'inactive'))`.as('alerts')])
    .executeTakeFirstOrThrow();
  return { filters: Number(row.filters), alerts: Number(row.alerts) };
}

export interface NewFilter {
  readonly tenantId: string;
  readonly owner: FilterOwner;
  readonly searchUrl: string;
  readonly name: string;
  readonly filters: FiltersDto;
  readonly now: Date;
}

export async function insertFilter(db: Db, filter: NewFilter): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('job_filters')
    .values({
      id,
      tenant_id: filter.tenantId,
      candidate_id: 'candidateId' in filter.owner ? filter.owner.candidateId : null,
      guest_email: 'guestEmail' in filter.owner ? filter.owner.guestEmail : null,
      search_url: filter.searchUrl,
      name: filter.name,
      filters: JSON.stringify(filter.filters),
      created_at: filter.now,
      last_read_at: null,
    })
    .execute();
  return id;
}

/** Serialises changes to one owner's filters (limits and duplicates are checked, then written). */
export async function lockOwner(db: Db, tenantId: string, owner: FilterOwner): Promise<void> {
  const key = 'candidateId' in owner ? `alerts:candidate:${owner.candidateId}` : `alerts:guest:${tenantId}:${owner.guestEmail}`;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}

/** The wire shape; an unsubscribed alert shows as none. */
export function toJobFilterDto(row: FilterRow, count: number): JobFilterDto {
  const live = row.alert_status === 'active' || row.alert_status === 'inactive';
  return {
    id: row.id,
    searchUrl: row.search_url,
    filterName: row.name,
    filters: row.filters,
    count,
    jobAlert: live && row.alert_frequency !== null ? { status: row.alert_status as 'active' | 'inactive', frequency: row.alert_frequency } : null,
  };
}

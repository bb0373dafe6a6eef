import { randomUUID } from 'node:crypto';
import type { InferResult, Kysely } from 'kysely';
import type { HistoryItemDto } from '../../contract/applications.ts';
import type { Schema } from '../db/Schema.ts';
import { iso } from '../db/iso.ts';

type Db = Kysely<Schema>;

export interface HistoryFilter {
  readonly tenantId: string;
  readonly candidateId: string;
  readonly isConfirmed?: boolean;
  readonly offerIds?: readonly string[];
}

/** The candidate's items with their application's status and CV name (both null for a click elsewhere or an application no longer kept). */
function historyRows(db: Db, filter: HistoryFilter) {
  return db
    .selectFrom('application_history as h')
    .leftJoin('applications as a', 'a.id', 'h.application_id')
    .leftJoin('documents as d', 'd.id', 'a.cv_document_id')
    .where('h.tenant_id', '=', filter.tenantId)
    .where('h.candidate_id', '=', filter.candidateId)
    .$if(filter.isConfirmed === true, (q) => q.where('h.confirmed_at', 'is not', null))
    .$if(filter.isConfirmed === false, (q) => q.where('h.confirmed_at', 'is', null))
    .$if(filter.offerIds !== undefined, (q) => q.where('h.offer_id', 'in', [...(filter.offerIds ?? [])]));
}

const columns = [
  'h.redirect_id',
  'h.offer_id',
  'h.offer_slug',
  'h.offer_title',
  'h.company_name',
  'h.source',
  'h.confirmed_at',
  'h.created_at',
  'a.status',
  'a.status_changed_at',
  'd.file_name as cv_file_name',
] as const;

const selectHistory = (db: Db, filter: HistoryFilter) => historyRows(db, filter).select(columns);

type HistoryRow = InferResult<ReturnType<typeof selectHistory>>[number];

const toItem = (row: HistoryRow): HistoryItemDto => ({
  redirectId: row.redirect_id,
  jobAdvertisementId: row.offer_id,
  offerSlug: row.offer_slug,
  offerTitle: row.offer_title,
  companyName: row.company_name,
  source: row.source,
  isConfirmed: row.confirmed_at !== null,
  status: row.status,
  appliedAt: new Date(row.created_at).toISOString(),
  confirmedAt: iso(row.confirmed_at),
  statusChangedAt: iso(row.status_changed_at),
  cvFileName: row.cv_file_name,
});

/** One page, newest first, and whether another follows. */
export async function listHistory(
  db: Db,
  filter: HistoryFilter,
  page: number,
  pageSize: number,
): Promise<{ items: HistoryItemDto[]; hasNextPage: boolean; total: number }> {
  if (filter.offerIds !== undefined && filter.offerIds.length === 0) return { items: [], hasNextPage: false, total: 0 };
  const [rows, total] = await Promise.all([
    selectHistory(db, filter)
      .orderBy('h.created_at', 'desc')
      .orderBy('h.id')
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
      .execute(),
    countHistory(db, filter),
  ]);
  return { items: rows.slice(0, pageSize).map((row) => toItem(row)), hasNextPage: rows.length > pageSize, total };
}

export async function countHistory(db: Db, filter: HistoryFilter): Promise<number> {
  const row = await historyRows(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findHistoryItem(db: Db, tenantId: string, candidateId: string, redirectId: string): Promise<HistoryItemDto | undefined> {
  const row = await selectHistory(db, { tenantId, candidateId }).where('h.redirect_id', '=', redirectId).executeTakeFirst();
  return row && toItem(row);
}

export interface NewHistoryItem {
  readonly tenantId: string;
  readonly candidateId: string;
  readonly redirectId: string;
  readonly offer: { readonly id: string; readonly slug: string; readonly title: string; readonly companyName: string };
  readonly source: 'board' | 'external';
  readonly applicationId: string | null;
  readonly confirmedAt: Date | null;
  readonly now: Date;
}

/**
 * Records an item for an offer; one item per candidate and offer: a board application replaces
 * whatever was there (a click elsewhere before the offer moved to the board), a second click
 * elsewhere keeps the first. Answers the item's redirect id and whether it is new, or
 * 'redirect-id-taken' when the id names another offer's item.
 */
export async function recordHistoryItem(db: Db, item: NewHistoryItem): Promise<{ redirectId: string; created: boolean } | 'redirect-id-taken'> {
  const existing = await db
    .selectFrom('application_history')
    .select(['redirect_id', 'source'])
    .where('candidate_id', '=', item.candidateId)
    .where('offer_id', '=', item.offer.id)
    .executeTakeFirst();
  if (existing && item.source === 'external') return { redirectId: existing.redirect_id, created: false };
  if (existing)
    await db.deleteFrom('application_history').where('candidate_id', '=', item.candidateId).where('offer_id', '=', item.offer.id).execute();
  const inserted = await db
    .insertInto('application_history')
    .values({
      id: randomUUID(),
      tenant_id: item.tenantId,
      candidate_id: item.candidateId,
      redirect_id: item.redirectId,
      offer_id: item.offer.id,
      offer_slug: item.offer.slug,
      offer_title: item.offer.title,
      company_name: item.offer.companyName,
      source: item.source,
      application_id: item.applicationId,
      confirmed_at: item.confirmedAt,
      created_at: item.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('redirect_id')
    .executeTakeFirst();
  if (inserted) return { redirectId: inserted.redirect_id, created: true };
  // Another click on this offer won the race: answer its item. Otherwise the redirect id names another offer's item.
  const winner = await db
    .selectFrom('application_history')
    .select('redirect_id')
    .where('candidate_id', '=', item.candidateId)
    .where('offer_id', '=', item.offer.id)
    .executeTakeFirst();
  return winner ? { redirectId: winner.redirect_id, created: false } : 'redirect-id-taken';
}

import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ConversationRequestDto, SentConversationRequestDto } from '../../contract/invitations.ts';
import type { Schema } from '../db/Schema.ts';
import { publicLogoUrl } from '../listing/companyLogos.ts';
import type { ConversationRequestsTable } from './tables.ts';
import { iso } from '../db/iso.ts';

type Db = Kysely<Schema>;
type RequestRow = Selectable<ConversationRequestsTable>;

/** The candidate's invitations, newest first, with the company's name and logo and the conversation once accepted. */
export async function candidateRequests(db: Db, tenantId: string, candidateId: string): Promise<ConversationRequestDto[]> {
  const rows = await db
    .selectFrom('conversation_requests as r')
    .leftJoin('companies as c', 'c.id', 'r.company_id')
    .leftJoin('conversations as v', 'v.request_id', 'r.id')
    .select(['r.id', 'r.company_id', 'r.offer_id', 'r.offer_slug', 'r.offer_title', 'r.status', 'r.created_at', 'r.answered_at'])
    .select(['c.name as company_name', 'c.slug as company_slug', 'c.logo as company_logo', 'v.id as conversation_id'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.candidate_id', '=', candidateId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name ?? '',
    companyLogoUrl: row.company_slug && row.company_logo ? publicLogoUrl(row.company_slug, row.company_logo) : null,
    jobAdvertisementId: row.offer_id,
    offerTitle: row.offer_title,
    offerSlug: row.offer_slug,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    answeredAt: iso(row.answered_at),
    conversationId: row.conversation_id ?? null,
  }));
}

/** Invitations waiting for the candidate's answer: the session's `conversationRequestsCount`. */
export async function pendingCount(db: Db, candidateId: string): Promise<number> {
  const row = await db
    .selectFrom('conversation_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('candidate_id', '=', candidateId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every invitation the candidate received (invitation stats). */
export async function totalCount(db: Db, candidateId: string): Promise<number> {
  const row = await db
    .selectFrom('conversation_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('candidate_id', '=', candidateId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The invitation a candidate answers, named by the company and the offer (platform.md 7). */
export function findRequest(
  db: Db,
  ids: { tenantId: string; candidateId: string; companyId: number; offerId: string },
): Promise<RequestRow | undefined> {
  return db
    .selectFrom('conversation_requests')
    .selectAll()
    .where('tenant_id', '=', ids.tenantId)
    .where('candidate_id', '=', ids.candidateId)
    .where('company_id', '=', ids.companyId)
    .where('offer_id', '=', ids.offerId)
    .executeTakeFirst();
}

export interface NewRequest {
  readonly tenantId: string;
  readonly candidateId: string;
  readonly companyId: number;
  readonly offer: { readonly id: string; readonly slug: string; readonly title: string };
  readonly sentBy: string;
  readonly now: Date;
}

/** A new pending invitation, or null when the candidate was already invited for this offer. */
export async function insertRequest(db: Db, request: NewRequest): Promise<RequestRow | null> {
  const row = await db
    .insertInto('conversation_requests')
    .values({
      id: randomUUID(),
      tenant_id: request.tenantId,
      candidate_id: request.candidateId,
      company_id: request.companyId,
      offer_id: request.offer.id,
      offer_slug: request.offer.slug,
      offer_title: request.offer.title,
      sent_by: request.sentBy,
      status: 'pending',
      created_at: request.now,
      answered_at: null,
    })
    .onConflict((oc) => oc.columns(['candidate_id', 'offer_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export const toSentRequest = (row: RequestRow, conversationId: string | null): SentConversationRequestDto => ({
  id: row.id,
  candidateId: row.candidate_id,
  jobAdvertisementId: row.offer_id,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  answeredAt: iso(row.answered_at),
  conversationId,
});

/** The company's invitations (for one offer, or all), newest first. */
export async function companyRequests(db: Db, tenantId: string, companyId: number, offerId: string | null): Promise<SentConversationRequestDto[]> {
  let query = db
    .selectFrom('conversation_requests as r')
    .leftJoin('conversations as v', 'v.request_id', 'r.id')
    .selectAll('r')
    .select('v.id as conversation_id')
    .where('r.tenant_id', '=', tenantId)
    .where('r.company_id', '=', companyId);
  if (offerId !== null) query = query.where('r.offer_id', '=', offerId);
  const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id').execute();
  return rows.map((row) => toSentRequest(row, row.conversation_id ?? null));
}

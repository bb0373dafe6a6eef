import { sql, type Kysely, type Selectable } from 'kysely';
import type { ApplicationStatusDto, EmployerApplicationDto, EmployerApplicationPageDto } from '../../contract/applications.ts';
import { APPLICATION_STATUSES } from '../../core/applications/ApplicationStatus.ts';
import type { Schema } from '../db/Schema.ts';
import { deleteDocuments } from '../documents/documentRows.ts';
import type { DocumentFiles } from '../documents/openDocuments.ts';
import type { ApplicationsTable } from './tables.ts';
import { iso } from '../db/iso.ts';

type Db = Kysely<Schema>;
export type ApplicationRow = Selectable<ApplicationsTable>;

/** Deletes applications with their CV copies (rows and bytes); history items keep their record without a status. */
export async function deleteApplications(db: Db, files: DocumentFiles, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const documents = await db
    .selectFrom('documents')
    .select(['id', 'storage'])
    .where('application_id', 'in', [...ids])
    .execute();
  await db
    .deleteFrom('applications')
    .where('id', 'in', [...ids])
    .execute();
  await deleteDocuments(db, files, documents);
}

export interface CompanyScope {
  readonly tenantId: string;
  readonly companyId: number;
}

/** The company's applications whose e-mail is confirmed (a guest's unconfirmed one is no application yet). */
function companyApplications(db: Db, scope: CompanyScope) {
  return db
    .selectFrom('applications as a')
    .innerJoin('employer_offers as eo', 'eo.id', 'a.offer_id')
    .leftJoin('documents as d', 'd.id', 'a.cv_document_id')
    .where('a.tenant_id', '=', scope.tenantId)
    .where('a.company_id', '=', scope.companyId)
    .where('a.email_confirmed_at', 'is not', null);
}

const employerColumns = [
  'a.id',
  'a.offer_slug',
  'a.name',
  'a.email',
  'a.message',
  'a.status',
  'a.future_consent',
  'a.custom_consent',
  'a.created_at',
  'a.status_changed_at',
  'd.file_name',
  'd.content_type',
  'd.size',
  sql<string>`coalesce(eo.form->>'title', eo.slug)`.as('offer_title'),
] as const;

interface EmployerRow {
  id: string;
  offer_slug: string;
  name: string;
  email: string;
  message: string;
  status: ApplicationStatusDto;
  future_consent: boolean;
  custom_consent: boolean;
  created_at: Date;
  status_changed_at: Date | null;
  file_name: string | null;
  content_type: string | null;
  size: number | null;
  offer_title: string;
}

const toEmployerApplication = (row: EmployerRow): EmployerApplicationDto => ({
  id: row.id,
  offerSlug: row.offer_slug,
  offerTitle: row.offer_title,
  name: row.name,
  email: row.email,
  message: row.message,
  status: row.status,
  cv:
    row.file_name === null || row.content_type === null || row.size === null
      ? null
      : { fileName: row.file_name, contentType: row.content_type, size: Number(row.size) },
  futureConsent: row.future_consent,
  customConsent: row.custom_consent,
  appliedAt: new Date(row.created_at).toISOString(),
  statusChangedAt: iso(row.status_changed_at),
});

export interface EmployerQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly offerSlug?: string;
  readonly status?: ApplicationStatusDto;
}

/** A page of the company's applications, newest first, with the count per status over the same offers. */
export async function listCompanyApplications(db: Db, scope: CompanyScope, query: EmployerQuery): Promise<EmployerApplicationPageDto> {
  const offers = companyApplications(db, scope).$if(query.offerSlug !== undefined, (q) => q.where('a.offer_slug', '=', query.offerSlug ?? ''));
  const chosen = offers.$if(query.status !== undefined, (q) => q.where('a.status', '=', query.status ?? 'new'));
  const [rows, byStatus] = await Promise.all([
    chosen
      .select(employerColumns)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    offers
      .select(['a.status', sql<number>`count(*)::int`.as('n')])
      .groupBy('a.status')
      .execute(),
  ]);
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatusDto, number>;
  for (const row of byStatus) counts[row.status] = Number(row.n);
  const total = query.status === undefined ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[query.status];
  return { items: rows.map((row) => toEmployerApplication(row as EmployerRow)), page: query.page, pageSize: query.pageSize, total, counts };
}

/** One of the company's applications, or undefined (no such application and another company's are the same answer). */
export async function findCompanyApplication(
  db: Db,
  scope: CompanyScope,
  id: string,
): Promise<{ application: EmployerApplicationDto; row: ApplicationRow } | undefined> {
  const found = await companyApplications(db, scope).select(employerColumns).where('a.id', '=', id).executeTakeFirst();
  if (!found) return undefined;
  const row = await db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { application: toEmployerApplication(found as EmployerRow), row };
}

/** Whether the company has an offer with this slug (any status but deleted): its applications' list is then its to read. */
export async function companyOwnsOffer(db: Db, scope: CompanyScope, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('employer_offers')
    .select('id')
    .where('tenant_id', '=', scope.tenantId)
    .where('company_id', '=', scope.companyId)
    .where('slug', '=', slug)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
  return row !== undefined;
}

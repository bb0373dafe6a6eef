import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { StoredDocumentDto } from '../../contract/applications.ts';
import type { Schema } from '../db/Schema.ts';
import type { DocumentFiles } from './openDocuments.ts';
import type { DocumentsTable } from './tables.ts';

type Db = Kysely<Schema>;
export type DocumentRow = Selectable<DocumentsTable>;

/** A candidate keeps at most this many documents: enough for CVs in a few languages, not a file store. */
export const MAX_CANDIDATE_DOCUMENTS = 20;

export const toStoredDocument = (row: DocumentRow): StoredDocumentDto => ({
  id: row.id,
  fileName: row.file_name,
  visibility: row.visibility === 0 ? 0 : 1,
  uploadedAt: new Date(row.created_at).toISOString(),
  contentType: row.content_type,
  size: row.size,
});

/** The candidate's own documents (profile files, not the copies applications keep), newest first. */
export async function listCandidateDocuments(db: Db, tenantId: string, candidateId: string): Promise<StoredDocumentDto[]> {
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .where('application_id', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toStoredDocument);
}

export async function findCandidateDocument(db: Db, tenantId: string, candidateId: string, id: string): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .where('application_id', 'is', null)
    .executeTakeFirst();
}

export type NewDocument = Omit<DocumentRow, 'storage'>;

/**
 * Writes a document: its row first (the id is claimed once: a second upload to one signed address
 * is 'taken' and writes nothing), then its bytes; if the bytes cannot be written, the row goes too.
 */
export async function storeDocument(db: Db, files: DocumentFiles, document: NewDocument, bytes: Buffer): Promise<'stored' | 'taken'> {
  const inserted = await db
    .insertInto('documents')
    .values({ ...document, storage: files.writer.storage })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return 'taken';
  try {
    await files.writer.put(document.id, bytes, document.content_type);
  } catch (error) {
    await db.deleteFrom('documents').where('id', '=', document.id).execute();
    throw error;
  }
  return 'stored';
}

/** Deletes documents: the rows, then the bytes where each was kept. */
export async function deleteDocuments(db: Db, files: DocumentFiles, rows: ReadonlyArray<Pick<DocumentRow, 'id' | 'storage'>>): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  await db.deleteFrom('documents').where('id', 'in', ids).execute();
  for (const storage of ['database', 's3'] as const) {
    const keys = rows.filter((row) => row.storage === storage).map((row) => row.id);
    if (keys.length > 0) await files.of(storage).remove(keys);
  }
}

/**
 * An application's own copy of a document (its own row and bytes, owned by the application alone),
 * so either can be deleted without the other. Null when the source's bytes are gone.
 */
export async function copyForApplication(
  db: Db,
  files: DocumentFiles,
  source: DocumentRow,
  applicationId: string,
  now: Date,
): Promise<DocumentRow | null> {
  const stored = await files.of(source.storage).get(source.id);
  if (!stored) return null;
  const copy: NewDocument = { ...source, id: randomUUID(), candidate_id: null, application_id: applicationId, created_at: now };
  await storeDocument(db, files, copy, stored.bytes);
  return { ...copy, storage: files.writer.storage };
}

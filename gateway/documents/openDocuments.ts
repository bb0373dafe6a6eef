import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import type { Documents } from './Documents.ts';
import { DocumentsDatabase } from './DocumentsDatabase.ts';
import { DocumentsS3, type S3Fetch } from './DocumentsS3.ts';
import type { DocumentsSettings } from './DocumentsSettings.ts';
import type { DocumentStorage } from './tables.ts';

/**
 * The documents' bytes as the routes use them: new files go where the settings say, and each
 * stored file is read and removed where its row says it was written, so that switching
 * DOCUMENTS_S3_URL on keeps the files stored before readable.
 */
export interface DocumentFiles {
  readonly writer: Documents;
  of(storage: DocumentStorage): Documents;
}

export function openDocuments(db: Kysely<Schema>, now: () => Date, settings?: DocumentsSettings, s3Fetch?: S3Fetch): DocumentFiles {
  const database = new DocumentsDatabase(db, now);
  const s3 = settings?.s3 ? new DocumentsS3(settings.s3, now, s3Fetch) : null;
  return {
    writer: s3 ?? database,
    of(storage) {
      if (storage === 'database') return database;
      if (s3 === null) throw new Error('a document kept in S3 cannot be reached without DOCUMENTS_S3_URL');
      return s3;
    },
  };
}

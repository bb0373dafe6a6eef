import type { Timestamp } from '../db/columnTypes.ts';

/** Where a document's bytes are: the database (document_contents) or the S3-compatible bucket. */
export type DocumentStorage = 'database' | 's3';

/** A stored file (migration 0014): owned by a candidate's profile or by one application. */
export interface DocumentsTable {
  id: string;
  tenant_id: string;
  candidate_id: string | null;
  application_id: string | null;
  /** public = 0, private = 1 (platform.md 3). */
  visibility: 0 | 1;
  file_name: string;
  /** The type read from the bytes (file-type), never the one the client claimed. */
  content_type: string;
  size: number;
  storage: DocumentStorage;
  created_at: Timestamp;
}

/** The bytes of the database adapter (DocumentsDatabase), by key. */
export interface DocumentContentsTable {
  key: string;
  content_type: string;
  bytes: Buffer;
  created_at: Timestamp;
}

/** Tables of the documents port (migration 0014). */
export interface DocumentTables {
  documents: DocumentsTable;
  document_contents: DocumentContentsTable;
}

import type { DocumentStorage } from './tables.ts';

/** A file's bytes and the type they were stored with. */
export interface StoredBytes {
  readonly bytes: Buffer;
  readonly contentType: string;
}

/**
 * Where the bytes of documents live (ADR 23): the database by default (DocumentsDatabase), or an
 * S3-compatible bucket (DocumentsS3, DOCUMENTS_S3_URL). What is known about a document (its owner,
 * name, checked type, size) is in the `documents` table either way; a port only keeps bytes by key.
 * Every method throws on a storage failure (the request answers 503 or 500): none is expected.
 */
export interface Documents {
  /** Which one this is, written into each document's row so that it is read back from the same place. */
  readonly storage: DocumentStorage;
  /** Stores the bytes under `key`, replacing any. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<StoredBytes | null>;
  /** Removes the bytes under each key; a missing key is not an error. */
  remove(keys: readonly string[]): Promise<void>;
}

/**
 * DOCUMENTS_S3_URL (README): an S3-compatible bucket for the documents' bytes, written as one
 * address, `https://ACCESS_KEY:SECRET_KEY@endpoint/bucket[/prefix]?region=eu-central-1` (path-style
 * addressing, which MinIO, Ceph, R2 and S3 itself answer; keys percent-encoded). Unset: the bytes
 * stay in the database.
 */
export interface S3Settings {
  /** The endpoint's origin, `https://s3.eu-central-1.amazonaws.com`. */
  readonly endpoint: string;
  readonly bucket: string;
  /** Prepended to every key, without slashes at either end ('' for none). */
  readonly prefix: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export interface DocumentsSettings {
  readonly s3: S3Settings | null;
}

/** The settings, or `{ error }` with the sentence that stops the process. */
export function parseDocumentsSettings(env: Readonly<Record<string, string | undefined>>): DocumentsSettings | { readonly error: string } {
  const text = (env['DOCUMENTS_S3_URL'] ?? '').trim();
  if (text === '') return { s3: null };
  const wrong = { error: 'DOCUMENTS_S3_URL must look like https://ACCESS_KEY:SECRET_KEY@host/bucket?region=eu-central-1' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return wrong;
  }
  const [bucket, ...prefix] = url.pathname.split('/').filter((part) => part !== '');
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    !bucket ||
    url.username === '' ||
    url.password === '' ||
    !/^[a-z0-9-]{1,40}$/.test(region)
  )
    return wrong;
  return {
    s3: {
      endpoint: url.origin,
      bucket: decodeURIComponent(bucket),
      prefix: prefix.map(decodeURIComponent).join('/'),
      region,
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
    },
  };
}

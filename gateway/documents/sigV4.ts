import { createHash, createHmac } from 'node:crypto';

/** The credentials and place a request is signed for (AWS Signature Version 4). */
export interface SigV4Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  readonly service: string;
}

export interface RequestToSign {
  readonly method: string;
  readonly url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (which are added). */
  readonly headers: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body (of the empty string for none). */
  readonly payloadHash: string;
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it: unreserved characters stay, everything else is %XX in upper case. */
export const uriEncode = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20130524T000000Z`. */
export const amzDate = (now: Date): string =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The path, each segment encoded once (S3 does not double-encode). */
function canonicalPath(url: URL): string {
  const path = url.pathname === '' ? '/' : url.pathname;
  return path
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([key, value]) => [uriEncode(key), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** The canonical request of SigV4 and the list of signed headers. */
export function canonicalRequest(request: RequestToSign, date: string): { text: string; signedHeaders: string } {
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(request.headers)) headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  headers.set('host', request.url.host);
  headers.set('x-amz-date', date);
  headers.set('x-amz-content-sha256', request.payloadHash);
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(';');
  const text = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    canonicalQuery(request.url),
    names.map((name) => `${name}:${headers.get(name)}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  return { text, signedHeaders };
}

/**
 * The headers that sign `request` (Authorization, x-amz-date, x-amz-content-sha256) with SigV4
 * over `node:crypto`, no SDK: the request's own headers are to be sent with them.
 */
export function signV4(request: RequestToSign, credentials: SigV4Credentials, now: Date): Record<string, string> {
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const { text, signedHeaders } = canonicalRequest(request, date);
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(text)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), credentials.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
    'x-amz-date': date,
    'x-amz-content-sha256': request.payloadHash,
  };
}

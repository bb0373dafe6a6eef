import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed address allows: one purpose (upload by PUT, download by GET) of one file of one candidate, until `expires`. */
export interface Presigned {
  readonly tenantId: string;
  readonly fileId: string;
  readonly purpose: 'upload' | 'download';
  readonly candidateId: string;
  readonly visibility: 0 | 1;
  readonly fileName: string;
  /** Unix seconds. */
  readonly expires: number;
}

/** How long an address works: enough to send 10 MB on a slow line, short enough that a leaked one is soon useless. */
export const UPLOAD_URL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_SECONDS = 5 * 60;

export const methodOf = (purpose: Presigned['purpose']): 'PUT' | 'GET' => (purpose === 'upload' ? 'PUT' : 'GET');

/** A key of its own for these signatures, derived from the access-token key (one JWT_SECRET serves every process). */
export const presignKey = (secret: Uint8Array): Buffer => createHmac('sha256', secret).update('jobboard documents v1').digest();

/** Everything the address allows, one field a line: changing any of them breaks the signature. */
const canonical = (p: Presigned): string =>
  [methodOf(p.purpose), p.tenantId, p.fileId, p.purpose, p.candidateId, String(p.visibility), p.fileName, String(p.expires)].join('\n');

const sign = (p: Presigned, key: Buffer): string => createHmac('sha256', key).update(canonical(p)).digest('base64url');

/** The address on this site (path and query): `/api/{tenant}/documents/{fileId}?...&signature=`. */
export function presignedPath(p: Presigned, key: Buffer): string {
  const query = new URLSearchParams({
    purpose: p.purpose,
    owner: p.candidateId,
    visibility: String(p.visibility),
    name: p.fileName,
    expires: String(p.expires),
    signature: sign(p, key),
  });
  return `/api/${encodeURIComponent(p.tenantId)}/documents/${encodeURIComponent(p.fileId)}?${query.toString()}`;
}

export type Verified = { readonly ok: true; readonly presigned: Presigned } | { readonly ok: false; readonly reason: 'forged' | 'expired' };

/**
 * Whether a request may do what its address says: the signature matches this method, tenant, file
 * and every query field (constant-time compare), and the time is not up. A forged or altered
 * address, one used with the other method, and one of another file all fail as `forged`.
 */
export function verifyPresigned(
  method: string,
  tenantId: string,
  fileId: string,
  query: Readonly<Record<string, unknown>>,
  key: Buffer,
  now: Date,
): Verified {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : null);
  const purpose = text('purpose');
  const visibility = text('visibility');
  const expires = Number(text('expires'));
  const [candidateId, fileName, signature] = [text('owner'), text('name'), text('signature')];
  if ((purpose !== 'upload' && purpose !== 'download') || (visibility !== '0' && visibility !== '1') || !Number.isSafeInteger(expires))
    return { ok: false, reason: 'forged' };
  if (candidateId === null || fileName === null || signature === null || methodOf(purpose) !== method) return { ok: false, reason: 'forged' };
  const presigned: Presigned = { tenantId, fileId, purpose, candidateId, visibility: visibility === '0' ? 0 : 1, fileName, expires };
  const expected = Buffer.from(sign(presigned, key));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  return expires * 1000 <= now.getTime() ? { ok: false, reason: 'expired' } : { ok: true, presigned };
}

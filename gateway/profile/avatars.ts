import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import { PROFILE_LIMITS } from '../../core/profile/profileLimits.ts';
import type { Problem } from '../../core/profile/rules/Problems.ts';
import type { Schema } from '../db/Schema.ts';

type Db = Kysely<Schema>;
type AvatarType = 'image/png' | 'image/jpeg';

/** Plain base64 of at most 2 MB of bytes (4 characters per 3 bytes, padded). */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAX_BASE64_LENGTH = Math.ceil(PROFILE_LIMITS.avatarBytes / 3) * 4;

export const avatarUrlOf = (tenantId: string, avatarId: string) => `/api/${encodeURIComponent(tenantId)}/candidate-avatars/${avatarId}`;

/** The upload's bytes and type, decided by its magic bytes (file-type), or what is wrong with it. */
export async function readAvatar(base64: string): Promise<{ bytes: Buffer; mediaType: AvatarType } | { problem: Problem }> {
  const text = base64.trim();
  if (text.length > MAX_BASE64_LENGTH + 4) return { problem: 'too-large' };
  if (text === '' || text.length % 4 !== 0 || !BASE64.test(text)) return { problem: 'not-an-image' };
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > PROFILE_LIMITS.avatarBytes) return { problem: 'too-large' };
  const detected = await fileTypeFromBuffer(bytes);
  return detected?.mime === 'image/png' || detected?.mime === 'image/jpeg' ? { bytes, mediaType: detected.mime } : { problem: 'not-an-image' };
}

/** Replaces the candidate's avatar with a new one under a new random id, and points the account at it. */
export async function replaceAvatar(
  db: Db,
  ids: { tenantId: string; candidateId: string },
  image: { bytes: Buffer; mediaType: AvatarType },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  const avatarUrl = avatarUrlOf(ids.tenantId, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('candidate_avatars').where('candidate_id', '=', ids.candidateId).execute();
    await trx
      .insertInto('candidate_avatars')
      .values({ id, candidate_id: ids.candidateId, tenant_id: ids.tenantId, media_type: image.mediaType, bytes: image.bytes, created_at: now })
      .execute();
    await trx.updateTable('candidates').set({ avatar_url: avatarUrl }).where('id', '=', ids.candidateId).execute();
  });
  return avatarUrl;
}

export async function removeAvatar(db: Db, candidateId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('candidate_avatars').where('candidate_id', '=', candidateId).execute();
    await trx.updateTable('candidates').set({ avatar_url: null }).where('id', '=', candidateId).execute();
  });
}

export function findAvatar(db: Db, tenantId: string, avatarId: string) {
  return db
    .selectFrom('candidate_avatars')
    .select(['media_type', 'bytes'])
    .where('id', '=', avatarId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

import type { Kysely } from 'kysely';
import type { DataExportDto } from '../../../contract/profile.ts';
import type { Schema } from '../../db/Schema.ts';
import { filtersWithAlerts } from '../../alerts/savedFilters.ts';
import { NO_PASSWORD } from '../../session/candidates.ts';
import { loadDocument } from '../candidateDocument.ts';
import { iso } from '../../db/iso.ts';

type Db = Kysely<Schema>;

/** The candidate's saved searches with their alerts, and the e-mails written for those alerts. */
async function alertsOf(db: Db, candidateId: string) {
  const filters = await filtersWithAlerts(db)
    .select(['a.email', 'a.language', 'a.created_at as alert_created_at', 'a.activated_at', 'a.last_digest_at'])
    .where('f.candidate_id', '=', candidateId)
    .orderBy('f.created_at')
    .execute();
  const alertIds = filters.flatMap((row) => (row.alert_id ? [row.alert_id] : []));
  const mails =
    alertIds.length === 0
      ? []
      : await db
          .selectFrom('outbox')
          .select(['kind', 'to_email', 'subject', 'created_at', 'sent_at'])
          .where('job_alert_id', 'in', alertIds)
          .orderBy('created_at')
          .execute();
  return {
    savedSearches: filters.map((row) => ({
      id: row.id,
      name: row.name,
      searchUrl: row.search_url,
      filters: row.filters,
      createdAt: iso(row.created_at),
      lastReadAt: iso(row.last_read_at),
      alert: row.alert_id
        ? {
            status: row.alert_status,
            frequency: row.alert_frequency,
            email: row.email,
            language: row.language,
            createdAt: iso(row.alert_created_at),
            activatedAt: iso(row.activated_at),
            lastDigestAt: iso(row.last_digest_at),
          }
        : null,
    })),
    emails: mails.map((mail) => ({
      kind: mail.kind,
      to: mail.to_email,
      subject: mail.subject,
      createdAt: iso(mail.created_at),
      sentAt: iso(mail.sent_at),
    })),
  };
}

/** Favourites (with the offer's title while it is published), consents with their dates, logins. */
async function activityOf(db: Db, candidateId: string) {
  const favourites = await db
    .selectFrom('favourites as f')
    .leftJoin('offers as o', 'o.id', 'f.offer_id')
    .select(['f.offer_id', 'f.created_at', 'o.title', 'o.slug'])
    .where('f.candidate_id', '=', candidateId)
    .orderBy('f.created_at')
    .execute();
  const consents = await db
    .selectFrom('consents')
    .select(['name', 'given', 'updated_at'])
    .where('candidate_id', '=', candidateId)
    .orderBy('name')
    .execute();
  const logins = await db
    .selectFrom('refresh_tokens')
    .select((eb) => [
      'family_id',
      eb.fn.min('created_at').as('started_at'),
      eb.fn.max('created_at').as('last_refreshed_at'),
      eb.fn.max('expires_at').as('expires_at'),
      eb.fn.max('revoked_at').as('revoked_at'),
    ])
    .where('candidate_id', '=', candidateId)
    .groupBy('family_id')
    .orderBy('started_at')
    .execute();
  return {
    favourites: favourites.map((row) => ({
      jobAdvertisementId: row.offer_id,
      addedAt: iso(row.created_at),
      offerTitle: row.title,
      offerSlug: row.slug,
    })),
    consents: consents.map((row) => ({ name: row.name, given: row.given, updatedAt: iso(row.updated_at) })),
    logins: logins.map((row) => ({
      startedAt: iso(row.started_at),
      lastRefreshedAt: iso(row.last_refreshed_at),
      expiresAt: iso(row.expires_at),
      endedAt: iso(row.revoked_at),
    })),
  };
}

/**
 * Everything stored about the candidate (docs/profile.md, "Export"): the account (never the
 * password's hash, only whether one is set), profile with the avatar image itself, preferences,
 * work history, consents, favourites, saved searches and alerts, their e-mails, and the logins.
 * Null when there is no such candidate.
 */
export async function exportCandidate(db: Db, tenantId: string, candidateId: string, now: Date): Promise<DataExportDto | null> {
  const document = await loadDocument(db, tenantId, candidateId);
  const account = await db
    .selectFrom('candidates')
    .select(['created_at', 'password_hash', 'feature_flags'])
    .where('id', '=', candidateId)
    .executeTakeFirst();
  if (!document || !account) return null;
  const avatar = await db
    .selectFrom('candidate_avatars')
    .select(['media_type', 'bytes', 'created_at'])
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
  const { profile, preferences, workHistory } = document;
  return {
    format: 'jobboard-candidate-export/1',
    exportedAt: now.toISOString(),
    candidate: {
      account: {
        id: document.id,
        tenant: tenantId,
        email: document.email,
        createdAt: iso(account.created_at),
        passwordSet: account.password_hash !== NO_PASSWORD,
        featureFlags: account.feature_flags,
      },
      profile: {
        ...profile,
        avatar: avatar
          ? { mediaType: avatar.media_type, uploadedAt: iso(avatar.created_at), base64: Buffer.from(avatar.bytes).toString('base64') }
          : null,
      },
      preferences,
      workHistory,
      ...(await activityOf(db, candidateId)),
      ...(await alertsOf(db, candidateId)),
    },
  };
}

import type { Kysely, Selectable } from 'kysely';
import type { CandidateDocumentDto, PreferencesDto, PreferencesFieldsDto, WorkHistoryEntryDto } from '../../contract/profile.ts';
import { emptyPreferences } from '../../core/profile/CandidateDocument.ts';
import { byRecency } from '../../core/profile/rules/workHistoryRules.ts';
import type { Schema } from '../db/Schema.ts';
import { findById, toProfileDto } from '../session/candidates.ts';
import type { WorkHistoryTable } from './tables.ts';
import { listCandidateDocuments } from '../documents/documentRows.ts';
import { unreadMessagesOf } from '../chat/conversations.ts';

type Db = Kysely<Schema>;

/** The consents a candidate answers in the settings; one not answered yet reads as not given. */
export const consentNames = ['profiling'] as const;

export function toWorkHistoryEntry(row: Selectable<WorkHistoryTable>): WorkHistoryEntryDto {
  return {
    id: row.id,
    title: row.title,
    companyName: row.company_name,
    description: row.description,
    period: {
      start: { year: row.start_year, month: row.start_month },
      end: row.end_year === null || row.end_month === null ? null : { year: row.end_year, month: row.end_month },
    },
  };
}

/** The stored preferences over the empty ones, so that a field added later reads as its empty value. */
export function toPreferences(candidateId: string, stored: PreferencesFieldsDto | undefined): PreferencesDto {
  return { ...emptyPreferences(candidateId), ...stored, candidateId } as PreferencesDto;
}

export async function loadWorkHistory(db: Db, candidateId: string): Promise<WorkHistoryEntryDto[]> {
  const rows = await db.selectFrom('work_history').selectAll().where('candidate_id', '=', candidateId).execute();
  return rows.map(toWorkHistoryEntry).sort(byRecency);
}

export async function loadPreferences(db: Db, candidateId: string): Promise<PreferencesDto> {
  const row = await db.selectFrom('candidate_profiles').select('preferences').where('candidate_id', '=', candidateId).executeTakeFirst();
  return toPreferences(candidateId, row?.preferences);
}

/** GET /candidates/{id}: the whole candidate, or null when there is no such candidate in the tenant. */
export async function loadDocument(db: Db, tenantId: string, candidateId: string): Promise<CandidateDocumentDto | null> {
  const candidate = await findById(db, tenantId, candidateId);
  if (!candidate) return null;
  const profile = await db
    .selectFrom('candidate_profiles')
    .select(['social_profiles', 'preferences'])
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
  const consentRows = await db.selectFrom('consents').select(['name', 'given']).where('candidate_id', '=', candidateId).execute();
  const given = new Map(consentRows.map((row) => [row.name, row.given]));
  const session = { ...toProfileDto(candidate), unreadMessages: await unreadMessagesOf(db, tenantId, candidateId) };
  return {
    ...session,
    profile: {
      firstName: session.firstName,
      lastName: session.lastName,
      email: session.email,
      avatarUrl: session.avatarUrl,
      applicationDocs: await listCandidateDocuments(db, tenantId, candidateId),
      socialMediaProfiles: profile?.social_profiles ?? [],
    },
    preferences: toPreferences(candidateId, profile?.preferences),
    workHistory: await loadWorkHistory(db, candidateId),
    consents: consentNames.map((name) => ({ name, given: given.get(name) ?? (name === 'profiling' ? candidate.accepts_profiling : false) })),
  };
}

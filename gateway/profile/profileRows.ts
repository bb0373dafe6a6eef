import type { Kysely } from 'kysely';
import type { PreferencesFieldsDto } from '../../contract/profile.ts';
import { emptyPreferences } from '../../core/profile/CandidateDocument.ts';
import type { Schema } from '../db/Schema.ts';
import type { SocialProfileRow } from './tables.ts';

type Db = Kysely<Schema>;

const noPreferences = (): PreferencesFieldsDto => {
  const { candidateId: _id, ...fields } = emptyPreferences('');
  return fields as PreferencesFieldsDto;
};

/** The columns an employer's candidate search filters on, taken from the preferences (tables.ts). */
function searchColumns(fields: PreferencesFieldsDto) {
  return {
    skill_ids: fields.skills.map((skill) => skill.id),
    category_ids: [...fields.categoryIds],
    residences: [...fields.locations.residences],
    workplace_types: [...fields.locations.workplaceTypes],
    employment_types: fields.employments.map((employment) => employment.type),
    experience_years: fields.experienceYears,
    availability_weeks: fields.availabilityPeriod?.value ?? null,
    job_looking: fields.jobLooking,
  };
}

/** Stores the whole preferences and their search columns, making the profile row at the first save. */
export async function savePreferences(
  db: Db,
  ids: { tenantId: string; candidateId: string },
  fields: PreferencesFieldsDto,
  now: Date,
): Promise<void> {
  const preferences = JSON.stringify(fields);
  await db
    .insertInto('candidate_profiles')
    .values({ candidate_id: ids.candidateId, tenant_id: ids.tenantId, social_profiles: '[]', preferences, ...searchColumns(fields), updated_at: now })
    .onConflict((oc) => oc.column('candidate_id').doUpdateSet({ preferences, ...searchColumns(fields), updated_at: now }))
    .execute();
}

export async function saveSocialProfiles(
  db: Db,
  ids: { tenantId: string; candidateId: string },
  profiles: readonly SocialProfileRow[],
  now: Date,
): Promise<void> {
  const social = JSON.stringify(profiles);
  const fields = noPreferences();
  await db
    .insertInto('candidate_profiles')
    .values({
      candidate_id: ids.candidateId,
      tenant_id: ids.tenantId,
      social_profiles: social,
      preferences: JSON.stringify(fields),
      ...searchColumns(fields),
      updated_at: now,
    })
    .onConflict((oc) => oc.column('candidate_id').doUpdateSet({ social_profiles: social, updated_at: now }))
    .execute();
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PreferencesPatchCodec, type PreferencesDto, type PreferencesPatchDto } from '../../contract/profile.ts';
import { normalisePreferences, preferencesProblems, type KnownValues } from '../../core/profile/rules/preferencesRules.ts';
import { hasProblems } from '../../core/profile/rules/Problems.ts';
import type { Schema } from '../db/Schema.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import { loadPreferences } from './candidateDocument.ts';
import type { OwnCandidate } from './ownCandidate.ts';
import { isObject, sendProblems } from './profileInput.ts';
import { savePreferences } from './profileRows.ts';

/** The tenant's category ids and the cities' slugs, asked for only when the patch names some. */
async function knownValues(db: Kysely<Schema>, tenantId: string, patch: PreferencesPatchDto): Promise<KnownValues> {
  const categoryIds = patch.categoryIds?.length
    ? new Set((await db.selectFrom('categories').select('id').where('tenant_id', '=', tenantId).execute()).map((row) => row.id))
    : undefined;
  const citySlugs = patch.locations?.residences.length
    ? new Set((await db.selectFrom('cities').select('slug').execute()).map((row) => row.slug))
    : undefined;
  return { ...(categoryIds ? { categoryIds } : {}), ...(citySlugs ? { citySlugs } : {}) };
}

const SHAPE =
  'Send an object with any of position, experienceYears, desiredPositions, skills [{ name, level }], employments [{ type, salary: { amount, currency } | null }], locations { residences, workplaceTypes }, internalLanguages [{ code, level }], categoryIds, availabilityPeriod { unit: "week", value }, jobLooking.';

/** PATCH /candidates/{id}/preferences: the fields sent are checked (known categories and cities too) and replaced. */
export function preferencesRoutes(app: FastifyInstance, deps: GatewayDeps, own: OwnCandidate): void {
  app.patch('/:tenant/candidates/:id/preferences', own, async (request, reply) => {
    const patch = isObject(request.body) ? decodeInput(PreferencesPatchCodec, request.body) : null;
    if (!patch) return sendBadRequest(reply, SHAPE);
    const problems = preferencesProblems(patch, await knownValues(deps.db, request.tenant.id, patch));
    if (hasProblems(problems)) return sendProblems(reply, problems);
    const candidateId = request.candidate.candidateId;
    const current = await loadPreferences(deps.db, candidateId);
    const merged = { ...current, ...normalisePreferences(patch), candidateId } as PreferencesDto;
    const { candidateId: _id, ...fields } = merged;
    await savePreferences(deps.db, { tenantId: request.tenant.id, candidateId }, fields, deps.now());
    return merged;
  });
}

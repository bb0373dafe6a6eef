import type { FastifyInstance } from 'fastify';
import { ProfilePatchCodec } from '../../contract/profile.ts';
import { normaliseProfilePatch, profilePatchProblems } from '../../core/profile/rules/personalRules.ts';
import { hasProblems } from '../../core/profile/rules/Problems.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import { loadDocument } from './candidateDocument.ts';
import { NO_SUCH_CANDIDATE, type OwnCandidate } from './ownCandidate.ts';
import { isObject, sendProblems } from './profileInput.ts';
import { saveSocialProfiles } from './profileRows.ts';

/** GET /candidates/{id}, the whole candidate; PATCH /candidates/{id}, names and social profiles. */
export function documentRoutes(app: FastifyInstance, deps: GatewayDeps, own: OwnCandidate): void {
  app.get('/:tenant/candidates/:id', own, async (request, reply) => {
    const document = await loadDocument(deps.db, request.tenant.id, request.candidate.candidateId);
    return document ?? reply.code(404).send(NO_SUCH_CANDIDATE);
  });

  app.patch('/:tenant/candidates/:id', own, async (request, reply) => {
    const patch = isObject(request.body) ? decodeInput(ProfilePatchCodec, request.body) : null;
    if (!patch)
      return sendBadRequest(
        reply,
        'Send an object with firstName, lastName (texts) and socialMediaProfiles ([{ type: linkedin|github|other, link }]), any of them.',
      );
    const problems = profilePatchProblems(patch);
    if (hasProblems(problems)) return sendProblems(reply, problems);
    const { firstName, lastName, socialMediaProfiles } = normaliseProfilePatch(patch);
    const ids = { tenantId: request.tenant.id, candidateId: request.candidate.candidateId };
    await deps.db.transaction().execute(async (trx) => {
      const names = { ...(firstName === undefined ? {} : { first_name: firstName }), ...(lastName === undefined ? {} : { last_name: lastName }) };
      if (Object.keys(names).length > 0)
        await trx.updateTable('candidates').set(names).where('id', '=', ids.candidateId).where('tenant_id', '=', ids.tenantId).execute();
      if (socialMediaProfiles !== undefined) await saveSocialProfiles(trx, ids, socialMediaProfiles, deps.now());
    });
    const document = await loadDocument(deps.db, ids.tenantId, ids.candidateId);
    return document ?? reply.code(404).send(NO_SUCH_CANDIDATE);
  });
}

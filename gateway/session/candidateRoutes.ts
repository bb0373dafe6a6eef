import type { FastifyInstance } from 'fastify';
import { ConsentNameCodec, ConsentRequestCodec } from '../../contract/session.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import type { candidateGuard } from './requireCandidate.ts';

/** The candidate's consents. GET /candidates/{id}, the whole candidate, is the profile context's (gateway/profile/documentRoutes.ts). */
export async function candidateRoutes(app: FastifyInstance, deps: GatewayDeps, requireCandidate: ReturnType<typeof candidateGuard>): Promise<void> {
  const guarded = { preHandler: requireCandidate };

  app.patch('/:tenant/candidates/consents/:name', guarded, async (request, reply) => {
    const name = decodeInput(ConsentNameCodec, (request.params as { name?: string }).name);
    if (name === null) return reply.code(404).send({ error: 'not-found', message: 'No such consent.' });
    const body = decodeInput(ConsentRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send { "given": true } or { "given": false }.');
    const candidateId = request.candidate.candidateId;
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('consents')
        .values({ candidate_id: candidateId, name, given: body.given, updated_at: deps.now() })
        .onConflict((oc) => oc.columns(['candidate_id', 'name']).doUpdateSet({ given: body.given, updated_at: deps.now() }))
        .execute();
      if (name === 'profiling') await trx.updateTable('candidates').set({ accepts_profiling: body.given }).where('id', '=', candidateId).execute();
    });
    return reply.code(204).send();
  });
}

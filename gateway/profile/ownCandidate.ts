import type { FastifyReply, FastifyRequest } from 'fastify';
import type { candidateGuard } from '../session/requireCandidate.ts';

export const NO_SUCH_CANDIDATE = { error: 'not-found', message: 'No such candidate.' } as const;

/** The candidate's own routes: the path's id must be the bearer's, another id is simply not found. */
export async function ownIdOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const id = ((request.params as { id?: string }).id ?? '').toLowerCase();
  if (id !== request.candidate.candidateId) await reply.code(404).send(NO_SUCH_CANDIDATE);
}

/** Route options of `/:tenant/candidates/:id/...`: a valid bearer (401), then the own id (404). */
export const ownCandidate = (requireCandidate: ReturnType<typeof candidateGuard>) => ({ preHandler: [requireCandidate, ownIdOnly] });
export type OwnCandidate = ReturnType<typeof ownCandidate>;

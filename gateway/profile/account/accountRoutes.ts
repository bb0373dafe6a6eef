import type { FastifyInstance } from 'fastify';
import { PasswordChangeCodec } from '../../../contract/profile.ts';
import { PASSWORD_MAX_LENGTH } from '../../../contract/session.ts';
import { newPasswordProblem } from '../../../core/session/credentials.ts';
import type { GatewayDeps } from '../../GatewayDeps.ts';
import { decodeInput, sendBadRequest } from '../../http/decodeInput.ts';
import type { ResolvedAuthSettings } from '../../session/AuthSettings.ts';
import { findById, updatePasswordHash } from '../../session/candidates.ts';
import { hashPassword, verifyPassword } from '../../session/passwordHashing.ts';
import { clearSessionCookies } from '../../session/sessionCookies.ts';
import { NO_SUCH_CANDIDATE, type OwnCandidate } from '../ownCandidate.ts';
import { isObject } from '../profileInput.ts';
import { exportCandidate } from './dataExport.ts';
import { deleteCandidate } from './deleteCandidate.ts';

const WRONG_PASSWORD = { error: 'wrong-password', message: 'The current password is wrong.' } as const;

/** PUT /candidates/{id}/password, GET /candidates/{id}/export, DELETE /candidates/{id}. */
export function accountRoutes(app: FastifyInstance, deps: GatewayDeps, auth: ResolvedAuthSettings, own: OwnCandidate): void {
  // A password check, like a login: the login's rate limit, per tenant and client.
  const rateLimited = {
    ...own,
    config: {
      rateLimit: {
        max: auth.loginRateLimit.max,
        timeWindow: auth.loginRateLimit.windowMs,
        keyGenerator: (request: { ip: string; params: unknown }) => `${(request.params as { tenant?: string }).tenant ?? ''}|${request.ip}`,
      },
    },
  };

  app.put('/:tenant/candidates/:id/password', rateLimited, async (request, reply) => {
    const body = isObject(request.body) ? decodeInput(PasswordChangeCodec, request.body) : null;
    if (!body) return sendBadRequest(reply, 'Send { "currentPassword": "...", "newPassword": "..." }.');
    const problem = newPasswordProblem(body.newPassword);
    if (problem !== undefined)
      return sendBadRequest(
        reply,
        `newPassword: ${problem === 'too-short' ? 'at least 8 characters' : problem === 'too-long' ? `at most ${PASSWORD_MAX_LENGTH} characters` : 'required'}.`,
      );
    const candidate = await findById(deps.db, request.tenant.id, request.candidate.candidateId);
    if (!candidate) return reply.code(404).send(NO_SUCH_CANDIDATE);
    const matches = body.currentPassword.length <= PASSWORD_MAX_LENGTH && (await verifyPassword(body.currentPassword, candidate.password_hash));
    if (!matches) return reply.code(409).send(WRONG_PASSWORD);
    await updatePasswordHash(deps.db, candidate.id, await hashPassword(body.newPassword, auth.passwordHashing));
    // Whoever knew the old password is logged out everywhere else; this login stays.
    await deps.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: deps.now() })
      .where('candidate_id', '=', candidate.id)
      .where('family_id', '<>', request.candidate.familyId)
      .where('revoked_at', 'is', null)
      .execute();
    request.log.info({ event: 'password-changed', tenant: request.tenant.id, candidate: candidate.id });
    return reply.code(204).send();
  });

  app.get('/:tenant/candidates/:id/export', own, async (request, reply) => {
    const data = await exportCandidate(deps.db, request.tenant.id, request.candidate.candidateId, deps.now());
    if (!data) return reply.code(404).send(NO_SUCH_CANDIDATE);
    return reply.header('content-disposition', `attachment; filename="jobboard-my-data-${data.exportedAt.slice(0, 10)}.json"`).send(data);
  });

  app.delete('/:tenant/candidates/:id', own, async (request, reply) => {
    const deleted = await deleteCandidate(deps.db, request.tenant.id, request.candidate.candidateId);
    if (!deleted) return reply.code(404).send(NO_SUCH_CANDIDATE);
    request.log.info({ event: 'candidate-deleted', tenant: request.tenant.id, candidate: request.candidate.candidateId });
    clearSessionCookies(request, reply, auth);
    return reply.code(204).send();
  });
}

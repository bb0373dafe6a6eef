import type { FastifyInstance } from 'fastify';
import { AvatarUploadCodec } from '../../contract/profile.ts';
import { PROFILE_LIMITS } from '../../core/profile/profileLimits.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../http/decodeInput.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { findAvatar, readAvatar, removeAvatar, replaceAvatar } from './avatars.ts';
import type { OwnCandidate } from './ownCandidate.ts';
import { isObject, sendProblems } from './profileInput.ts';

/** Base64 of 2 MB and the JSON around it. */
const UPLOAD_BODY_LIMIT = Math.ceil((PROFILE_LIMITS.avatarBytes * 4) / 3) + 4096;

/** PUT and DELETE /candidates/{id}/avatar. */
export function avatarRoutes(app: FastifyInstance, deps: GatewayDeps, own: OwnCandidate): void {
  app.put('/:tenant/candidates/:id/avatar', { ...own, bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
    const body = isObject(request.body) ? decodeInput(AvatarUploadCodec, request.body) : null;
    if (!body) return sendBadRequest(reply, 'Send { "image": "<the PNG or JPEG file, base64>" }.');
    const image = await readAvatar(body.image);
    if ('problem' in image) return sendProblems(reply, { image: image.problem });
    const avatarUrl = await replaceAvatar(deps.db, { tenantId: request.tenant.id, candidateId: request.candidate.candidateId }, image, deps.now());
    return { avatarUrl };
  });

  app.delete('/:tenant/candidates/:id/avatar', own, async (request, reply) => {
    await removeAvatar(deps.db, request.candidate.candidateId);
    return reply.code(204).send();
  });
}

/**
 * GET /candidate-avatars/{avatarId}: the image, for an <img> (which sends no bearer token). The id
 * is random and changes at every upload, so the address is the capability and the image can be
 * kept for a year; a removed or replaced image is gone (404).
 */
export function avatarImageRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  app.get('/:tenant/candidate-avatars/:avatarId', { preHandler: requireTenant }, async (request, reply) => {
    const avatarId = ((request.params as { avatarId?: string }).avatarId ?? '').toLowerCase();
    const avatar = UUID_PATTERN.test(avatarId) ? await findAvatar(deps.db, request.tenant.id, avatarId) : undefined;
    if (!avatar) return reply.code(404).header('cache-control', 'no-store').send({ error: 'not-found', message: 'No such image.' });
    return reply
      .header('content-type', avatar.media_type)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(avatar.bytes);
  });
}

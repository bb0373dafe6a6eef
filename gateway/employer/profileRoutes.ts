import type { FastifyInstance } from 'fastify';
import { ProfileUpdateRequestCodec } from '../../contract/employer.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import { personName, phoneNumber } from './accountRules.ts';
import { loadProfile, updateProfile, type Language } from './employerAccounts.ts';
import { employerOf, type EmployerGuards } from './requireEmployer.ts';

const NOT_FOUND = { error: 'not-found', message: 'No such user.' } as const;

/** The panel user's own profile: GET /v2/employer-panel/profiles/me, PATCH /v1/profiles/me. */
export async function profileRoutes(app: FastifyInstance, deps: GatewayDeps, guards: EmployerGuards): Promise<void> {
  const guarded = { preHandler: guards.requireEmployer };

  app.get('/:tenant/v2/employer-panel/profiles/me', guarded, async (request, reply) => {
    const profile = await loadProfile(deps.db, request.tenant.id, employerOf(request).userId);
    return profile ?? reply.code(404).send(NOT_FOUND);
  });

  app.patch('/:tenant/v1/profiles/me', guarded, async (request, reply) => {
    const body = decodeInput(ProfileUpdateRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send {name?, phone?, language?} (language pl or en).');
    const changes: { name?: string; phone?: string | null; language?: Language } = {};
    if (body.name !== undefined) {
      const name = personName(body.name, 'name');
      if (!name.ok) return sendBadRequest(reply, name.message);
      changes.name = name.value;
    }
    if (body.phone !== undefined) {
      const phone = phoneNumber(body.phone, 'phone');
      if (!phone.ok) return sendBadRequest(reply, phone.message);
      changes.phone = phone.value;
    }
    if (body.language !== undefined) changes.language = body.language;
    const userId = employerOf(request).userId;
    await updateProfile(deps.db, userId, changes);
    const profile = await loadProfile(deps.db, request.tenant.id, userId);
    return profile ?? reply.code(404).send(NOT_FOUND);
  });
}

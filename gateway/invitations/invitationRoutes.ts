import type { FastifyInstance } from 'fastify';
import { resolveAlertSettings } from '../alerts/AlertSettings.ts';
import { employerGuards } from '../employer/requireEmployer.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { ownCandidate } from '../profile/ownCandidate.ts';
import { resolveAuthSettings } from '../session/AuthSettings.ts';
import { candidateGuard } from '../session/requireCandidate.ts';
import { candidateInvitationRoutes } from './candidateInvitationRoutes.ts';
import { employerInvitationRoutes } from './employerInvitationRoutes.ts';
import { privateAnswers } from '../http/scopeRules.ts';

/**
 * Passive candidates and invitations (docs/candidate-api.md), candidate and employer routes in one
 * encapsulated scope with `no-store`. The sockets are the chat's (gateway/chat/chatRoutes.ts).
 */
export async function invitationRoutes(app: FastifyInstance, deps: GatewayDeps & { events: NonNullable<GatewayDeps['events']> }): Promise<void> {
  await app.register(async (scope) => {
    const auth = resolveAuthSettings(deps.auth);
    privateAnswers(scope);
    candidateInvitationRoutes(scope, deps, ownCandidate(candidateGuard(deps, auth)), auth.secret);
    employerInvitationRoutes(scope, deps, employerGuards(deps, auth), resolveAlertSettings(deps.alerts), auth.secret);
  });
}

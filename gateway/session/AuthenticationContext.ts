import type { FastifyRequest } from 'fastify';
import { resolveAlertSettings } from '../alerts/AlertSettings.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import type { ResolvedAuthSettings } from './AuthSettings.ts';
import type { CandidateRow } from './candidates.ts';
import { loginLimits, type LoginLimits } from './loginRateLimit.ts';
import { sendPasswordMail, type PasswordMailKind } from './mail/passwordMails.ts';
import { sessionOpener, type OpenSession } from './openSession.ts';

/** Writes a claim or reset link to the candidate's address, and logs that it did. */
export type SendPasswordLink = (request: FastifyRequest, candidate: CandidateRow, kind: PasswordMailKind, language: 'pl' | 'en') => Promise<void>;

/** What every route under /:tenant/authentication is given: login, registration and password routes alike. */
export interface AuthenticationContext {
  readonly deps: GatewayDeps;
  readonly auth: ResolvedAuthSettings;
  readonly openSession: OpenSession;
  readonly limits: LoginLimits;
  readonly sendPasswordLink: SendPasswordLink;
}

export function authenticationContext(deps: GatewayDeps, auth: ResolvedAuthSettings): AuthenticationContext {
  const mailSettings = resolveAlertSettings(deps.alerts);
  const sendPasswordLink: SendPasswordLink = async (request, candidate, kind, language) => {
    const tenantId = request.tenant.id;
    await sendPasswordMail(deps.db, mailSettings, { tenantId, candidateId: candidate.id, to: candidate.email, language, kind }, deps.now());
    request.log.info({ event: 'password-link-sent', tenant: tenantId, candidate: candidate.id, kind });
  };
  return { deps, auth, openSession: sessionOpener(deps, auth), limits: loginLimits(deps, auth), sendPasswordLink };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResolvedAlertSettings } from '../alerts/AlertSettings.ts';
import type { DocumentFiles } from '../documents/openDocuments.ts';
import type { EmployerGuards } from '../employer/requireEmployer.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import type { candidateGuard } from '../session/requireCandidate.ts';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What every route of the applications context is given. */
export interface ApplicationContext {
  readonly deps: GatewayDeps;
  readonly files: DocumentFiles;
  /** PUBLIC_URL and MAIL_FROM, for the applicants' e-mails. */
  readonly mail: ResolvedAlertSettings;
  readonly requireCandidate: ReturnType<typeof candidateGuard>;
  /** No Authorization header: a guest (`request.candidate` unset); a header that is no live candidate token: 401. */
  readonly optionalCandidate: Guard;
  readonly employer: EmployerGuards;
}

/** The logged-in candidate of a route behind optionalCandidate, or null for a guest. */
export const candidateOf = (request: FastifyRequest): string | null =>
  request.headers.authorization === undefined ? null : (request.candidate?.candidateId ?? null);

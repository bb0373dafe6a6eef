import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayDeps } from '../../GatewayDeps.ts';
import type { ResolvedAuthSettings } from '../../session/AuthSettings.ts';
import type { EmployerGuards } from '../requireEmployer.ts';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What the company panel's route groups share. */
export interface CompanyPanelContext {
  readonly deps: GatewayDeps;
  readonly auth: ResolvedAuthSettings;
  readonly guards: EmployerGuards;
  /** A live employer bearer of this tenant (401), then the admin role read now (403 for a recruiter). */
  readonly admin: PreHandler[];
}

export const NOT_A_COMPANY = { error: 'not-found', message: 'No such company.' } as const;

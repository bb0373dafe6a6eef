import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { EmployerRole } from '../../../contract/employer.ts';
import type { Schema } from '../../db/Schema.ts';
import { sendUnauthorized } from '../../session/requireCandidate.ts';
import type { EmployerClaims } from '../employerAccessTokens.ts';
import { employerOf } from '../requireEmployer.ts';

export const FORBIDDEN = {
  error: 'forbidden',
  message: 'Only an admin of the company can do this: recruiters manage offers and applications.',
} as const;

/**
 * The user's role now, read from the database rather than the token: a demoted admin loses the
 * admin's calls at once, not when the token runs out. Undefined when the user is gone.
 */
export async function currentRole(db: Kysely<Schema>, employer: EmployerClaims): Promise<EmployerRole | undefined> {
  const row = await db
    .selectFrom('employer_users')
    .select('role')
    .where('id', '=', employer.userId)
    .where('tenant_id', '=', employer.tenantId)
    .where('company_id', '=', employer.companyId)
    .executeTakeFirst();
  return row?.role;
}

/**
 * A preHandler after requireEmployer for the calls only an admin may make (docs/companies.md,
 * "Roles"): users, billing, clauses, company data and the brand story. A recruiter gets 403.
 */
export function adminGuard(db: Kysely<Schema>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (reply.sent) return;
    const role = await currentRole(db, employerOf(request));
    if (role === undefined) await sendUnauthorized(reply);
    else if (role !== 'admin') await reply.code(403).send(FORBIDDEN);
  };
}

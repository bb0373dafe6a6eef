import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CompanyUserUpdateCodec, type CompanyUserDto, type CompanyUsersDto } from '../../../contract/employerCompany.ts';
import type { Schema } from '../../db/Schema.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../../http/decodeInput.ts';
import { personName, phoneNumber } from '../accountRules.ts';
import type { EmployerUserRow } from '../employerAccounts.ts';
import { employerOf } from '../requireEmployer.ts';
import type { CompanyPanelContext } from './CompanyPanelContext.ts';

const NO_SUCH_USER = { error: 'not-found', message: 'No such user in your company.' } as const;
const LAST_ADMIN = {
  error: 'last-admin',
  message: 'The company needs at least one admin: make another user an admin first.',
} as const;

class Refused extends Error {
  constructor(
    readonly status: 404 | 409,
    readonly body: { error: string; message: string },
  ) {
    super(body.message);
  }
}

const toDto = (row: EmployerUserRow): CompanyUserDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  confirmed: row.confirmed_at !== null,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * Every user of the company, locked for the caller's transaction: counting admins and changing one
 * happen together, so two admins demoting each other at once cannot leave the company without one.
 */
function lockedUsers(db: Kysely<Schema>, tenantId: string, companyId: number): Promise<EmployerUserRow[]> {
  return db
    .selectFrom('employer_users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The target of a change among the company's users, and whether taking its admin role away would leave none. */
function targetOf(users: readonly EmployerUserRow[], id: string): { user: EmployerUserRow; lastAdmin: boolean } {
  const user = users.find((candidate) => candidate.id === id);
  if (!user) throw new Refused(404, NO_SUCH_USER);
  return { user, lastAdmin: user.role === 'admin' && users.filter((candidate) => candidate.role === 'admin').length === 1 };
}

async function answerOrRefuse<T>(reply: FastifyReply, step: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Refused) return reply.code(error.status).send(error.body);
    throw error;
  }
}

const idParam = (request: FastifyRequest): string => (request.params as { id?: string }).id ?? '';

/**
 * GET, PATCH and DELETE /v2/employer-panel/users[/{id}]: the company's users, for its admins only
 * (adding one is POST /v1/users, with its invitation e-mail). Another company's user is a 404, the
 * last admin cannot be demoted or removed (409 `last-admin`); a removed user's logins end at once.
 */
export function companyUserRoutes(app: FastifyInstance, context: CompanyPanelContext): void {
  const { deps } = context;

  app.get('/:tenant/v2/employer-panel/users', { preHandler: context.admin }, async (request): Promise<CompanyUsersDto> => {
    const employer = employerOf(request);
    const rows = await deps.db
      .selectFrom('employer_users')
      .selectAll()
      .where('tenant_id', '=', request.tenant.id)
      .where('company_id', '=', employer.companyId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { items: rows.map(toDto) };
  });

  app.patch('/:tenant/v2/employer-panel/users/:id', { preHandler: context.admin }, async (request, reply) => {
    const employer = employerOf(request);
    const id = idParam(request);
    if (!UUID_PATTERN.test(id)) return reply.code(404).send(NO_SUCH_USER);
    const body = decodeInput(CompanyUserUpdateCodec, request.body);
    if (!body || typeof request.body !== 'object' || request.body === null)
      return sendBadRequest(reply, 'Send {name?, phone?, role?: "admin" | "recruiter"}.');
    const name = body.name === undefined ? null : personName(body.name, 'name');
    const phone = body.phone === undefined ? null : phoneNumber(body.phone, 'phone');
    const problems = [name, phone].flatMap((check) => (check && !check.ok ? [check.message] : []));
    if (problems.length > 0) return sendBadRequest(reply, problems.join(' '));
    return answerOrRefuse(reply, () =>
      deps.db.transaction().execute(async (trx): Promise<CompanyUserDto> => {
        const { user, lastAdmin } = targetOf(await lockedUsers(trx, request.tenant.id, employer.companyId), id);
        if (body.role === 'recruiter' && lastAdmin) throw new Refused(409, LAST_ADMIN);
        const changes: Partial<Pick<EmployerUserRow, 'name' | 'phone' | 'role'>> = {};
        if (name?.ok) changes.name = name.value;
        if (phone?.ok) changes.phone = phone.value;
        if (body.role !== undefined) changes.role = body.role;
        if (Object.keys(changes).length === 0) return toDto(user);
        const updated = await trx.updateTable('employer_users').set(changes).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
        request.log.info({
          event: 'company-user-changed',
          tenant: request.tenant.id,
          company: employer.companyId,
          user: user.id,
          role: updated.role,
        });
        return toDto(updated);
      }),
    );
  });

  app.delete('/:tenant/v2/employer-panel/users/:id', { preHandler: context.admin }, async (request, reply) => {
    const employer = employerOf(request);
    const id = idParam(request);
    if (!UUID_PATTERN.test(id)) return reply.code(404).send(NO_SUCH_USER);
    const removed = await answerOrRefuse(reply, () =>
      deps.db.transaction().execute(async (trx) => {
        const { user, lastAdmin } = targetOf(await lockedUsers(trx, request.tenant.id, employer.companyId), id);
        if (lastAdmin) throw new Refused(409, LAST_ADMIN);
        // Its refresh tokens and e-mail links go with it (on delete cascade): its logins end now.
        await trx.deleteFrom('employer_users').where('id', '=', user.id).execute();
        return user.id;
      }),
    );
    if (typeof removed !== 'string') return removed;
    request.log.info({ event: 'company-user-removed', tenant: request.tenant.id, company: employer.companyId, user: removed });
    return reply.code(204).send();
  });
}

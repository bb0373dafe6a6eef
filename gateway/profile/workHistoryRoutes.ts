import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { WorkHistoryFieldsCodec, type WorkHistoryFieldsDto } from '../../contract/profile.ts';
import { PROFILE_LIMITS } from '../../core/profile/profileLimits.ts';
import { hasProblems } from '../../core/profile/rules/Problems.ts';
import { monthOf, normaliseWorkHistory, workHistoryProblems } from '../../core/profile/rules/workHistoryRules.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../http/decodeInput.ts';
import { toWorkHistoryEntry } from './candidateDocument.ts';
import type { OwnCandidate } from './ownCandidate.ts';
import { isObject, sendProblems } from './profileInput.ts';

const SHAPE = 'Send { title, companyName, description, period: { start: { year, month }, end: { year, month } | null } }.';
const NO_SUCH_ENTRY = { error: 'not-found', message: 'No such work-history entry.' } as const;

const columnsOf = (fields: WorkHistoryFieldsDto) => ({
  title: fields.title,
  company_name: fields.companyName,
  description: fields.description,
  start_year: fields.period.start.year,
  start_month: fields.period.start.month,
  end_year: fields.period.end?.year ?? null,
  end_month: fields.period.end?.month ?? null,
});

/** POST, PUT and DELETE of /candidates/{id}/work-history entries. */
export function workHistoryRoutes(app: FastifyInstance, deps: GatewayDeps, own: OwnCandidate): void {
  /** The body as the entry to store (trimmed), or the 400 already sent. */
  const readEntry = (
    body: unknown,
  ): { fields: WorkHistoryFieldsDto } | { problem: string } | { problems: ReturnType<typeof workHistoryProblems> } => {
    const fields = isObject(body) ? decodeInput(WorkHistoryFieldsCodec, body) : null;
    if (!fields) return { problem: SHAPE };
    const problems = workHistoryProblems(fields, monthOf(deps.now()));
    return hasProblems(problems) ? { problems } : { fields: normaliseWorkHistory(fields) };
  };
  const entryIdOf = (params: unknown) => ((params as { entryId?: string }).entryId ?? '').toLowerCase();

  app.post('/:tenant/candidates/:id/work-history', own, async (request, reply) => {
    const read = readEntry(request.body);
    if ('problem' in read) return sendBadRequest(reply, read.problem);
    if ('problems' in read) return sendProblems(reply, read.problems);
    const candidateId = request.candidate.candidateId;
    const count = await deps.db
      .selectFrom('work_history')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('candidate_id', '=', candidateId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= PROFILE_LIMITS.workHistoryEntries) return sendProblems(reply, { workHistory: 'too-many' });
    const row = await deps.db
      .insertInto('work_history')
      .values({ id: randomUUID(), candidate_id: candidateId, ...columnsOf(read.fields), created_at: deps.now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.code(201).send(toWorkHistoryEntry(row));
  });

  app.put('/:tenant/candidates/:id/work-history/:entryId', own, async (request, reply) => {
    const entryId = entryIdOf(request.params);
    if (!UUID_PATTERN.test(entryId)) return reply.code(404).send(NO_SUCH_ENTRY);
    const read = readEntry(request.body);
    if ('problem' in read) return sendBadRequest(reply, read.problem);
    if ('problems' in read) return sendProblems(reply, read.problems);
    const row = await deps.db
      .updateTable('work_history')
      .set(columnsOf(read.fields))
      .where('id', '=', entryId)
      .where('candidate_id', '=', request.candidate.candidateId)
      .returningAll()
      .executeTakeFirst();
    return row ? toWorkHistoryEntry(row) : reply.code(404).send(NO_SUCH_ENTRY);
  });

  app.delete('/:tenant/candidates/:id/work-history/:entryId', own, async (request, reply) => {
    const entryId = entryIdOf(request.params);
    if (UUID_PATTERN.test(entryId))
      await deps.db.deleteFrom('work_history').where('id', '=', entryId).where('candidate_id', '=', request.candidate.candidateId).execute();
    return reply.code(204).send();
  });
}

import type { FastifyInstance } from 'fastify';
import { EnableAlertRequestCodec, FrequencyRequestCodec, NewJobFilterRequestCodec } from '../../../contract/alerts.ts';
import { UUID_PATTERN } from '../../http/decodeInput.ts';
import { decodeFields, filtersProblems, nameProblem, searchUrlProblem, sendInvalidInput } from '../alertInput.ts';
import { changeFrequency, createFilter, deleteFilter, disableAlert, enableAlert, markFilterRead } from '../flows/candidateAlertFlows.ts';
import { listFilters, toJobFilterDto } from '../savedFilters.ts';
import { mailLanguageOf, mergeProblems, sendConflict, sendLimit, sendNotFound } from './alertReplies.ts';
import type { AlertScope } from './alertScope.ts';

/** The logged-in candidate's saved filters and job alerts, behind the bearer token. */
export function candidateAlertRoutes(scope: FastifyInstance, alerts: AlertScope): void {
  const { deps, flows, toDtos, filterId } = alerts;
  const candidate = { preHandler: [alerts.requireCandidate, alerts.alertsEnabled] };

  scope.get('/:tenant/job-filters', candidate, async (request) => {
    return toDtos(await listFilters(deps.db, request.tenant.id, { candidateId: request.candidate.candidateId }));
  });

  scope.post('/:tenant/job-filters', candidate, async (request, reply) => {
    const decoded = decodeFields(NewJobFilterRequestCodec, request.body);
    if (!decoded.ok) return sendInvalidInput(reply, decoded.fields);
    const body = decoded.value;
    const problems = mergeProblems(
      nameProblem(body.name) === null ? {} : { name: nameProblem(body.name) ?? 'invalid' },
      searchUrlProblem(body.searchUrl) === null ? {} : { searchUrl: searchUrlProblem(body.searchUrl) ?? 'invalid' },
      filtersProblems(body.filters),
    );
    if (Object.keys(problems).length > 0) return sendInvalidInput(reply, problems);
    const input = { searchUrl: body.searchUrl.trim(), name: body.name.trim(), filters: body.filters };
    const outcome = await createFilter(flows, request.tenant.id, request.candidate.candidateId, input, deps.now());
    if (outcome.kind === 'conflict') return sendConflict(reply, outcome);
    if (outcome.kind === 'limit') return sendLimit(reply);
    return reply.code(201).send(toJobFilterDto(outcome.filter, 0));
  });

  scope.delete('/:tenant/job-filters/:id', candidate, async (request, reply) => {
    const id = filterId(request);
    const outcome = id === null ? null : await deleteFilter(flows, request.tenant.id, request.candidate.candidateId, id);
    return outcome?.kind === 'deleted' ? reply.code(204).send() : sendNotFound(reply);
  });

  scope.post('/:tenant/job-filters/:id/read-filtered-offers', candidate, async (request, reply) => {
    const id = filterId(request);
    const outcome = id === null ? null : await markFilterRead(flows, request.tenant.id, request.candidate.candidateId, id, deps.now());
    return outcome?.kind === 'read' ? reply.code(204).send() : sendNotFound(reply);
  });

  scope.post('/:tenant/job-alerts', candidate, async (request, reply) => {
    const decoded = decodeFields(EnableAlertRequestCodec, request.body);
    if (!decoded.ok) return sendInvalidInput(reply, decoded.fields);
    const body = decoded.value;
    const problem = nameProblem(body.name);
    if (problem !== null) return sendInvalidInput(reply, { name: problem });
    const id = body.jobFilterId.trim().toLowerCase();
    if (!UUID_PATTERN.test(id)) return sendNotFound(reply);
    const input = { jobFilterId: id, frequency: body.frequency, name: body.name.trim(), language: mailLanguageOf(request) };
    const outcome = await enableAlert(flows, request.tenant.id, request.candidate.candidateId, input, deps.now());
    if (outcome.kind === 'not-found') return sendNotFound(reply);
    if (outcome.kind === 'conflict') return sendConflict(reply, outcome);
    if (outcome.kind === 'limit') return sendLimit(reply);
    const [dto] = await toDtos([outcome.filter]);
    return reply.code(201).send(dto);
  });

  scope.delete('/:tenant/job-filters/:id/job-alert', candidate, async (request, reply) => {
    const id = filterId(request);
    const outcome = id === null ? null : await disableAlert(flows, request.tenant.id, request.candidate.candidateId, id);
    return outcome?.kind === 'disabled' ? reply.code(204).send() : sendNotFound(reply);
  });

  scope.patch('/:tenant/job-filters/:id/job-alert/frequency', candidate, async (request, reply) => {
    const decoded = decodeFields(FrequencyRequestCodec, request.body);
    if (!decoded.ok) return sendInvalidInput(reply, decoded.fields);
    const id = filterId(request);
    const outcome =
      id === null ? null : await changeFrequency(flows, request.tenant.id, request.candidate.candidateId, id, decoded.value.frequency, deps.now());
    return outcome?.kind === 'changed' ? reply.code(204).send() : sendNotFound(reply, 'No such job filter, or it has no job alert.');
  });
}

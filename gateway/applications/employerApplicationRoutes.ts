import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StatusChangeRequestCodec, type ApplicationStatusDto } from '../../contract/applications.ts';
import { allowedMoves, APPLICATION_STATUSES, canMove, isApplicationStatus } from '../../core/applications/ApplicationStatus.ts';
import { attachment } from '../documents/contentDisposition.ts';
import { employerOf } from '../employer/requireEmployer.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../http/decodeInput.ts';
import { OFFER_KEY_PATTERN } from '../listing/offerQuery.ts';
import type { ApplicationContext } from './ApplicationContext.ts';
import { sendApplicationMail } from './applicationMails.ts';
import { companyOwnsOffer, deleteApplications, findCompanyApplication, listCompanyApplications, type CompanyScope } from './applicationRows.ts';

const NO_SUCH_APPLICATION = { error: 'not-found', message: 'No such application.' } as const;
const NO_SUCH_OFFER = { error: 'not-found', message: 'No such offer.' } as const;
const STATUS_WORDS = APPLICATION_STATUSES.join(', ');

type Query = Record<string, unknown>;

/** page, pageSize and status of a list, or the sentence that refuses them. */
function listQuery(query: Query): { page: number; pageSize: number; status?: ApplicationStatusDto } | string {
  const page = query['page'] === undefined ? 1 : Number(query['page']);
  const pageSize = query['pageSize'] === undefined ? 20 : Number(query['pageSize']);
  const status = query['status'];
  if (!Number.isInteger(page) || page < 1 || page > 10_000) return 'page: a whole number from 1.';
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return 'pageSize: a whole number from 1 to 100.';
  if (status !== undefined && status !== '' && !isApplicationStatus(status)) return `status: one of ${STATUS_WORDS}.`;
  return { page, pageSize, ...(isApplicationStatus(status) ? { status } : {}) };
}

/**
 * The employer's applications (docs/applications.md, "The pipeline"): lists across offers and per
 * offer, a status change (with the applicant's e-mail), deletion and the CV's download. A company
 * sees only its own offers' applications: anything else is the same 404 as nothing at all.
 */
export function employerApplicationRoutes(app: FastifyInstance, context: ApplicationContext): void {
  const { deps } = context;
  const guarded = { preHandler: context.employer.requireEmployer };
  const scopeOf = (request: FastifyRequest): CompanyScope => ({ tenantId: request.tenant.id, companyId: employerOf(request).companyId });
  const idOf = (request: FastifyRequest) => ((request.params as { id?: string }).id ?? '').toLowerCase();
  const slugOf = (request: FastifyRequest) => (request.params as { slug?: string }).slug ?? '';

  app.get('/:tenant/v2/employer-panel/applications', guarded, async (request, reply) => {
    const query = request.query as Query;
    const parsed = listQuery(query);
    if (typeof parsed === 'string') return sendBadRequest(reply, parsed);
    const slug = query['slug'];
    if (slug !== undefined && (typeof slug !== 'string' || !OFFER_KEY_PATTERN.test(slug))) return sendBadRequest(reply, 'slug: an offer slug.');
    return listCompanyApplications(deps.db, scopeOf(request), { ...parsed, ...(slug === undefined ? {} : { offerSlug: slug }) });
  });

  app.get('/:tenant/v1/offers/:slug/applications', guarded, async (request, reply) => {
    const parsed = listQuery(request.query as Query);
    if (typeof parsed === 'string') return sendBadRequest(reply, parsed);
    const slug = slugOf(request);
    if (!OFFER_KEY_PATTERN.test(slug) || !(await companyOwnsOffer(deps.db, scopeOf(request), slug))) return reply.code(404).send(NO_SUCH_OFFER);
    return listCompanyApplications(deps.db, scopeOf(request), { ...parsed, offerSlug: slug });
  });

  app.patch('/:tenant/v2/employer-panel/applications/:id', guarded, async (request, reply) => {
    const id = idOf(request);
    const found = UUID_PATTERN.test(id) ? await findCompanyApplication(deps.db, scopeOf(request), id) : undefined;
    if (!found) return reply.code(404).send(NO_SUCH_APPLICATION);
    const body = decodeInput(StatusChangeRequestCodec, request.body);
    if (!body || !isApplicationStatus(body.status)) return sendBadRequest(reply, `Send { "status": one of ${STATUS_WORDS} }.`);
    const status = body.status;
    const { application, row } = found;
    if (status === application.status) return application;
    if (!canMove(application.status, status)) {
      const allowed = allowedMoves(application.status);
      return reply.code(409).send({
        error: 'status-not-allowed',
        message: `An application in status ${application.status} can move to ${allowed.join(', ')} only.`,
        allowed,
      });
    }
    const now = deps.now();
    const company = await companyName(context, row.company_id);
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('applications').set({ status, status_changed_at: now }).where('id', '=', id).execute();
      const facts = {
        tenantId: row.tenant_id,
        to: row.email,
        name: row.name,
        language: row.language,
        offerSlug: application.offerSlug,
        offerTitle: application.offerTitle,
        company,
      };
      await sendApplicationMail(trx, context.mail, facts, { kind: 'status-changed', status, candidate: row.candidate_id !== null }, now);
    });
    const changed = await findCompanyApplication(deps.db, scopeOf(request), id);
    return changed ? changed.application : reply.code(404).send(NO_SUCH_APPLICATION);
  });

  app.delete('/:tenant/v2/employer-panel/applications/:id', guarded, async (request, reply) => {
    const id = idOf(request);
    const found = UUID_PATTERN.test(id) ? await findCompanyApplication(deps.db, scopeOf(request), id) : undefined;
    if (!found) return reply.code(404).send(NO_SUCH_APPLICATION);
    await deleteApplications(deps.db, context.files, [id]);
    return reply.code(204).send();
  });

  app.get('/:tenant/v1/offers/:slug/applications/:id/download', guarded, async (request, reply) => {
    const id = idOf(request);
    const found = UUID_PATTERN.test(id) ? await findCompanyApplication(deps.db, scopeOf(request), id) : undefined;
    if (!found || found.application.offerSlug !== slugOf(request) || found.row.cv_document_id === null)
      return reply.code(404).send(NO_SUCH_APPLICATION);
    const document = await deps.db.selectFrom('documents').selectAll().where('id', '=', found.row.cv_document_id).executeTakeFirst();
    const stored = document ? await context.files.of(document.storage).get(document.id) : null;
    if (!document || !stored) return reply.code(404).send({ error: 'not-found', message: 'The CV is no longer kept.' });
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachment(document.file_name))
      .type(document.content_type)
      .send(stored.bytes);
  });
}

async function companyName(context: ApplicationContext, companyId: number): Promise<string> {
  const row = await context.deps.db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name ?? '';
}

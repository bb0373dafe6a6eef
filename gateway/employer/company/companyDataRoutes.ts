import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CompanyDto } from '../../../contract/employerCompany.ts';
import { announceOfferChanges } from '../../offers/offerChangesAnnouncer.ts';
import { employerOf } from '../requireEmployer.ts';
import { loadCompany, saveCompanyData } from './companyRows.ts';
import { NOT_A_COMPANY, type CompanyPanelContext } from './CompanyPanelContext.ts';
import { readCompanyForm } from './readCompanyForm.ts';
import { readMultipart } from './readMultipart.ts';

/**
 * GET /v1/company (any user of the company: a recruiter's payment form pre-fills from its billing
 * data) and POST /v1/company/company_data (an admin; multipart). Nothing is written unless the whole
 * form passes: its text fields, then its images by their bytes.
 */
export function companyDataRoutes(app: FastifyInstance, context: CompanyPanelContext): void {
  const { deps, guards } = context;

  app.get('/:tenant/v1/company', { preHandler: guards.requireEmployer }, async (request, reply): Promise<CompanyDto | FastifyReply> => {
    const employer = employerOf(request);
    return (await loadCompany(deps.db, request.tenant.id, employer.companyId)) ?? reply.code(404).send(NOT_A_COMPANY);
  });

  app.post('/:tenant/v1/company/company_data', { preHandler: context.admin }, async (request, reply): Promise<CompanyDto | FastifyReply> => {
    const employer = employerOf(request);
    const read = await readMultipart(request);
    if (!read.ok) return reply.code(read.status).send({ error: 'invalid-company', message: read.message });
    if (read.form.fields.size === 0 && read.form.files.length === 0)
      return reply.code(400).send({
        error: 'invalid-company',
        message: 'The form has no fields: send the ones to change (name, short_description, type, industry, size, site, logo, cover).',
      });
    const form = await readCompanyForm(deps.db, read.form);
    if (!form.ok) return reply.code(form.status).send({ error: 'invalid-company', message: form.message });
    const now = deps.now();
    await deps.db.transaction().execute((trx) => saveCompanyData(trx, employer.companyId, form.change, now));
    // Offer cards show the company's name and logo: the listing's caches start afresh.
    if (form.change.name !== undefined || form.change.logo) await announceOfferChanges(deps, request.tenant.id);
    request.log.info({ event: 'company-data-saved', tenant: request.tenant.id, company: employer.companyId });
    return (await loadCompany(deps.db, request.tenant.id, employer.companyId)) ?? reply.code(404).send(NOT_A_COMPANY);
  });
}

import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import { ConfirmEmailRequestCodec } from '../../contract/applications.ts';
import {
  applicationProblems,
  hasApplicationProblems,
  normaliseFields,
  type ApplicationFields,
  type CvDraft,
} from '../../core/applications/apply/applicationRules.ts';
import type { FileProblem } from '../../core/applications/documentRules.ts';
import { refusalOf } from '../documents/checkFile.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { candidateOf, type ApplicationContext } from './ApplicationContext.ts';
import { findApplyingOffer, findListedOffer } from './applyingOffers.ts';
import { createApplication, hashToken } from './createApplication.ts';
import { readApplicationForm, type ApplicationUpload } from './readApplicationForm.ts';

const PROBLEM_WORDS: Readonly<Record<string, string>> = {
  required: 'is required',
  'too-long': 'is too long',
  'invalid-email': 'is not an e-mail address',
  'invalid-characters': 'holds characters that are not allowed',
};

const truthy = (value: string | undefined) => value === '1' || value === 'true' || value === 'on';

function fieldsOf(upload: ApplicationUpload): ApplicationFields {
  const text = (name: string) => upload.fields.get(name) ?? '';
  return {
    name: text('name'),
    email: text('email'),
    message: text('message'),
    futureConsent: truthy(upload.fields.get('futureConsent')),
    customConsent: truthy(upload.fields.get('customConsent')),
  };
}

function cvDraftOf(upload: ApplicationUpload): CvDraft {
  if (upload.cv !== null && upload.cv.bytes.length > 0) return { kind: 'file', name: upload.cv.fileName, size: upload.cv.bytes.length };
  const documentId = upload.fields.get('documentId');
  return documentId ? { kind: 'profile', documentId } : null;
}

const sendAppliesElsewhere = (reply: FastifyReply): FastifyReply =>
  reply.code(409).send({ error: 'applies-elsewhere', message: 'This offer takes applications at its own address.' });

/** 400 with each field's problem key (as the form names it) and a sentence of them all. */
function sendInvalid(reply: FastifyReply, problems: Readonly<Record<string, string>>): FastifyReply {
  const message = Object.entries(problems)
    .map(([field, problem]) => `${field} ${PROBLEM_WORDS[problem] ?? problem}.`)
    .join(' ');
  return reply.code(400).send({ error: 'invalid-application', message, fields: problems });
}

/**
 * Applying on the board (docs/applications.md): POST /job-advertisements/{slug}/applications
 * (multipart, a guest or a candidate), and PATCH /applications/confirm-email with a guest's token.
 */
export function applyRoutes(app: FastifyInstance, context: ApplicationContext, limit: RouteShorthandOptions['config']): void {
  const { deps } = context;

  app.post(
    '/:tenant/job-advertisements/:slug/applications',
    { preHandler: context.optionalCandidate, ...(limit ? { config: limit } : {}) },
    async (request, reply) => {
      const candidateId = candidateOf(request);
      const slug = (request.params as { slug?: string }).slug ?? '';
      const offer = await findApplyingOffer(deps.db, request.tenant.id, slug);
      if (!offer) {
        // A listed offer that is not an employer's own (the demo offers) takes applications at its source.
        const listed = await findListedOffer(deps.db, request.tenant.id, { slug });
        return listed ? sendAppliesElsewhere(reply) : reply.code(404).send({ error: 'not-found', message: 'No such offer taking applications.' });
      }
      if (offer.applyUrl !== null || offer.applyEmail !== null) return sendAppliesElsewhere(reply);
      const read = await readApplicationForm(request);
      if (!read.ok) return reply.code(read.status).send({ error: read.error, message: read.message });
      const fields = fieldsOf(read.upload);
      const cv = cvDraftOf(read.upload);
      const problems = applicationProblems(fields, cv);
      const onlyFile = Object.keys(problems).length === 1 && problems.cv?.startsWith('file-') ? refusalOf(problems.cv as FileProblem) : null;
      if (onlyFile) return reply.code(onlyFile.status).send({ error: onlyFile.problem, message: onlyFile.message });
      if (hasApplicationProblems(problems)) return sendInvalid(reply, problems);
      const language =
        read.upload.fields.get('language') === 'en' ? 'en' : read.upload.fields.get('language') === 'pl' ? 'pl' : request.tenant.defaultLanguage;
      return createApplication(reply, context, {
        tenantId: request.tenant.id,
        candidateId,
        offer,
        fields: normaliseFields(fields),
        upload: read.upload,
        cv,
        language,
      });
    },
  );

  app.patch('/:tenant/applications/confirm-email', { preHandler: requireTenant, ...(limit ? { config: limit } : {}) }, async (request, reply) => {
    const body = decodeInput(ConfirmEmailRequestCodec, request.body);
    if (!body || body.token.length > 200) return sendBadRequest(reply, 'Send { "token": "<the token from the e-mail>" }.');
    const application = await deps.db
      .selectFrom('applications as a')
      .innerJoin('employer_offers as eo', 'eo.id', 'a.offer_id')
      .select(['a.id', 'a.offer_slug', 'a.email_confirmed_at', 'a.confirmation_expires_at', 'eo.form'])
      .where('a.tenant_id', '=', request.tenant.id)
      .where('a.confirmation_token_hash', '=', hashToken(body.token))
      .executeTakeFirst();
    if (!application) return reply.code(404).send({ error: 'not-found', message: 'This link is not valid: the application may have been deleted.' });
    const expired = application.confirmation_expires_at !== null && new Date(application.confirmation_expires_at).getTime() <= deps.now().getTime();
    if (application.email_confirmed_at === null && expired)
      return reply.code(410).send({ error: 'link-expired', message: 'This link has expired. Apply again.' });
    if (application.email_confirmed_at === null)
      await deps.db.updateTable('applications').set({ email_confirmed_at: deps.now() }).where('id', '=', application.id).execute();
    return { offerSlug: application.offer_slug, offerTitle: application.form.title ?? application.offer_slug };
  });
}

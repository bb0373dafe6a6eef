import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import { ConfirmEmailRequestCodec, type ApplicationReceiptDto } from '../../contract/applications.ts';
import {
  applicationProblems,
  hasApplicationProblems,
  normaliseFields,
  type ApplicationFields,
  type CvDraft,
} from '../../core/applications/apply/applicationRules.ts';
import { checkFile } from '../documents/checkFile.ts';
import { copyForApplication, findCandidateDocument, storeDocument, type DocumentRow } from '../documents/documentRows.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../http/decodeInput.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { candidateOf, type ApplicationContext } from './ApplicationContext.ts';
import { sendApplicationMail } from './applicationMails.ts';
import { deleteApplications } from './applicationRows.ts';
import { asks, findApplyingOffer, type ApplyingOffer } from './applyingOffers.ts';
import { recordHistoryItem } from './historyRows.ts';
import { readApplicationForm, type ApplicationUpload } from './readApplicationForm.ts';

/** A guest's link works this long; an application not confirmed by then is deleted (retention.ts). */
export const CONFIRMATION_DAYS = 7;
const DAY_MS = 86_400_000;

const PROBLEM_WORDS: Readonly<Record<string, string>> = {
  required: 'is required',
  'too-long': 'is too long',
  'invalid-email': 'is not an e-mail address',
  'invalid-characters': 'holds characters that are not allowed',
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
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

function sendInvalid(reply: FastifyReply, problems: Readonly<Record<string, string>>): FastifyReply {
  const fields = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, `${field} ${PROBLEM_WORDS[problem] ?? problem}.`]));
  return reply.code(400).send({ error: 'invalid-application', message: Object.values(fields).join(' '), fields });
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
      const offer = await findApplyingOffer(deps.db, request.tenant.id, (request.params as { slug?: string }).slug ?? '');
      if (!offer) return reply.code(404).send({ error: 'not-found', message: 'No such offer taking applications.' });
      if (offer.applyUrl !== null || offer.applyEmail !== null) {
        return reply.code(409).send({ error: 'applies-elsewhere', message: 'This offer takes applications at its own address.' });
      }
      const read = await readApplicationForm(request);
      if (!read.ok) return reply.code(read.status).send({ error: read.error, message: read.message });
      const fields = fieldsOf(read.upload);
      const cv = cvDraftOf(read.upload);
      const problems = applicationProblems(fields, cv);
      if (hasApplicationProblems(problems)) return sendInvalid(reply, problems);
      const language =
        read.upload.fields.get('language') === 'en' ? 'en' : read.upload.fields.get('language') === 'pl' ? 'pl' : request.tenant.defaultLanguage;
      return apply(reply, context, {
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

interface Apply {
  readonly tenantId: string;
  readonly candidateId: string | null;
  readonly offer: ApplyingOffer;
  readonly fields: ApplicationFields;
  readonly upload: ApplicationUpload;
  readonly cv: CvDraft;
  readonly language: 'pl' | 'en';
}

/**
 * Checks the CV, then writes the application, its CV copy, the candidate's history item and the
 * apply click; a guest's waits for its e-mail link. A refusal stores nothing.
 */
async function apply(reply: FastifyReply, context: ApplicationContext, input: Apply): Promise<FastifyReply> {
  const { db, now } = context.deps;
  const { offer, fields, candidateId } = input;
  let file: { bytes: Buffer; contentType: string; fileName: string } | null = null;
  let source: DocumentRow | undefined;
  if (input.cv?.kind === 'file' && input.upload.cv) {
    const checked = await checkFile(input.upload.cv.fileName, input.upload.cv.bytes);
    if (!checked.ok) return reply.code(checked.status).send({ error: checked.problem, message: checked.message });
    file = { bytes: input.upload.cv.bytes, contentType: checked.contentType, fileName: input.upload.cv.fileName.trim() };
  } else if (input.cv?.kind === 'profile') {
    if (candidateId === null) return reply.code(401).send({ error: 'unauthorized', message: 'Sign in to apply with a CV from your profile.' });
    const id = input.cv.documentId.trim().toLowerCase();
    source = UUID_PATTERN.test(id) ? await findCandidateDocument(db, input.tenantId, candidateId, id) : undefined;
    if (!source) return reply.code(404).send({ error: 'not-found', message: 'No such document in your profile.' });
  }
  const earlier = await db
    .selectFrom('applications')
    .select(['id', 'email_confirmed_at'])
    .where('offer_id', '=', offer.id)
    .where((eb) => eb.or([eb('email', '=', fields.email), ...(candidateId ? [eb('candidate_id', '=', candidateId)] : [])]))
    .execute();
  if (earlier.some((row) => row.email_confirmed_at !== null)) {
    return reply.code(409).send({ error: 'already-applied', message: 'You have already applied for this offer.' });
  }
  // A guest who never confirmed and applies again starts afresh.
  await deleteApplications(
    db,
    context.files,
    earlier.map((row) => row.id),
  );
  const id = randomUUID();
  const token = candidateId === null ? randomBytes(24).toString('base64url') : null;
  const created = now();
  await db
    .insertInto('applications')
    .values({
      id,
      tenant_id: input.tenantId,
      offer_id: offer.id,
      offer_slug: offer.slug,
      company_id: offer.companyId,
      candidate_id: candidateId,
      name: fields.name,
      email: fields.email,
      message: fields.message,
      language: input.language,
      cv_document_id: null,
      future_consent: asks(offer.futureConsent) && fields.futureConsent,
      custom_consent: asks(offer.customConsent) && fields.customConsent,
      future_consent_text: asks(offer.futureConsent) ? offer.futureConsent.text : null,
      custom_consent_text: asks(offer.customConsent) ? offer.customConsent.text : null,
      information_clause: offer.informationClause,
      status: 'new',
      status_changed_at: null,
      email_confirmed_at: candidateId === null ? null : created,
      confirmation_token_hash: token === null ? null : hashToken(token),
      confirmation_expires_at: token === null ? null : new Date(created.getTime() + CONFIRMATION_DAYS * DAY_MS),
      created_at: created,
    })
    .execute();
  try {
    const document = file
      ? {
          id: randomUUID(),
          tenant_id: input.tenantId,
          candidate_id: null,
          application_id: id,
          visibility: 1 as const,
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.bytes.length,
          created_at: created,
        }
      : null;
    if (document && file) await storeDocument(db, context.files, document, file.bytes);
    const copy = source ? await copyForApplication(db, context.files, source, id, created) : null;
    const cvId = document?.id ?? copy?.id ?? null;
    if (cvId === null) throw new Error('the CV could not be stored');
    await db.updateTable('applications').set({ cv_document_id: cvId }).where('id', '=', id).execute();
  } catch (error) {
    await deleteApplications(db, context.files, [id]);
    throw error;
  }
  let redirectId: string | null = null;
  if (candidateId !== null) {
    const item = await recordHistoryItem(db, {
      tenantId: input.tenantId,
      candidateId,
      redirectId: id,
      offer: { id: offer.id, slug: offer.slug, title: offer.title, companyName: offer.companyName },
      source: 'board',
      applicationId: id,
      confirmedAt: created,
      now: created,
    });
    redirectId = item === 'redirect-id-taken' ? null : item.redirectId;
  }
  await db.insertInto('offer_apply_clicks').values({ tenant_id: input.tenantId, offer_slug: offer.slug, clicked_at: created }).execute();
  if (token !== null) {
    const facts = {
      tenantId: input.tenantId,
      to: fields.email,
      name: fields.name,
      language: input.language,
      offerSlug: offer.slug,
      offerTitle: offer.title,
      company: offer.companyName,
    };
    await sendApplicationMail(db, context.mail, facts, { kind: 'confirm-email', token }, created);
  }
  const receipt: ApplicationReceiptDto = { id, status: 'new', emailConfirmationRequired: token !== null, redirectId };
  return reply.code(201).send(receipt);
}

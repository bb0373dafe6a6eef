import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { ApplicationReceiptDto } from '../../contract/applications.ts';
import type { ApplicationFields, CvDraft } from '../../core/applications/apply/applicationRules.ts';
import { checkFile } from '../documents/checkFile.ts';
import { copyForApplication, findCandidateDocument, storeDocument, type DocumentRow } from '../documents/documentRows.ts';
import { UUID_PATTERN } from '../http/decodeInput.ts';
import type { ApplicationContext } from './ApplicationContext.ts';
import { sendApplicationMail } from './applicationMails.ts';
import { deleteApplications } from './applicationRows.ts';
import { asks, type ApplyingOffer } from './applyingOffers.ts';
import { recordHistoryItem } from './historyRows.ts';
import type { ApplicationUpload } from './readApplicationForm.ts';

/** A guest's link works this long; an application not confirmed by then is deleted (retention.ts). */
export const CONFIRMATION_DAYS = 7;
const DAY_MS = 86_400_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Apply {
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
export async function createApplication(reply: FastifyReply, context: ApplicationContext, input: Apply): Promise<FastifyReply> {
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
  const inserted = await db
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
    // Two applications with one e-mail at once: the second finds the first's row here, not a 500.
    .onConflict((conflict) => conflict.columns(['offer_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return reply.code(409).send({ error: 'already-applied', message: 'You have already applied for this offer.' });
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

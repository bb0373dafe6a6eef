import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ApplicationFailure } from '../../../core/applications/ApplicationFailure.ts';
import type { ApplicationReceipt, ApplicationRequest, Applications, ConfirmedApplication } from '../../../core/applications/Applications.ts';
import { applicationProblems, hasApplicationProblems, normaliseFields, type CvDraft } from '../../../core/applications/apply/applicationRules.ts';
import type { ApplicationLedgerInMemory, LedgerFile } from './ApplicationLedgerInMemory.ts';
import type { CandidateCaller } from './ApplicationHistoryInMemory.ts';
import { checkFileInMemory } from './sniffFile.ts';

/** Applying as the gateway does it, over the shared ledger: a guest's application waits for its token, a candidate's joins the history. */
export class ApplicationsInMemory implements Applications {
  constructor(
    private readonly ledger: ApplicationLedgerInMemory,
    private readonly caller: CandidateCaller,
  ) {}

  apply(request: ApplicationRequest): ResultAsync<ApplicationReceipt, ApplicationFailure> {
    const caller = this.caller();
    if (caller === 'invalid') return errAsync({ kind: 'unauthorized' });
    const offer = this.ledger.offers.get(request.offerSlug);
    if (!offer) return errAsync({ kind: 'not-found' });
    if (!offer.onBoard) return errAsync({ kind: 'applies-elsewhere' });
    // An empty file part is no file, as the gateway reads a multipart body.
    const size = request.cv.kind === 'file' ? request.cv.file.bytes.byteLength : 0;
    const draft: CvDraft = request.cv.kind === 'profile' ? request.cv : size === 0 ? null : { kind: 'file', name: request.cv.file.name, size };
    const problems = applicationProblems(request.fields, draft);
    const fileProblem = problems.cv?.startsWith('file-') && Object.keys(problems).length === 1 ? problems.cv : null;
    if (fileProblem) return errAsync({ kind: 'file-not-accepted', problem: fileProblem as never });
    if (hasApplicationProblems(problems)) return errAsync({ kind: 'invalid-application', fields: problems as Readonly<Record<string, string>> });
    const cv = this.cvOf(request, caller);
    if ('kind' in cv) return errAsync(cv);
    const fields = normaliseFields(request.fields);
    const earlier = this.ledger.applications.filter(
      (application) =>
        application.offer.id === offer.id && (application.email === fields.email || (caller !== null && application.candidateId === caller)),
    );
    if (earlier.some((application) => application.confirmed)) return errAsync({ kind: 'already-applied' });
    for (const application of earlier) this.ledger.deleteApplication(application.id);
    const id = this.ledger.nextId();
    const now = this.ledger.now().toISOString();
    const token = caller === null ? `token-${id}` : null;
    this.ledger.applications.unshift({
      id,
      offer,
      candidateId: caller,
      ...fields,
      futureConsent: (offer.asksFutureConsent ?? true) && fields.futureConsent,
      customConsent: (offer.asksCustomConsent ?? true) && fields.customConsent,
      appliedAt: now,
      cv,
      status: 'new',
      statusChangedAt: null,
      confirmed: caller !== null,
      token,
    });
    if (token !== null) this.ledger.mails.push({ to: fields.email, kind: 'confirm-email', token });
    this.ledger.clicks.push(offer.slug);
    if (caller !== null) {
      const entries = this.ledger.historyOf(caller);
      const kept = entries.filter((entry) => entry.offer.id !== offer.id);
      entries.splice(0, entries.length, { redirectId: id, offer, source: 'board', applicationId: id, confirmedAt: now, createdAt: now }, ...kept);
    }
    return okAsync({ id, status: 'new', emailConfirmationRequired: token !== null, redirectId: caller === null ? null : id });
  }

  confirmEmail(token: string): ResultAsync<ConfirmedApplication, ApplicationFailure> {
    const application = this.ledger.applications.find((candidate) => candidate.token === token);
    if (!application) return errAsync({ kind: 'not-found' });
    application.confirmed = true;
    return okAsync({ offerSlug: application.offer.slug, offerTitle: application.offer.title });
  }

  recordApplyClick(offerSlug: string): ResultAsync<void, ApplicationFailure> {
    if (!this.ledger.offers.has(offerSlug)) return errAsync({ kind: 'not-found' });
    this.ledger.clicks.push(offerSlug);
    return okAsync(undefined);
  }

  private cvOf(request: ApplicationRequest, caller: string | null): LedgerFile | ApplicationFailure {
    if (request.cv.kind === 'file') {
      const checked = checkFileInMemory(request.cv.file.name, request.cv.file.bytes);
      return checked.ok
        ? { fileName: request.cv.file.name.trim(), contentType: checked.contentType, bytes: request.cv.file.bytes }
        : { kind: 'file-not-accepted', problem: checked.problem };
    }
    if (caller === null) return { kind: 'unauthorized' };
    const documentId = request.cv.documentId;
    const document = this.ledger.documentsOf(caller).find((candidate) => candidate.id === documentId);
    return document ? { fileName: document.fileName, contentType: document.contentType, bytes: document.bytes } : { kind: 'not-found' };
  }
}

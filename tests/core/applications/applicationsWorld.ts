import { errAsync, type ResultAsync } from 'neverthrow';
import { ApplicationHistoryInMemory, type CandidateCaller } from '../../../adapters/in-memory/applications/ApplicationHistoryInMemory.ts';
import { ApplicationLedgerInMemory, type LedgerOffer } from '../../../adapters/in-memory/applications/ApplicationLedgerInMemory.ts';
import { ApplicationsInMemory } from '../../../adapters/in-memory/applications/ApplicationsInMemory.ts';
import { CandidateDocumentsInMemory } from '../../../adapters/in-memory/applications/CandidateDocumentsInMemory.ts';
import { EmployerApplicationsInMemory } from '../../../adapters/in-memory/applications/EmployerApplicationsInMemory.ts';
import type { ApplicationFailure } from '../../../core/applications/ApplicationFailure.ts';
import type { ApplicationHistory, HistoryItem, HistoryPage, HistoryQuery } from '../../../core/applications/ApplicationHistory.ts';
import { ApplicationHistoryStore } from '../../../core/applications/ApplicationHistoryStore.ts';
import type { ApplicationFields } from '../../../core/applications/apply/applicationRules.ts';
import { ApplyForOffer } from '../../../core/applications/apply/ApplyForOffer.ts';
import { ConfirmApplicationEmail } from '../../../core/applications/apply/ConfirmApplicationEmail.ts';
import { ListCandidateDocuments } from '../../../core/applications/documents/ListCandidateDocuments.ts';
import { OpenCandidateDocument } from '../../../core/applications/documents/OpenCandidateDocument.ts';
import { RemoveCandidateDocument } from '../../../core/applications/documents/RemoveCandidateDocument.ts';
import { UploadCandidateDocument } from '../../../core/applications/documents/UploadCandidateDocument.ts';
import { ConfirmExternalApplication } from '../../../core/applications/history/ConfirmExternalApplication.ts';
import { ListApplicationHistory } from '../../../core/applications/history/ListApplicationHistory.ts';
import { LoadApplicationHistoryCount } from '../../../core/applications/history/LoadApplicationHistoryCount.ts';
import { LoadAppliedStatuses } from '../../../core/applications/history/LoadAppliedStatuses.ts';
import { RecordExternalApply } from '../../../core/applications/history/RecordExternalApply.ts';
import { WithdrawApplication } from '../../../core/applications/history/WithdrawApplication.ts';
import { ChangeApplicationStatus } from '../../../core/applications/panel/ChangeApplicationStatus.ts';
import { DeleteApplication } from '../../../core/applications/panel/DeleteApplication.ts';
import { DownloadApplicationCv } from '../../../core/applications/panel/DownloadApplicationCv.ts';
import { ListEmployerApplications } from '../../../core/applications/panel/ListEmployerApplications.ts';
import { loggedIn } from '../../../core/session/SessionState.ts';
import { readTokenClaims } from '../../../core/session/tokenClaims.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { pdfBytes } from '../../support/documentFiles.ts';
import { employerWorld } from '../employer/employerWorld.ts';
import { sessionWorld, type SessionWorldOptions } from '../session/sessionWorld.ts';

/**
 * The history port as the fake gateway answers it, keeping every query it was asked (the batching
 * and paging rules are about what is asked) and failing the list calls a test chooses.
 */
export class RecordingHistory implements ApplicationHistory {
  readonly queries: HistoryQuery[] = [];
  readonly calls: string[] = [];
  /** A list call whose query this returns true for fails with the failure given. */
  failList: ((query: HistoryQuery) => GatewayFailure | null) | null = null;

  constructor(private readonly inner: ApplicationHistory) {}

  list(query: HistoryQuery): ResultAsync<HistoryPage, ApplicationFailure> {
    this.queries.push(query);
    this.calls.push('list');
    const failure = this.failList?.(query) ?? null;
    return failure ? errAsync(failure) : this.inner.list(query);
  }

  count(isConfirmed?: boolean): ResultAsync<number, GatewayFailure> {
    this.calls.push('count');
    return this.inner.count(isConfirmed);
  }

  recordExternal(jobAdvertisementId: string): ResultAsync<HistoryItem, ApplicationFailure> {
    this.calls.push('recordExternal');
    return this.inner.recordExternal(jobAdvertisementId);
  }

  confirm(redirectId: string): ResultAsync<HistoryItem, GatewayFailure> {
    this.calls.push('confirm');
    return this.inner.confirm(redirectId);
  }

  remove(redirectId: string): ResultAsync<void, GatewayFailure> {
    this.calls.push('remove');
    return this.inner.remove(redirectId);
  }
}

export const COMPANY_ID = 7;
export const OTHER_COMPANY_ID = 99;
export const T0 = Date.UTC(2026, 10, 20, 9, 0, 0);

export const anApplicant = (patch: Partial<ApplicationFields> = {}): ApplicationFields => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'I would like to join.',
  futureConsent: true,
  customConsent: false,
  ...patch,
});

export const aPdf = (name = 'cv.pdf', bytes = pdfBytes()) => ({ kind: 'file' as const, file: { name, bytes } });

/**
 * The applications context over the in-memory fakes and one ledger: a candidate logged in (unless
 * `guest`), whose bearer the fakes check as the gateway would; an offer on the board of company 7
 * (asking only the future-recruitment consent), 60 offers that apply elsewhere, and the panel's
 * use cases for an employer of company 7 (`employerOf` switches the company, or logs out).
 */
export function applicationsWorld(options: SessionWorldOptions & { readonly guest?: boolean } = {}) {
  const session = sessionWorld({ ...options, ...(options.guest ? { userIdCookie: false, bearer: 'none' as const } : {}) });
  session.store.set(options.guest ? { status: 'guest' } : loggedIn({ ...session.candidate, featureFlags: 0 }));
  const clock = { now: T0 };
  const ledger = new ApplicationLedgerInMemory(() => new Date((clock.now += 1000)));
  const caller: CandidateCaller = () => {
    const bearer = session.bearer.get();
    if (bearer === null) return null;
    return session.gateway.authorizes() ? (readTokenClaims(bearer)?.subject ?? 'invalid') : 'invalid';
  };
  const board: LedgerOffer = ledger.addOffer({
    id: '00000000-0000-4000-8000-00000000b0a4',
    slug: 'board-engineer',
    title: 'Board Engineer',
    companyName: 'Acme',
    companyId: COMPANY_ID,
    onBoard: true,
    asksFutureConsent: true,
    asksCustomConsent: false,
  });
  const elsewhere = Array.from({ length: 60 }, (_, index) =>
    ledger.addOffer({
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      slug: `elsewhere-${index + 1}`,
      title: `Elsewhere ${index + 1}`,
      companyName: 'Demo',
      companyId: 1,
      onBoard: false,
    }),
  );
  const history = new RecordingHistory(new ApplicationHistoryInMemory(ledger, caller));
  const applications = new ApplicationsInMemory(ledger, caller);
  const documents = new CandidateDocumentsInMemory(ledger, caller);
  const store = new ApplicationHistoryStore(session.store.state$);
  const { coordinator, store: sessionStore } = session;
  const historyDeps = [history, coordinator, sessionStore, store] as const;
  const loadStatuses = new LoadAppliedStatuses(...historyDeps);

  const employer = employerWorld();
  let company: { companyId: number } | null = { companyId: COMPANY_ID };
  const employerApplications = new EmployerApplicationsInMemory(ledger, () => company);
  const panel = [employerApplications, employer.coordinator] as const;

  return {
    ...session,
    clock,
    ledger,
    board,
    elsewhere,
    history,
    applications,
    documents,
    historyStore: store,
    employerApplications,
    /** The panel's caller: an employer of this company, or nobody (null). */
    employerOf: (companyId: number | null) => (company = companyId === null ? null : { companyId }),
    applyForOffer: new ApplyForOffer(applications, documents, coordinator, sessionStore, loadStatuses),
    confirmEmail: new ConfirmApplicationEmail(applications),
    recordExternalApply: new RecordExternalApply(applications, ...historyDeps),
    confirmExternal: new ConfirmExternalApplication(...historyDeps),
    withdraw: new WithdrawApplication(...historyDeps),
    listHistory: new ListApplicationHistory(...historyDeps),
    loadCount: new LoadApplicationHistoryCount(...historyDeps),
    loadStatuses,
    listDocuments: new ListCandidateDocuments(documents, coordinator, sessionStore),
    uploadDocument: new UploadCandidateDocument(documents, coordinator, sessionStore),
    removeDocument: new RemoveCandidateDocument(documents, coordinator, sessionStore),
    openDocument: new OpenCandidateDocument(documents, coordinator, sessionStore),
    listEmployerApplications: new ListEmployerApplications(...panel),
    changeStatus: new ChangeApplicationStatus(...panel),
    deleteApplication: new DeleteApplication(...panel),
    downloadCv: new DownloadApplicationCv(...panel),
  };
}

export type ApplicationsWorld = ReturnType<typeof applicationsWorld>;

/** A guest's application to the board offer, confirmed through its e-mail's token: its id. */
export async function confirmedGuestApplication(world: ApplicationsWorld, fields: ApplicationFields): Promise<string> {
  const guest = new ApplicationsInMemory(world.ledger, () => null);
  const receipt = await guest.apply({ offerSlug: world.board.slug, fields, cv: aPdf(), language: 'en' });
  if (receipt.isErr()) throw new Error(`the guest's application failed: ${JSON.stringify(receipt.error)}`);
  const token = world.ledger.mails.find((mail) => mail.to === fields.email && mail.kind === 'confirm-email')?.token ?? '';
  const confirmed = await guest.confirmEmail(token);
  if (confirmed.isErr()) throw new Error(`the confirmation failed: ${JSON.stringify(confirmed.error)}`);
  return receipt.value.id;
}

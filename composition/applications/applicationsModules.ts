import { ApplicationHistoryHttp } from '../../adapters/http/applications/ApplicationHistoryHttp.ts';
import { ApplicationsHttp } from '../../adapters/http/applications/ApplicationsHttp.ts';
import { CandidateDocumentsHttp } from '../../adapters/http/applications/CandidateDocumentsHttp.ts';
import { ApplicationHistoryInMemory, type CandidateCaller } from '../../adapters/in-memory/applications/ApplicationHistoryInMemory.ts';
import { ApplicationLedgerInMemory } from '../../adapters/in-memory/applications/ApplicationLedgerInMemory.ts';
import { ApplicationsInMemory } from '../../adapters/in-memory/applications/ApplicationsInMemory.ts';
import { CandidateDocumentsInMemory } from '../../adapters/in-memory/applications/CandidateDocumentsInMemory.ts';
import type { ApplicationHistory } from '../../core/applications/ApplicationHistory.ts';
import { ApplicationHistoryStore } from '../../core/applications/ApplicationHistoryStore.ts';
import type { Applications } from '../../core/applications/Applications.ts';
import { ApplyForOffer } from '../../core/applications/apply/ApplyForOffer.ts';
import { ConfirmApplicationEmail } from '../../core/applications/apply/ConfirmApplicationEmail.ts';
import type { CandidateDocuments } from '../../core/applications/CandidateDocuments.ts';
import { ListCandidateDocuments } from '../../core/applications/documents/ListCandidateDocuments.ts';
import { OpenCandidateDocument } from '../../core/applications/documents/OpenCandidateDocument.ts';
import { RemoveCandidateDocument } from '../../core/applications/documents/RemoveCandidateDocument.ts';
import { UploadCandidateDocument } from '../../core/applications/documents/UploadCandidateDocument.ts';
import { ConfirmExternalApplication } from '../../core/applications/history/ConfirmExternalApplication.ts';
import { ListApplicationHistory } from '../../core/applications/history/ListApplicationHistory.ts';
import { LoadApplicationHistoryCount } from '../../core/applications/history/LoadApplicationHistoryCount.ts';
import { LoadAppliedStatuses } from '../../core/applications/history/LoadAppliedStatuses.ts';
import { RecordExternalApply } from '../../core/applications/history/RecordExternalApply.ts';
import { WithdrawApplication } from '../../core/applications/history/WithdrawApplication.ts';
import { readTokenClaims } from '../../core/session/tokenClaims.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, omit, type ContextModule, valuesModule } from '../kernel/ContextModule.ts';
import { provide, provideClass, provideEach } from '../kernel/provide.ts';
import { candidateCallDeps, SessionKeys } from '../session/sessionKeys.ts';
import type { TestSession } from '../session/sessionModules.ts';
import { httpAdapterDeps } from '../shared/sharedKeys.ts';
import { ApplicationsKeys as K } from './applicationsKeys.ts';

/** The candidate's use cases and the history's store (one per container: per tab, per request). */
export const applicationsUseCases: ContextModule = contextModule(
  'applications.useCases',
  omit(K, 'ApplicationHistory', 'Applications', 'CandidateDocuments'),
  (container) => {
    const { SessionCoordinator, SessionStore } = SessionKeys;
    provide(container, K.ApplicationHistoryStore, [SessionStore], (session) => new ApplicationHistoryStore(session.state$));
    const history = candidateCallDeps(K.ApplicationHistory, K.ApplicationHistoryStore);
    provideEach(container, K, history, {
      LoadAppliedStatuses,
      ListApplicationHistory,
      LoadApplicationHistoryCount,
      ConfirmExternalApplication,
      WithdrawApplication,
    });
    provideClass(container, K.RecordExternalApply, RecordExternalApply, [K.Applications, ...history]);
    provideClass(container, K.ApplyForOffer, ApplyForOffer, [
      K.Applications,
      K.CandidateDocuments,
      SessionCoordinator,
      SessionStore,
      K.LoadAppliedStatuses,
    ]);
    provideClass(container, K.ConfirmApplicationEmail, ConfirmApplicationEmail, [K.Applications]);
    const documents = [K.CandidateDocuments, SessionCoordinator, SessionStore] as const;
    provideEach(container, K, documents, { ListCandidateDocuments, UploadCandidateDocument, RemoveCandidateDocument, OpenCandidateDocument });
  },
);

/** The candidate's ports over HTTP: browser, server renderer and CLI. */
export const applicationsHttp: ContextModule = adapterModule('applications.http', K, httpAdapterDeps, {
  ApplicationHistory: ApplicationHistoryHttp,
  Applications: ApplicationsHttp,
  CandidateDocuments: CandidateDocumentsHttp,
});

export interface ApplicationsTestPorts {
  readonly ledger: ApplicationLedgerInMemory;
  readonly history: ApplicationHistory;
  readonly applications: Applications;
  readonly documents: CandidateDocuments;
}

/** The fakes over one ledger, for a caller the test's session decides; any of them replaceable. */
export function applicationsTestPorts(
  caller: CandidateCaller,
  now: () => Date,
  overrides: Partial<ApplicationsTestPorts> = {},
): ApplicationsTestPorts {
  const ledger = overrides.ledger ?? new ApplicationLedgerInMemory(now);
  return {
    ledger,
    history: overrides.history ?? new ApplicationHistoryInMemory(ledger, caller),
    applications: overrides.applications ?? new ApplicationsInMemory(ledger, caller),
    documents: overrides.documents ?? new CandidateDocumentsInMemory(ledger, caller),
  };
}

export const applicationsInMemory = (ports: ApplicationsTestPorts): ContextModule =>
  valuesModule('applications.inMemory', K, {
    ApplicationHistory: ports.history,
    Applications: ports.applications,
    CandidateDocuments: ports.documents,
  });

/** The fake gateway's view of a test session: no bearer is a guest, a bearer it accepts is that candidate, any other is refused. */
export function candidateCallerOf(session: TestSession): CandidateCaller {
  return () => {
    const bearer = session.bearer.get();
    if (bearer === null) return null;
    return session.authorizes() ? (readTokenClaims(bearer)?.subject ?? 'invalid') : 'invalid';
  };
}

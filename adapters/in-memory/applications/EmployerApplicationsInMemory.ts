import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ApplicationFailure } from '../../../core/applications/ApplicationFailure.ts';
import { allowedMoves, APPLICATION_STATUSES, canMove, type ApplicationStatus } from '../../../core/applications/ApplicationStatus.ts';
import type {
  DownloadedFile,
  EmployerApplication,
  EmployerApplicationPage,
  EmployerApplicationQuery,
  EmployerApplications,
  StatusCounts,
} from '../../../core/applications/EmployerApplications.ts';
import type { ApplicationLedgerInMemory, LedgerApplication } from './ApplicationLedgerInMemory.ts';

/** Who calls the panel: an employer of a company, nobody (null), or a bearer the gateway would refuse. */
export type EmployerCaller = () => { readonly companyId: number } | null | 'invalid';

const toEmployerApplication = (application: LedgerApplication): EmployerApplication => ({
  id: application.id,
  offerSlug: application.offer.slug,
  offerTitle: application.offer.title,
  name: application.name,
  email: application.email,
  message: application.message,
  status: application.status,
  cv: { fileName: application.cv.fileName, contentType: application.cv.contentType, size: application.cv.bytes.byteLength },
  futureConsent: application.futureConsent,
  customConsent: application.customConsent,
  appliedAt: application.appliedAt,
  statusChangedAt: application.statusChangedAt,
});

/** The company's confirmed applications over the shared ledger: another company's are not found, as on the gateway. */
export class EmployerApplicationsInMemory implements EmployerApplications {
  constructor(
    private readonly ledger: ApplicationLedgerInMemory,
    private readonly caller: EmployerCaller,
  ) {}

  list(query: EmployerApplicationQuery): ResultAsync<EmployerApplicationPage, ApplicationFailure> {
    return this.company().andThen((companyId) => {
      if (!Number.isInteger(query.page) || query.page < 1 || !Number.isInteger(query.pageSize) || query.pageSize < 1 || query.pageSize > 100) {
        return errAsync({ kind: 'invalid-input' as const, message: 'page from 1, pageSize from 1 to 100.' });
      }
      if (query.offerSlug !== undefined && this.ledger.offers.get(query.offerSlug)?.companyId !== companyId)
        return errAsync({ kind: 'not-found' as const });
      const offers = this.visible(companyId).filter((application) => query.offerSlug === undefined || application.offer.slug === query.offerSlug);
      const counts = Object.fromEntries(
        APPLICATION_STATUSES.map((status) => [status, offers.filter((application) => application.status === status).length]),
      ) as StatusCounts;
      const chosen = offers.filter((application) => query.status === undefined || application.status === query.status);
      const start = (query.page - 1) * query.pageSize;
      return okAsync({
        items: chosen.slice(start, start + query.pageSize).map(toEmployerApplication),
        page: query.page,
        pageSize: query.pageSize,
        total: chosen.length,
        counts,
      });
    });
  }

  changeStatus(id: string, status: ApplicationStatus): ResultAsync<EmployerApplication, ApplicationFailure> {
    return this.find(id).andThen((application) => {
      if (application.status === status) return okAsync(toEmployerApplication(application));
      if (!canMove(application.status, status)) return errAsync({ kind: 'status-not-allowed' as const, allowed: allowedMoves(application.status) });
      application.status = status;
      application.statusChangedAt = this.ledger.now().toISOString();
      this.ledger.mails.push({ to: application.email, kind: 'status-changed', status });
      return okAsync(toEmployerApplication(application));
    });
  }

  remove(id: string): ResultAsync<void, ApplicationFailure> {
    return this.find(id).map((application) => this.ledger.deleteApplication(application.id));
  }

  downloadCv(offerSlug: string, id: string): ResultAsync<DownloadedFile, ApplicationFailure> {
    return this.find(id).andThen((application) =>
      application.offer.slug === offerSlug
        ? okAsync({ fileName: application.cv.fileName, contentType: application.cv.contentType, bytes: application.cv.bytes })
        : errAsync({ kind: 'not-found' as const }),
    );
  }

  private visible(companyId: number): LedgerApplication[] {
    return this.ledger.applications.filter((application) => application.confirmed && application.offer.companyId === companyId);
  }

  private find(id: string): ResultAsync<LedgerApplication, ApplicationFailure> {
    return this.company().andThen((companyId) => {
      const found = this.visible(companyId).find((application) => application.id === id);
      return found ? okAsync(found) : errAsync({ kind: 'not-found' as const });
    });
  }

  private company(): ResultAsync<number, ApplicationFailure> {
    const caller = this.caller();
    return caller === null || caller === 'invalid' ? errAsync({ kind: 'unauthorized' }) : okAsync(caller.companyId);
  }
}

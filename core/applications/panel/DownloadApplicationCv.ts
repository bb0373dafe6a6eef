import type { ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ApplicationFailure } from '../ApplicationFailure.ts';
import type { DownloadedFile, EmployerApplication, EmployerApplications } from '../EmployerApplications.ts';

/** An application's CV: its name, the type it was stored with, its bytes. Fails with not-found, unauthorized, network-failure, http-failure. */
export class DownloadApplicationCv implements UseCase<Pick<EmployerApplication, 'id' | 'offerSlug'>, DownloadedFile, ApplicationFailure> {
  constructor(
    private readonly applications: EmployerApplications,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(application: Pick<EmployerApplication, 'id' | 'offerSlug'>): ResultAsync<DownloadedFile, ApplicationFailure> {
    return this.coordinator.run(() => this.applications.downloadCv(application.offerSlug, application.id));
  }
}

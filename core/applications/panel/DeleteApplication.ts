import type { ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ApplicationFailure } from '../ApplicationFailure.ts';
import type { EmployerApplications } from '../EmployerApplications.ts';

/** Deletes one of the company's applications with its CV. Fails with not-found, unauthorized, network-failure, http-failure. */
export class DeleteApplication implements UseCase<string, void, ApplicationFailure> {
  constructor(
    private readonly applications: EmployerApplications,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(id: string): ResultAsync<void, ApplicationFailure> {
    return this.coordinator.run(() => this.applications.remove(id));
  }
}

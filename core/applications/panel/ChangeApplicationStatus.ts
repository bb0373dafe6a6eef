import { errAsync, type ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ApplicationFailure } from '../ApplicationFailure.ts';
import { allowedMoves, canMove, type ApplicationStatus } from '../ApplicationStatus.ts';
import type { EmployerApplication, EmployerApplications } from '../EmployerApplications.ts';

export interface StatusChange {
  readonly application: Pick<EmployerApplication, 'id' | 'status'>;
  readonly to: ApplicationStatus;
}

/**
 * Moves an application along the pipeline (docs/applications.md); the applicant gets an e-mail.
 * A move the pipeline does not allow fails with status-not-allowed (and the moves it does) without
 * a call. Fails with status-not-allowed, not-found, unauthorized, network-failure, http-failure,
 * bad-gateway-payload.
 */
export class ChangeApplicationStatus implements UseCase<StatusChange, EmployerApplication, ApplicationFailure> {
  constructor(
    private readonly applications: EmployerApplications,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute({ application, to }: StatusChange): ResultAsync<EmployerApplication, ApplicationFailure> {
    if (!canMove(application.status, to)) return errAsync({ kind: 'status-not-allowed', allowed: allowedMoves(application.status) });
    return this.coordinator.run(() => this.applications.changeStatus(application.id, to));
  }
}

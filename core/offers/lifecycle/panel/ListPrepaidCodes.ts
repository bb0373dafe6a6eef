import type { ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { LifecycleFailure } from '../LifecycleFailure.ts';
import type { PrepaidCode, PrepaidCodes } from '../PrepaidCodes.ts';

/** The company's prepaid codes, newest first. Fails with unauthorized, network-failure, http-failure, bad-gateway-payload. */
export class ListPrepaidCodes implements UseCase<void, readonly PrepaidCode[], LifecycleFailure> {
  constructor(
    private readonly codes: PrepaidCodes,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(): ResultAsync<readonly PrepaidCode[], LifecycleFailure> {
    return this.coordinator.run(() => this.codes.list());
  }
}

import type { ResultAsync } from 'neverthrow';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { EmployerSessionCoordinator } from '../../session/EmployerSessionCoordinator.ts';
import type { CompanyFailure } from '../CompanyFailure.ts';
import type { CompanyUsers } from './CompanyUsers.ts';

/**
 * Removes a user from the company: their logins end at once. The last admin cannot be removed
 * (last-admin). Fails besides with forbidden, not-found, unauthorized, network-failure, http-failure.
 */
export class RemoveCompanyUser implements UseCase<string, void, CompanyFailure> {
  constructor(
    private readonly users: CompanyUsers,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(id: string): ResultAsync<void, CompanyFailure> {
    return this.coordinator.run(() => this.users.remove(id));
  }
}

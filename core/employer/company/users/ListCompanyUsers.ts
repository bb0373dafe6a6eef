import type { ResultAsync } from 'neverthrow';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { EmployerSessionCoordinator } from '../../session/EmployerSessionCoordinator.ts';
import type { CompanyUser } from '../Company.ts';
import type { CompanyFailure } from '../CompanyFailure.ts';
import type { CompanyUsers } from './CompanyUsers.ts';

/** The company's users, oldest first (admins only). Fails with forbidden, unauthorized, network-failure, http-failure, bad-gateway-payload. */
export class ListCompanyUsers implements UseCase<void, readonly CompanyUser[], CompanyFailure> {
  constructor(
    private readonly users: CompanyUsers,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(): ResultAsync<readonly CompanyUser[], CompanyFailure> {
    return this.coordinator.run(() => this.users.list());
  }
}

import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { EmployerSessionCoordinator } from '../session/EmployerSessionCoordinator.ts';
import type { Company } from './Company.ts';
import type { EmployerCompany } from './EmployerCompany.ts';

/** The logged-in user's company (data, billing, clauses, brand story state). Fails with unauthorized (after one refresh), network-failure, http-failure, bad-gateway-payload. */
export class LoadCompany implements UseCase<void, Company, GatewayFailure> {
  constructor(
    private readonly company: EmployerCompany,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(): ResultAsync<Company, GatewayFailure> {
    return this.coordinator.run(() => this.company.load());
  }
}

import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import type { EmployerSessionCoordinator } from '../session/EmployerSessionCoordinator.ts';
import type { Clauses } from './Company.ts';
import { firstProblem, type CompanyFailure } from './CompanyFailure.ts';
import type { EmployerCompany } from './EmployerCompany.ts';
import { cleanClauses, clauseProblems } from './settingsRules.ts';

/**
 * Saves the default information clause and consents that each new offer starts with (offers
 * already written keep theirs). An enabled consent needs its text; invalid-input without a call
 * otherwise. Fails besides with forbidden, unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class UpdateClauses implements UseCase<Clauses, Clauses, CompanyFailure> {
  constructor(
    private readonly company: EmployerCompany,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(clauses: Clauses): ResultAsync<Clauses, CompanyFailure> {
    const invalid = firstProblem(clauseProblems(clauses));
    if (invalid) return errAsync(invalid);
    const clean = cleanClauses(clauses);
    return this.coordinator.run(() => this.company.updateClauses(clean));
  }
}

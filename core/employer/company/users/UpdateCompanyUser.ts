import { errAsync, type ResultAsync } from 'neverthrow';
import { nameProblem } from '../../../session/credentials.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import { cleanedPhone, phoneProblem } from '../../accountRules.ts';
import type { EmployerSessionCoordinator } from '../../session/EmployerSessionCoordinator.ts';
import type { CompanyUser, CompanyUserChanges } from '../Company.ts';
import { companyInvalidInput, type CompanyFailure } from '../CompanyFailure.ts';
import type { CompanyUsers } from './CompanyUsers.ts';

export interface CompanyUserUpdate {
  readonly id: string;
  readonly changes: CompanyUserChanges;
}

/**
 * Changes a user's name, phone or role. The company's last admin cannot be made a recruiter
 * (last-admin, from the gateway, which counts admins in the same transaction). Fails besides with
 * invalid-input, forbidden, not-found, unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class UpdateCompanyUser implements UseCase<CompanyUserUpdate, CompanyUser, CompanyFailure> {
  constructor(
    private readonly users: CompanyUsers,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute({ id, changes }: CompanyUserUpdate): ResultAsync<CompanyUser, CompanyFailure> {
    if (changes.name !== undefined && nameProblem(changes.name) !== undefined) return errAsync(companyInvalidInput());
    if (typeof changes.phone === 'string' && phoneProblem(changes.phone) !== undefined) return errAsync(companyInvalidInput());
    const phone = cleanedPhone(changes.phone);
    const cleaned: CompanyUserChanges = {
      ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
      ...(phone !== undefined ? { phone } : {}),
      ...(changes.role !== undefined ? { role: changes.role } : {}),
    };
    return this.coordinator.run(() => this.users.update(id, cleaned));
  }
}

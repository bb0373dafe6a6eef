import { errAsync, type ResultAsync } from 'neverthrow';
import { emailProblem, nameProblem } from '../../../session/credentials.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import { phoneProblem } from '../../accountRules.ts';
import type { EmployerSessionCoordinator } from '../../session/EmployerSessionCoordinator.ts';
import type { CompanyUser, CompanyUserInvitation } from '../Company.ts';
import { companyInvalidInput, type CompanyFailure } from '../CompanyFailure.ts';
import type { CompanyUsers } from './CompanyUsers.ts';

/**
 * Adds a user to the company with a role; they get an e-mail whose link lets them choose a
 * password. A name, e-mail or phone the rules refuse fails with invalid-input without a call.
 * Fails besides with email-taken, forbidden, unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class InviteCompanyUser implements UseCase<CompanyUserInvitation, CompanyUser, CompanyFailure> {
  constructor(
    private readonly users: CompanyUsers,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(invitation: CompanyUserInvitation): ResultAsync<CompanyUser, CompanyFailure> {
    const phone = invitation.phone?.trim() ?? '';
    const problem = nameProblem(invitation.name) ?? emailProblem(invitation.email) ?? phoneProblem(phone);
    if (problem !== undefined) return errAsync(companyInvalidInput());
    const cleaned: CompanyUserInvitation = {
      name: invitation.name.trim(),
      email: invitation.email.trim(),
      phone: phone === '' ? null : phone,
      role: invitation.role,
    };
    return this.coordinator.run(() => this.users.invite(cleaned));
  }
}

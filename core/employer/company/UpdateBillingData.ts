import { errAsync, type ResultAsync } from 'neverthrow';
import { cleanInvoice } from '../../offers/lifecycle/publication/invoiceRules.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { EmployerSessionCoordinator } from '../session/EmployerSessionCoordinator.ts';
import type { BillingData } from './Company.ts';
import { firstProblem, type CompanyFailure } from './CompanyFailure.ts';
import type { EmployerCompany } from './EmployerCompany.ts';
import { billingProblems } from './settingsRules.ts';

/**
 * Saves the company's invoice data, which the payment form pre-fills. The payment form's rules
 * apply (invalid-input without a call otherwise). Fails besides with forbidden (a recruiter),
 * unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class UpdateBillingData implements UseCase<BillingData, BillingData, CompanyFailure> {
  constructor(
    private readonly company: EmployerCompany,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(billing: BillingData): ResultAsync<BillingData, CompanyFailure> {
    const invalid = firstProblem(billingProblems(billing));
    if (invalid) return errAsync(invalid);
    const clean = cleanInvoice({ ...billing, acceptedRegulations: true, subscribeToNewsletter: false });
    return this.coordinator.run(() => this.company.updateBilling(clean));
  }
}

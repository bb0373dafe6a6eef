import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import { publicationProblem } from '../editing/publicationProblem.ts';
import { invalidLifecycleInput, type LifecycleFailure } from '../LifecycleFailure.ts';
import type { OfferAccess } from '../OfferDraft.ts';
import type { OfferDrafts } from '../OfferDrafts.ts';
import type { Payments, PaymentStarted } from '../Payments.ts';
import { cleanInvoice, invoiceProblems, type InvoiceValues } from './invoiceRules.ts';

export interface PayForOfferInput {
  readonly access: OfferAccess;
  readonly pricingPlan: string;
  readonly invoice: InvoiceValues;
  /** Where the provider sends the payer back: the panel's return page. */
  readonly returnUrl: string;
  /** Pay for more days of a published (or expired) offer instead of publishing a draft. */
  readonly extend: boolean;
}

/**
 * Asks for a payment of the plan and answers the provider's page to send the employer to. A draft
 * is checked first as the gateway would: complete, and a salary range for every contract (pay
 * transparency), so the employer hears why before paying. Invoice data the rules refuse fails with
 * invalid-input without a call. Fails with invalid-input, offer-incomplete, salary-range-required,
 * unknown-plan, wrong-offer-status, payment-provider-unavailable, not-found, unauthorized,
 * network-failure, http-failure, bad-gateway-payload.
 */
export class PayForOffer implements UseCase<PayForOfferInput, PaymentStarted, LifecycleFailure> {
  constructor(
    private readonly payments: Payments,
    private readonly drafts: OfferDrafts,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(input: PayForOfferInput): ResultAsync<PaymentStarted, LifecycleFailure> {
    if (Object.keys(invoiceProblems(input.invoice)).length > 0 || input.pricingPlan.trim() === '') return errAsync(invalidLifecycleInput);
    const ready: ResultAsync<void, LifecycleFailure> = input.extend
      ? okAsync(undefined)
      : this.coordinator
          .run(() => this.drafts.load(input.access))
          .andThen((draft) => {
            const problem = publicationProblem(draft);
            return problem ? errAsync(problem) : okAsync(undefined);
          });
    return ready.andThen(() =>
      this.coordinator.run(() =>
        this.payments.request({
          invoice: cleanInvoice(input.invoice),
          offerType: input.pricingPlan.trim(),
          offerId: input.access.slug,
          subscribeToNewsletter: input.invoice.subscribeToNewsletter,
          acceptedRegulations: input.invoice.acceptedRegulations,
          returnUrl: input.returnUrl,
          extend: input.extend,
          ...(input.access.token ? { token: input.access.token } : {}),
        }),
      ),
    );
  }
}

import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { publicationProblem } from '../../../core/offers/lifecycle/editing/publicationProblem.ts';
import type { LifecycleFailure } from '../../../core/offers/lifecycle/LifecycleFailure.ts';
import type { PaymentRequest, Payments, PaymentStarted, PaymentStatus } from '../../../core/offers/lifecycle/Payments.ts';
import type { Caller, OfferLedgerInMemory } from './OfferLedgerInMemory.ts';

/**
 * Payments in memory: a request becomes a pending payment whose "provider page" is
 * `/payments/sandbox/{id}`; the test settles it (`ledger.settle`) as the sandbox's buttons would.
 */
export class PaymentsInMemory implements Payments {
  constructor(
    private readonly ledger: OfferLedgerInMemory,
    /** Who calls: read at each call, as the gateway reads the bearer. */
    private readonly caller: () => Caller,
  ) {}

  request(request: PaymentRequest): ResultAsync<PaymentStarted, LifecycleFailure> {
    if (this.caller() === 'invalid') return errAsync({ kind: 'unauthorized' });
    if (!/^[A-Za-z]{2}$/.test(request.invoice.country) || !request.acceptedRegulations)
      return errAsync({ kind: 'invalid-input', message: 'The invoice data was refused.' });
    const offer = this.ledger.open({ slug: request.offerId, ...(request.token ? { token: request.token } : {}) }, this.caller());
    if (!offer) return errAsync({ kind: 'not-found' });
    const plan = this.ledger.options.plans.find((candidate) => candidate.slug === request.offerType && candidate.active);
    if (!plan) return errAsync({ kind: 'unknown-plan' });
    const status = offer.draft.status;
    if (request.extend ? status !== 'published' && status !== 'expired' : status !== 'draft') return errAsync({ kind: 'wrong-offer-status', status });
    const problem = request.extend ? null : publicationProblem(offer.draft);
    if (problem) return errAsync(problem);
    const id = this.ledger.next('payment');
    this.ledger.payments.set(id, {
      id,
      slug: offer.draft.slug,
      companyId: offer.companyId,
      days: plan.publicationDays,
      extend: request.extend,
      status: 'pending',
    });
    return okAsync({ id, paymentRequestUrl: `/payments/sandbox/${id}` });
  }

  status(paymentId: string, token?: string): ResultAsync<PaymentStatus, LifecycleFailure> {
    const payment = this.ledger.payments.get(paymentId);
    const offer = payment ? this.ledger.open({ slug: payment.slug, ...(token ? { token } : {}) }, this.caller()) : undefined;
    return payment && offer ? okAsync(payment.status) : errAsync({ kind: 'not-found' });
  }
}

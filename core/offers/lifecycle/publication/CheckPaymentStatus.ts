import type { ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { LifecycleFailure } from '../LifecycleFailure.ts';
import type { Payments, PaymentStatus } from '../Payments.ts';

/**
 * Where a payment stands, for the panel's return page (the provider's own word in the return
 * address is not trusted). Fails with not-found, unauthorized, network-failure, http-failure,
 * bad-gateway-payload.
 */
export class CheckPaymentStatus implements UseCase<{ readonly paymentId: string; readonly token?: string }, PaymentStatus, LifecycleFailure> {
  constructor(
    private readonly payments: Payments,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(input: { readonly paymentId: string; readonly token?: string }): ResultAsync<PaymentStatus, LifecycleFailure> {
    return this.coordinator.run(() => this.payments.status(input.paymentId, input.token));
  }
}

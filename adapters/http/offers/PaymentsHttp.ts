import type { ResultAsync } from 'neverthrow';
import { PaymentCreatedCodec, PaymentStatusCodec, type PaymentRequestDto } from '../../../contract/payments.ts';
import type { LifecycleFailure } from '../../../core/offers/lifecycle/LifecycleFailure.ts';
import type { PaymentRequest, Payments, PaymentStarted, PaymentStatus } from '../../../core/offers/lifecycle/Payments.ts';
import { decodeAnswer } from '../answers.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { lifecycleRefusal } from './lifecycleRefusal.ts';
import { tenantApi } from '../tenantApi.ts';

/** POST /v1/payments (the payment request entity in snake_case) and GET /v1/payments/{id}/status. */
export class PaymentsHttp implements Payments {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  request(request: PaymentRequest): ResultAsync<PaymentStarted, LifecycleFailure> {
    const { invoice } = request;
    const body: PaymentRequestDto = {
      invoice_company_name: invoice.companyName,
      invoice_street: invoice.street,
      invoice_street_number: invoice.streetNumber,
      invoice_city: invoice.city,
      invoice_postal_code: invoice.postalCode,
      invoice_country: invoice.country,
      invoice_tax_id: invoice.taxId,
      offer_type: request.offerType,
      offer_id: request.offerId,
      subscribe_to_newsletter: request.subscribeToNewsletter,
      accepted_regulations: request.acceptedRegulations,
      return_url: request.returnUrl,
      extend: request.extend,
      ...(request.token ? { token: request.token } : {}),
    };
    return this.http
      .exchange('POST', this.path('/v1/payments'), { body })
      .andThen((answer) => decodeAnswer(answer, PaymentCreatedCodec, lifecycleRefusal))
      .map((created) => ({ id: created.id, paymentRequestUrl: created.payment_request_url }));
  }

  status(paymentId: string, token?: string): ResultAsync<PaymentStatus, LifecycleFailure> {
    return this.http
      .exchange('GET', this.path(`/v1/payments/${encodeURIComponent(paymentId)}/status`), { query: { token } })
      .andThen((answer) => decodeAnswer(answer, PaymentStatusCodec, lifecycleRefusal))
      .map((answer) => answer.status);
  }

  private path(path: string): string {
    return tenantApi(this.tenantId, path);
  }
}

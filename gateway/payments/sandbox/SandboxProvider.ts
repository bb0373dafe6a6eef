import type { IncomingHttpHeaders } from 'node:http';
import { isLeft } from 'fp-ts/lib/Either.js';
import { SandboxNotificationCodec } from '../../../contract/payments.ts';
import type { Checkout, CheckoutRequest, NotificationReading, PaymentProvider } from '../PaymentProvider.ts';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureMatches } from './sandboxSignature.ts';

/** Where the sandbox's page of a payment is: on this site, outside /api. */
export const sandboxPagePath = (paymentId: string) => `/payments/sandbox/${paymentId}`;

/**
 * The default provider: served by this app (sandboxPageRoutes.ts), so that offers can be paid for
 * with no account anywhere. Its page shows the amount with Pay and Decline; the choice comes back
 * as a signed notification, like a real provider's webhook, then the payer is sent back.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly key: Buffer) {}

  async startCheckout(request: CheckoutRequest): Promise<Checkout> {
    return { providerRef: request.paymentId, redirectUrl: sandboxPagePath(request.paymentId) };
  }

  readNotification(rawBody: Buffer, headers: IncomingHttpHeaders): NotificationReading {
    if (!sandboxSignatureMatches(this.key, rawBody, headers[SANDBOX_SIGNATURE_HEADER]))
      return { kind: 'rejected', status: 401, message: 'The notification’s signature does not match.' };
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { kind: 'rejected', status: 400, message: 'The notification is not JSON.' };
    }
    const decoded = SandboxNotificationCodec.decode(json);
    if (isLeft(decoded)) return { kind: 'rejected', status: 400, message: 'Expected {notification_id, payment_id, status, amount, currency}.' };
    const note = decoded.right;
    return {
      kind: 'notification',
      notificationId: note.notification_id,
      paymentId: note.payment_id,
      outcome: note.status,
      amount: { minor: Math.round(note.amount * 100), currency: note.currency },
    };
  }
}

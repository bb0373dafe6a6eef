import { PaymentReturnPage } from '../../features/employer/payment/PaymentReturnPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/paymentReturn';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: panelTitle(matches, 'panel.paymentReturn.title') },
  { name: 'robots', content: 'noindex' },
];

/** /employer/payments/return?payment_id&status: where the payment provider sends the employer back. */
export default function EmployerPaymentReturn() {
  return (
    <RequireEmployer>
      <PaymentReturnPage />
    </RequireEmployer>
  );
}

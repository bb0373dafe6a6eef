import { PaymentReturnPage } from '../../features/employer/payment/PaymentReturnPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/paymentReturn';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.paymentReturn.title'));

/** /employer/payments/return?payment_id&status: where the payment provider sends the employer back. */
export default function EmployerPaymentReturn() {
  return (
    <RequireEmployer>
      <PaymentReturnPage />
    </RequireEmployer>
  );
}

import { useSearchParams } from 'react-router';
import { PaymentPage } from '../../features/employer/payment/PaymentPage.tsx';
import { useShell } from '../../app/useShell.ts';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/payment';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.payment.title'));

/** /employer/offers/{slug}/payment[?extend=1]: the invoice form, then the provider's page. */
export default function EmployerPayment({ params }: Route.ComponentProps) {
  const { language } = useShell();
  const [search] = useSearchParams();
  return (
    <RequireEmployer>
      <PaymentPage slug={params.slug} extend={search.get('extend') === '1'} language={language} />
    </RequireEmployer>
  );
}

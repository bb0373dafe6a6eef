import { OffersPage } from '../../features/employer/offers/OffersPage.tsx';
import { useShell } from '../../app/useShell.ts';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/offers';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.list.title'));

/** The company's offers (/employer and /employer/offers): the employer's own, so they load in the browser. */
export default function EmployerOffers() {
  const { language } = useShell();
  return (
    <RequireEmployer>
      <OffersPage language={language} />
    </RequireEmployer>
  );
}

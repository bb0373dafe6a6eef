import { data, Link } from 'react-router';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import { FormCard } from '../../features/employer/shell/panelStyles.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { Route } from './+types/notFound';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.notFound.title'));

/** An /employer/... address the panel does not have: a 404 inside the panel. */
export const loader = () => data(null, { status: 404 });

export default function EmployerNotFound() {
  const { t } = useTexts();
  return (
    <FormCard aria-labelledby="panel-not-found">
      <h1 id="panel-not-found">{t('panel.notFound.heading')}</h1>
      <p className="links">
        <Link to="/employer/offers">{t('panel.notFound.back')}</Link>
      </p>
    </FormCard>
  );
}

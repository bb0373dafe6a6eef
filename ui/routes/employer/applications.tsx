import { ApplicationsPanelPage } from '../../features/applications/panel/ApplicationsPanelPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/applications';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.applications.title'));

/** /employer/applications (every offer) and /employer/offers/{slug}/applications (one offer). */
export default function EmployerApplications({ params }: Route.ComponentProps) {
  const { language } = useShell();
  const slug = (params as { slug?: string }).slug;
  return (
    <RequireEmployer>
      <ApplicationsPanelPage language={language} {...(slug ? { offerSlug: slug } : {})} />
    </RequireEmployer>
  );
}

import { CompanySettingsPage } from '../../features/employer/company/CompanySettingsPage.tsx';
import { BrandStoryPage } from '../../features/employer/company/story/BrandStoryPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/brandStory';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.company.story.title'));

/** The company's story page of the employer panel (admins only: docs/companies.md, "Roles"). */
export default function EmployerBrandStory() {
  const { language } = useShell();
  return (
    <RequireEmployer>
      <CompanySettingsPage tab="story">
        <BrandStoryPage language={language} />
      </CompanySettingsPage>
    </RequireEmployer>
  );
}

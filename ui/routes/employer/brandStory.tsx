import { CompanySettingsPage } from '../../features/employer/company/CompanySettingsPage.tsx';
import { BrandStoryPage } from '../../features/employer/company/story/BrandStoryPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import { useShell } from '../../app/useShell.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { Route } from './+types/brandStory';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: panelTitle(matches, 'panel.company.story.title') },
  { name: 'robots', content: 'noindex' },
];

/** The company's story page of the employer panel (admins only: docs/companies.md, "Roles"). */
export default function EmployerBrandStory() {
  const { t } = useTexts();
  const { language } = useShell();
  return (
    <RequireEmployer>
      <CompanySettingsPage heading={t('panel.company.story.heading')} lead={t('panel.company.story.lead')}>
        <BrandStoryPage language={language} />
      </CompanySettingsPage>
    </RequireEmployer>
  );
}

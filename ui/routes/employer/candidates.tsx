import { CandidateSearchPage } from '../../features/invitations/panel/CandidateSearchPage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/candidates';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.candidates.title'));

/** /employer/candidates: passive candidates for one of the company's offers (loads in the browser: the employer's own). */
export default function EmployerCandidates() {
  const { language } = useShell();
  return (
    <RequireEmployer>
      <CandidateSearchPage language={language} />
    </RequireEmployer>
  );
}

import { applicationPageModules } from '../../../composition/roots/pages/applicationPage.ts';
import { useContextModules } from '../../../composition/react/UseCaseProvider.tsx';
import { ApplicationHistoryPage } from '../../features/applications/ApplicationHistoryPage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/applicationHistory';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'applications.history.title'));

/** The candidate's own history (bearer token in the browser), so it loads in the browser. */
export default function ApplicationHistory() {
  useContextModules(applicationPageModules);
  return <ApplicationHistoryPage shell={useShell()} />;
}

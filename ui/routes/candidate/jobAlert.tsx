import { JobAlertsPage } from '../../features/alerts/list/JobAlertsPage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/jobAlert';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'alertList.page.title'));

/** The saved searches are the candidate's own (bearer token in the browser), so they load in the browser. */
export default function JobAlert() {
  return <JobAlertsPage shell={useShell()} />;
}

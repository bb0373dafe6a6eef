import { JobAlertsPage } from '../../features/alerts/list/JobAlertsPage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/jobAlert';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'alertList.page.title') },
  { name: 'robots', content: 'noindex' },
];

/** The saved searches are the candidate's own (bearer token in the browser), so they load in the browser. */
export default function JobAlert() {
  return <JobAlertsPage shell={useShell()} />;
}

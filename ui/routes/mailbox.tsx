import { LocalMailboxPage } from '../features/alerts/mailbox/LocalMailboxPage.tsx';
import { pageTitle } from '../app/pageTitle.ts';
import { useShell } from '../app/useShell.ts';
import type { Route } from './+types/mailbox';
import { unindexedPageMeta } from '../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'alertLinks.mailbox.pageTitle'));

/** The local mailbox (issue 5: e-mails shown here while no SMTP_URL is set). Its data loads in the browser. */
export default function Mailbox() {
  return <LocalMailboxPage language={useShell().language} />;
}

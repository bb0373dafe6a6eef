import { confirmApplication, type ConfirmationResult } from '../features/applications/confirmApplication.ts';
import { ConfirmApplicationPage } from '../features/applications/ConfirmApplicationPage.tsx';
import { pageTitle } from '../app/pageTitle.ts';
import { useShell } from '../app/useShell.ts';
import type { Route } from './+types/applicationConfirmation';
import { unindexedPageMeta } from '../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'applications.confirmation.title'));

/** /applications/confirm?token=…: a guest's e-mail link, confirmed on the server. */
export const loader = ({ context, request }: Route.LoaderArgs) => confirmApplication(context, request);

export default function ApplicationConfirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmApplicationPage result={loaderData as ConfirmationResult} language={useShell().language} />;
}

import { applicationPageModules } from '../../../composition/roots/pages/applicationPage.ts';
import { profilePageModules } from '../../../composition/roots/pages/profilePage.ts';
import { useContextModules } from '../../../composition/react/UseCaseProvider.tsx';
import { loadProfileChoices } from '../../features/profile/preferences/loadProfileChoices.ts';
import { ProfilePage } from '../../features/profile/personal/ProfilePage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/profile';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'profile.page.title'));

/** The pickers' industries and cities are the same for everyone: loaded on the server with the page. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadProfileChoices(context);
}

/** The profile is the candidate's own (bearer token in the browser), so it loads in the browser. */
/** The profile context and its documents. */
const pageModules = [...profilePageModules, ...applicationPageModules];

export default function Profile({ loaderData }: Route.ComponentProps) {
  useContextModules(pageModules);
  return <ProfilePage shell={useShell()} choices={loaderData} />;
}

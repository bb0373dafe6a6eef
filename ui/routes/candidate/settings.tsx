import { invitationPageModules } from '../../../composition/roots/pages/invitationPage.ts';
import { profilePageModules } from '../../../composition/roots/pages/profilePage.ts';
import { useContextModules } from '../../../composition/react/UseCaseProvider.tsx';
import { SettingsPage } from '../../features/profile/settings/SettingsPage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/settings';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'profile.settings.title'));

/** The settings are the candidate's own (bearer token in the browser), so they load in the browser. */
/** The profile context and the passive-candidate switch. */
const pageModules = [...profilePageModules, ...invitationPageModules];

export default function Settings() {
  useContextModules(pageModules);
  return <SettingsPage shell={useShell()} />;
}

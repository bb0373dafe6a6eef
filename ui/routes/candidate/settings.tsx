import { profilePageModules } from '../../../composition/roots/pageModules.ts';
import { useContextModules } from '../../../composition/react/UseCaseProvider.tsx';
import { SettingsPage } from '../../features/profile/settings/SettingsPage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/settings';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'profile.settings.title'));

/** The settings are the candidate's own (bearer token in the browser), so they load in the browser. */
export default function Settings() {
  useContextModules(profilePageModules);
  return <SettingsPage shell={useShell()} />;
}

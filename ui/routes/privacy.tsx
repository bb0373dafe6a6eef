import { PrivacyPage } from '../features/legal/PrivacyPage.tsx';
import { pageTitle } from '../app/pageTitle.ts';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'privacy.title') }];

export default function Privacy() {
  return <PrivacyPage />;
}

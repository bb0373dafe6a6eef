import { ProfilePage } from '../../features/employer/profile/ProfilePage.tsx';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/profile';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.profile.title'));

/** /employer/profile: the panel user's own profile. */
export default function EmployerProfile() {
  return (
    <RequireEmployer>
      <ProfilePage />
    </RequireEmployer>
  );
}

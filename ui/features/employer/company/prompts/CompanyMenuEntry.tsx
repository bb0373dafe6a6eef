import { NavLink } from 'react-router';
import { useTexts } from '../../../../i18n/useTexts.ts';
import { useEmployerSession } from '../../shell/useEmployerSession.ts';

/** The panel menu's company entry: for admins only, since every company page is theirs (a recruiter's menu has none). */
export function CompanyMenuEntry() {
  const { t } = useTexts();
  const session = useEmployerSession();
  if (session.status !== 'authenticated' || session.profile?.role !== 'admin') return null;
  return (
    <li>
      <NavLink to="/employer/company" data-testid="panel-nav-company">
        {t('panel.company.nav')}
      </NavLink>
    </li>
  );
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTexts } from '../../../i18n/useTexts.ts';
import { useEmployerSession } from './useEmployerSession.ts';

/**
 * The panel's pages that need a login: a polite "loading" while the session is being restored,
 * the login page (coming back here afterwards) for nobody, the page for an employer.
 */
export function RequireEmployer({ children }: { children: ReactNode }) {
  const { t } = useTexts();
  const session = useEmployerSession();
  const location = useLocation();
  if (session.status === 'anonymous') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/employer/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (session.status === 'unknown') {
    return (
      <p role="status" aria-live="polite" data-testid="panel-loading">
        {t('panel.loading')}
      </p>
    );
  }
  return <>{children}</>;
}

/** Where to go after logging in: a panel path from `?next=`, else the offers list (never another site). */
export function nextPath(params: URLSearchParams, fallback = '/employer/offers'): string {
  const next = params.get('next');
  return next !== null && next.startsWith('/employer') && !next.startsWith('//') ? next : fallback;
}

import { Link, useRevalidator } from 'react-router';
import { buildOfferPath } from '../../../core/listing/url/routeWords.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { Button } from '../../components/Button.tsx';
import { PageSection, SurfacePanel } from '../../components/pageLayout.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { ConfirmationResult } from './confirmApplication.ts';

/** Where a guest's e-mail link leads: the application confirmed (with the way back to its offer), or why it was not. */
export function ConfirmApplicationPage({ result, language }: { result: ConfirmationResult; language: Language }) {
  const { t } = useTexts();
  const revalidator = useRevalidator();
  return (
    <PageSection aria-labelledby="confirmation-heading" data-testid="application-confirmation" data-state={result.kind}>
      <h1 id="confirmation-heading">{t('applications.confirmation.heading')}</h1>
      <SurfacePanel role={result.kind === 'confirmed' ? 'status' : 'alert'}>
        {result.kind === 'confirmed' && (
          <>
            <p>{t('applications.confirmation.confirmed', { title: result.application.offerTitle })}</p>
            <p>
              <Link to={buildOfferPath(result.application.offerSlug, language)}>{t('applications.confirmation.toOffer')}</Link>
            </p>
          </>
        )}
        {result.kind === 'expired' && <p>{t('applications.confirmation.expired')}</p>}
        {result.kind === 'invalid' && <p>{t('applications.confirmation.invalid')}</p>}
        {result.kind === 'failed' && (
          <>
            <p>{t('applications.confirmation.failed')}</p>
            <Button type="button" onClick={() => void revalidator.revalidate()}>
              {t('applications.confirmation.retry')}
            </Button>
          </>
        )}
        {result.kind !== 'confirmed' && (
          <p>
            <Link to="/">{t('applications.confirmation.home')}</Link>
          </p>
        )}
      </SurfacePanel>
    </PageSection>
  );
}

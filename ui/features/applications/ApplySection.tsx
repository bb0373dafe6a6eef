import { useEffect, useId, useMemo, useState } from 'react';
import { applyChannel } from '../../../core/applications/applyChannel.ts';
import type { OfferDetail } from '../../../core/listing/Offer.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { ApplicationsKeys } from '../../../composition/applications/applicationsKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { useObservable } from '../../hooks/useObservable.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { PortalLink } from '../../components/PortalLink.tsx';
import { candidateUrl } from '../../app/candidatePortal.ts';
import { useOptionalShell } from '../../app/useShell.ts';
import { batcherFor } from '../../hooks/offerStatusBatcher.ts';
import { formatDay } from '../../i18n/formatDay.ts';
import { ApplyCard } from './applyStyles.ts';
import { ApplyForm, type Sent } from './ApplyForm.tsx';
import { DidYouApply } from './DidYouApply.tsx';

/**
 * What the offer page shows about applying, below the description: on the board, the form, or
 * "you applied" with the employer's status once the candidate did; elsewhere, "did you apply?"
 * while a click there waits for an answer. Nothing for an offer without a way to apply.
 */
export function ApplySection({ offer, language, returnTo }: { offer: OfferDetail; language: Language; returnTo: string }) {
  const { t } = useTexts();
  const headingId = useId();
  const shell = useOptionalShell();
  const store = useUseCase(ApplicationsKeys.ApplicationHistoryStore);
  const load = useUseCase(ApplicationsKeys.LoadAppliedStatuses);
  const session = useUseCase(SessionKeys.SessionStore);
  const historyOn = shell?.tenant.flags.applicationHistory !== false;
  const candidateBase = shell?.candidateBase ?? '/candidate';
  const item = useObservable(
    useMemo(() => store.item$(offer.guid), [store, offer.guid]),
    null,
  );
  const channel = applyChannel(offer);
  // Sent from this page: its outcome stays (announced, focused) though the history now knows the application.
  const [sent, setSent] = useState<Sent | null>(null);

  useEffect(
    () => (historyOn && channel.kind !== 'none' ? batcherFor(load, session).register(offer.guid) : undefined),
    [historyOn, channel.kind, load, session, offer.guid],
  );

  if (channel.kind === 'none') return null;
  const known = historyOn ? item : null;
  if (channel.kind === 'external') return known && !known.isConfirmed ? <DidYouApply item={known} /> : null;
  if (known?.isConfirmed && sent === null) {
    return (
      <ApplyCard id="apply" aria-labelledby={headingId} data-testid="apply-done">
        <h2 id={headingId}>{t('applications.apply.heading')}</h2>
        <p>
          {t('applications.apply.applied', { date: formatDay(known.appliedAt, language) })}
          {known.status && <> {t('applications.apply.appliedStatus', { status: t(`applications.status.${known.status}`) })}</>}
        </p>
        <PortalLink to={candidateUrl(candidateBase, 'applicationHistory')}>{t('applications.apply.history')}</PortalLink>
      </ApplyCard>
    );
  }
  return <ApplyForm offer={offer} language={language} candidateBase={candidateBase} returnTo={returnTo} sent={sent} onSent={setSent} />;
}

import { useEffect, useMemo } from 'react';
import { ApplicationsKeys } from '../../../composition/applications/applicationsKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { Icon } from '../../components/Icon.tsx';
import { useObservable } from '../../hooks/useObservable.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { useOptionalShell } from '../../app/useShell.ts';
import { batcherFor } from '../../hooks/offerStatusBatcher.ts';
import { AppliedChip } from './applyStyles.ts';

/**
 * isAppliedTo on an offer card or the offer page: an "Applied" chip once the candidate's history
 * holds a confirmed item for the offer (looked up 25 offers per batch). Nothing for guests, nor
 * where the tenant's applicationHistory flag is off.
 */
export function AppliedBadge({ offerId }: { offerId: string }) {
  const { t } = useTexts();
  const shell = useOptionalShell();
  const store = useUseCase(ApplicationsKeys.ApplicationHistoryStore);
  const load = useUseCase(ApplicationsKeys.LoadAppliedStatuses);
  const session = useUseCase(SessionKeys.SessionStore);
  const enabled = shell?.tenant.flags.applicationHistory !== false;
  const applied = useObservable(
    useMemo(() => store.isAppliedTo$(offerId), [store, offerId]),
    false,
  );

  useEffect(() => (enabled ? batcherFor(load, session).register(offerId) : undefined), [enabled, load, session, offerId]);

  if (!enabled || !applied) return null;
  return (
    <AppliedChip data-testid="applied-badge" data-offer-id={offerId} title={t('applications.badgeLabel')}>
      <Icon name="check" size={14} />
      {t('applications.badge')}
    </AppliedChip>
  );
}

import { useEffect, useId, useState } from 'react';
import { InvitationsKeys } from '../../../composition/invitations/invitationsKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import type { PassiveStatus } from '../../../core/invitations/Invitation.ts';
import { useObservable } from '../../hooks/useObservable.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { Card } from '../../components/Card.ts';
import { ToggleRow } from '../../components/formParts.ts';

/**
 * The settings' passive-candidates switch: opting in lets companies find the candidate and invite
 * them (saved at once); off or paused for the tenant, it says so and only lets the candidate opt out.
 * The number of invitations received so far shows under it.
 */
export function PassiveCandidateSwitch() {
  const { t } = useTexts();
  const load = useUseCase(InvitationsKeys.LoadPassiveStatus);
  const store = useUseCase(InvitationsKeys.PassiveStatusStore);
  const setOptIn = useUseCase(InvitationsKeys.SetPassiveOptIn);
  const stats = useUseCase(InvitationsKeys.LoadInvitationStats);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const status: PassiveStatus | null = useObservable(store.status$, null);
  const [total, setTotal] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  useEffect(() => {
    void load.execute();
    void stats.execute().map((answer) => setTotal(answer.total));
  }, [load, stats]);
  const open = status !== null && status.enabled && !status.maintenance;
  const change = (optedIn: boolean) => {
    setSaving(true);
    void setOptIn
      .execute(optedIn)
      .match(
        () => snackbars.show({ message: 'invitations.passive.saved', variant: 'success', testId: 'passive-saved' }),
        (failure) =>
          snackbars.show({
            message: failure.kind === 'passive-candidates-unavailable' ? 'invitations.passive.unavailable' : 'invitations.passive.failed',
            variant: 'error',
            testId: 'passive-failed',
          }),
      )
      .finally(() => setSaving(false));
  };
  return (
    <Card aria-labelledby={`${id}-heading`} data-testid="passive-section">
      <h2 id={`${id}-heading`}>{t('invitations.passive.heading')}</h2>
      <p>{t('invitations.passive.lead')}</p>
      {status === null ? (
        <p>{t('invitations.passive.loading')}</p>
      ) : (
        <>
          {!status.enabled && <p role="note">{t('invitations.passive.disabled')}</p>}
          {status.enabled && status.maintenance && <p role="note">{t('invitations.passive.unavailable')}</p>}
          <ToggleRow>
            <input
              id={`${id}-switch`}
              type="checkbox"
              checked={status.optedIn}
              disabled={saving || (!open && !status.optedIn)}
              onChange={(event) => change(event.target.checked)}
              data-testid="passive-switch"
            />
            <label htmlFor={`${id}-switch`}>{t('invitations.passive.switch')}</label>
          </ToggleRow>
        </>
      )}
      {total !== null && <p data-testid="invitation-stats">{t('invitations.passive.stats', { count: total })}</p>}
    </Card>
  );
}

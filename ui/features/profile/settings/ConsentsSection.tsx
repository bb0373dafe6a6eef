import { useState } from 'react';
import type { Consent } from '../../../../core/profile/CandidateDocument.ts';
import type { ConsentName } from '../../../../core/preferences/Consents.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { ProfileKeys } from '../../../../composition/profile/profileKeys.ts';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Card } from '../../../components/Card.ts';
import { failureKey } from '../portal/saveOutcome.ts';
import { ToggleRow } from '../../../components/formParts.ts';

const known: readonly ConsentName[] = ['profiling'];

/** Each consent as a checkbox saved at once (SetConsent); a failed save puts it back and says so. */
export function ConsentsSection({ consents }: { consents: readonly Consent[] }) {
  const { t } = useTexts();
  const setConsent = useUseCase(ProfileKeys.SetConsent);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [saving, setSaving] = useState<string | null>(null);
  const givenOf = (name: string) => consents.find((consent) => consent.name === name)?.given ?? false;
  const change = (name: ConsentName, given: boolean) => {
    setSaving(name);
    void setConsent
      .execute({ name, given })
      .match(
        () =>
          snackbars.show({
            message: given ? 'profile.settings.consentSaved' : 'profile.settings.consentWithdrawn',
            variant: 'success',
            testId: 'consent-saved',
          }),
        (failure) => snackbars.show({ message: failureKey(failure), variant: 'error', testId: 'consent-failed' }),
      )
      .finally(() => setSaving(null));
  };
  return (
    <Card aria-labelledby="consents-heading" data-testid="consents-section">
      <h2 id="consents-heading">{t('profile.settings.consents')}</h2>
      {known.map((name) => (
        <ToggleRow key={name}>
          <input
            id={`consent-${name}`}
            type="checkbox"
            role="switch"
            checked={givenOf(name)}
            disabled={saving === name}
            aria-describedby={`consent-${name}-help`}
            onChange={(event) => change(name, event.target.checked)}
            data-testid={`consent-${name}`}
          />
          <div>
            <label htmlFor={`consent-${name}`}>{t(`profile.settings.consentNames.${name}`)}</label>
            <p id={`consent-${name}-help`}>{t(`profile.settings.consentHelp.${name}`)}</p>
          </div>
        </ToggleRow>
      ))}
    </Card>
  );
}

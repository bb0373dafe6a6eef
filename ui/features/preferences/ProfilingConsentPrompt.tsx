import styled from '@emotion/styled';
import { useState } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { PreferencesKeys } from '../../../composition/preferences/preferencesKeys.ts';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { color } from '../../theme/tokens.ts';
import { PortalLink } from '../../components/PortalLink.tsx';
import { candidateUrl } from '../../app/candidatePortal.ts';
import { useSessionState } from '../session/index.ts';
import { PrimaryButton } from '../../components/Button.tsx';
import { surfaceBox } from '../../theme/controls.ts';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  padding: 20px;
  ${surfaceBox}
  p {
    margin: 0;
  }
  a {
    font-weight: 700;
    color: ${color.primary};
  }
`;

/**
 * The matched-for-you consent prompt (engagement.md): a logged-in candidate grants the consent
 * named profiling with value true (SetProfilingConsent), then tells `onGiven`; a guest is asked to log in or register.
 */
export function ProfilingConsentPrompt({ candidateBase, returnTo, onGiven }: { candidateBase: string; returnTo: string; onGiven?: () => void }) {
  const { t } = useTexts();
  const session = useSessionState();
  const setConsent = useUseCase(PreferencesKeys.SetProfilingConsent);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');

  if (session.status === 'unknown') return null;
  if (session.status === 'guest') {
    return (
      <Panel data-testid="profiling-guest">
        <p>{t('profiling.guestText')}</p>
        <p>
          <PortalLink to={candidateUrl(candidateBase, 'login', { returnTo })}>{t('favourites.promptLogin')}</PortalLink>
          {' · '}
          <PortalLink to={candidateUrl(candidateBase, 'register', { returnTo })}>{t('favourites.promptRegister')}</PortalLink>
        </p>
      </Panel>
    );
  }
  return (
    <Panel data-testid="profiling-consent">
      <p>{t(state === 'saved' ? 'profiling.saved' : 'profiling.text')}</p>
      {state !== 'saved' && (
        <PrimaryButton
          type="button"
          disabled={state === 'saving'}
          aria-busy={state === 'saving'}
          data-testid="profiling-consent-give"
          onClick={() => {
            setState('saving');
            void setConsent.execute(true).match(
              () => {
                setState('saved');
                snackbars.show({ message: 'profiling.saved', variant: 'success', testId: 'profiling-saved' });
                onGiven?.();
              },
              () => {
                setState('idle');
                snackbars.show({ message: 'profiling.failed', variant: 'error', testId: 'profiling-failed' });
              },
            );
          }}
        >
          {t('profiling.give')}
        </PrimaryButton>
      )}
    </Panel>
  );
}

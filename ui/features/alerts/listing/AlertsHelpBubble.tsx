import styled from '@emotion/styled';
import { useId } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AlertsKeys } from '../../../../composition/alerts/alertsKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useObservable } from '../../../hooks/useObservable.ts';
import { color, radius } from '../../../theme/tokens.ts';

/** Absolutely placed under the switcher button: appearing after hydration moves nothing else. */
const Bubble = styled.div`
  position: absolute;
  top: calc(100% + 10px);
  left: 0;
  z-index: 25;
  width: min(300px, calc(100vw - 32px));
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 14px;
  border: 1px solid ${color.primary};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
  &::before {
    content: '';
    position: absolute;
    top: -7px;
    left: 20px;
    width: 12px;
    height: 12px;
    border-left: 1px solid ${color.primary};
    border-top: 1px solid ${color.primary};
    background: ${color.surface};
    transform: rotate(45deg);
  }
  p {
    display: flex;
    gap: 8px;
    margin: 0;
    font-size: 0.9rem;
  }
  button {
    align-self: flex-end;
  }
`;

/**
 * The saved-searches help tooltip (spec section 4): shown until dismissed, then never again (a
 * local-storage flag, AlertsHelpTooltip). It renders only in the browser: the server and the first
 * render see it hidden, so hydration matches and nothing jumps.
 */
export function AlertsHelpBubble() {
  const { t } = useTexts();
  const tooltip = useUseCase(AlertsKeys.AlertsHelpTooltip);
  const visible = useObservable(tooltip.visible$, false);
  const textId = useId();
  if (!visible) return null;
  return (
    <Bubble role="group" aria-label={t('alertList.help.label')} aria-describedby={textId} data-testid="alerts-help">
      <p id={textId}>
        <Icon name="info" size={18} />
        <span>{t('alertList.help.text')}</span>
      </p>
      <Button type="button" data-testid="alerts-help-dismiss" onClick={() => tooltip.dismiss()}>
        {t('alertList.help.dismiss')}
      </Button>
    </Bubble>
  );
}

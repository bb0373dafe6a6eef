import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { JOB_ALERTS_HASH } from '../../../../core/alerts/surfaces/alertSurfaces.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Icon } from '../../../components/Icon.tsx';
import { useObservable } from '../../../hooks/useObservable.ts';
import { color } from '../../../theme/tokens.ts';
import { RoundIconButton } from '../../../components/RoundIconButton.ts';

const Trigger = styled(RoundIconButton)`
  color: ${color.primary};
  &[aria-expanded='true'] {
    border-color: ${color.primary};
  }
`;

/** The header's bell: opens the job alerts popup through its hash (#job-alerts), so Back closes it. */
export function JobAlertsHeaderButton() {
  const { t } = useTexts();
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const open = useObservable(
    useMemo(() => tracker.isOpen$(JOB_ALERTS_HASH), [tracker]),
    false,
  );
  return (
    <Trigger
      type="button"
      aria-label={t('alertList.header.button')}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-testid="job-alerts-button"
      onClick={() => tracker.open(JOB_ALERTS_HASH)}
    >
      <Icon name="bell" />
    </Trigger>
  );
}

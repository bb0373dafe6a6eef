import styled from '@emotion/styled';
import { useTexts } from '../../../i18n/useTexts.ts';
import { useLocation } from 'react-router';
import type { QuickSwitchName } from '../../../../core/analytics/AnalyticsEvent.ts';
import { isRemoteSwitchOn, toggleRemoteSwitch, toggleSalarySwitch } from '../../../../core/listing/filters/filterTransitions.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AnalyticsKeys } from '../../../../composition/analytics/analyticsKeys.ts';
import { color, radius } from '../../../theme/tokens.ts';
import { useFilterNavigation, useListing } from '../ListingContext.tsx';
import { pillControl } from '../../../theme/controls.ts';

const Group = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

export const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 6px 14px;
  ${pillControl}
  &::before {
    content: '';
    width: 28px;
    height: 16px;
    border-radius: ${radius.full};
    border: 2px solid ${color.muted};
    background: radial-gradient(circle at 6px 50%, ${color.muted} 4px, transparent 5px);
  }
  &[aria-checked='true'] {
    border-color: ${color.primary};
  }
  &[aria-checked='true']::before {
    border-color: ${color.primary};
    background: ${color.primary} radial-gradient(circle at 18px 50%, ${color.onPrimary} 4px, transparent 5px);
  }
`;

/** The remote and salary quick switches: each flips one filter (by core's transitions), pushes the URL and sends an analytics event. */
export function QuickSwitches() {
  const { t } = useTexts();
  const { filters } = useListing();
  const { go } = useFilterNavigation();
  const trackEvent = useUseCase(AnalyticsKeys.TrackEvent);
  const location = useLocation();
  const remote = isRemoteSwitchOn(filters);
  const flip = (name: QuickSwitchName, on: boolean) => {
    void trackEvent.execute({ event: { name: 'quick-switch', properties: { switch: name, on } }, page: location.pathname + location.search });
    go(name === 'remote' ? toggleRemoteSwitch(filters) : toggleSalarySwitch(filters));
  };
  return (
    <Group role="group" aria-label={t('filters.quickSwitches')}>
      <Switch type="button" role="switch" aria-checked={remote} onClick={() => flip('remote', !remote)} data-testid="switch-remote">
        {t('filters.quickRemote')}
      </Switch>
      <Switch
        type="button"
        role="switch"
        aria-checked={filters.withSalary}
        onClick={() => flip('salary', !filters.withSalary)}
        data-testid="switch-salary"
      >
        {t('filters.quickSalary')}
      </Switch>
    </Group>
  );
}

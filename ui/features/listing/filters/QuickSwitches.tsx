import styled from '@emotion/styled';
import { useTexts } from '../../../i18n/useTexts.ts';
import { useLocation } from 'react-router';
import type { QuickSwitchName } from '../../../../core/analytics/AnalyticsEvent.ts';
import { isRemoteSwitchOn, toggleRemoteSwitch, toggleSalarySwitch } from '../../../../core/listing/filters/filterTransitions.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AnalyticsKeys } from '../../../../composition/analytics/analyticsKeys.ts';
import { useFilterNavigation, useListing } from '../ListingContext.tsx';
import { Switch } from '../../../components/Switch.ts';

const Group = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
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

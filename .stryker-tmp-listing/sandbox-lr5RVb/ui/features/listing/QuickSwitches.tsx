// @ts-nocheck
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { isRemoteSwitchOn, toggleRemoteSwitch, toggleSalarySwitch } from '../../../core/listing/filterTransitions.ts';
import { color, radius } from '../../theme/tokens.ts';
import { useFilterNavigation, useListing } from './ListingContext.tsx';

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
  border: 1px solid ${color.border};
  border-radius: ${radius.full};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  cursor: pointer;
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

/** The remote and salary quick switches: each flips one filter (by core's transitions) and pushes the URL. */
export function QuickSwitches() {
  const { t } = useTranslation();
  const { filters } = useListing();
  const { go } = useFilterNavigation();
  const remote = isRemoteSwitchOn(filters);
  return (
    <Group role="group" aria-label={t('filters.quickSwitches')}>
      <Switch type="button" role="switch" aria-checked={remote} onClick={() => go(toggleRemoteSwitch(filters))} data-testid="switch-remote">
        {t('filters.quickRemote')}
      </Switch>
      <Switch type="button" role="switch" aria-checked={filters.withSalary} onClick={() => go(toggleSalarySwitch(filters))} data-testid="switch-salary">
        {t('filters.quickSalary')}
      </Switch>
    </Group>
  );
}

import { useTexts } from '../../../i18n/useTexts.ts';
import { Badge } from './candidatePanelStyles.ts';

/** Availability (platform.md 2): now in a warning style, in 1, 2, 4, 8 or 12 weeks in a success style. */
export function AvailabilityBadge({ weeks }: { weeks: number | null }) {
  const { t } = useTexts();
  if (weeks === null) return null;
  return (
    <Badge tone={weeks === 0 ? 'warning' : 'success'} data-testid="availability-badge" data-tone={weeks === 0 ? 'warning' : 'success'}>
      {weeks === 0 ? t('panel.candidates.panel.availableNow') : t('panel.candidates.panel.availableIn', { count: weeks })}
    </Badge>
  );
}

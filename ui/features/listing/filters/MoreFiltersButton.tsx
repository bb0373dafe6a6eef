import styled from '@emotion/styled';
import { useTexts } from '../../../i18n/useTexts.ts';
import { activeFilterCount } from '../../../../core/listing/filters/activeFilterCount.ts';
import { Button } from '../../../components/Button.tsx';
import { color } from '../../../theme/tokens.ts';
import { useListing } from '../ListingContext.tsx';
import { countInButton } from '../../../components/Badge.ts';

const Badge = styled.span`
  ${countInButton}
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 700;
`;

/** Opens the more-filters panel (by URL hash); the badge counts active filters by core's rule. */
export function MoreFiltersButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTexts();
  const { filters } = useListing();
  const count = activeFilterCount(filters);
  return (
    <Button type="button" onClick={onOpen} aria-haspopup="dialog" data-testid="more-filters">
      {t('filters.more')}
      {count > 0 && (
        <>
          <Badge aria-hidden="true" data-testid="filters-badge">
            {count}
          </Badge>
          <span className="visually-hidden">({t('filters.activeCount', { count })})</span>
        </>
      )}
    </Button>
  );
}

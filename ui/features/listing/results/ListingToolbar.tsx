import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Link } from 'react-router';
import { pillLink } from '../../../theme/controls.ts';
import { LayoutSwitch } from './LayoutSwitch.tsx';
import { useFilterNavigation, useListing } from '../ListingContext.tsx';
import type { ListLayout } from '../../../../core/preferences/listLayout.ts';
import { MoreFiltersButton } from '../filters/MoreFiltersButton.tsx';
import { QuickSwitches } from '../filters/QuickSwitches.tsx';
import { SortSelect } from '../filters/SortSelect.tsx';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  > :last-child {
    margin-left: auto;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const MapLink = styled(Link)`
  ${pillLink}
`;

/** Quick switches, more filters, sorting, layout and the map: everything above the results. */
export function ListingToolbar({
  layout,
  onOpenFilters,
  alertSwitcher,
}: {
  layout: ListLayout;
  onOpenFilters: () => void;
  alertSwitcher: ReactNode;
}) {
  const { t } = useTexts();
  const { filters } = useListing();
  const { urlFor } = useFilterNavigation();
  return (
    <Bar role="region" aria-label={t('listingPage.toolbar')}>
      <Tools>
        <QuickSwitches />
        <MoreFiltersButton onOpen={onOpenFilters} />
        {alertSwitcher}
      </Tools>
      <Tools>
        <SortSelect />
        <LayoutSwitch layout={layout} />
        <MapLink to={urlFor({ ...filters, showMap: !filters.showMap })} data-testid="map-toggle">
          {filters.showMap ? t('listingPage.hideMap') : t('listingPage.showMap')}
        </MapLink>
      </Tools>
    </Bar>
  );
}

import styled from '@emotion/styled';
import { useId } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { sortKeys, type SortKey } from '../../../../core/listing/FilterValues.ts';
import { validSortText } from '../../../../core/listing/url/filterRules.ts';
import { compactTextBox } from '../../../theme/controls.ts';
import { useFilterNavigation, useListing } from '../ListingContext.tsx';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  select {
    ${compactTextBox}
  }
`;

const labelKey: Readonly<Record<SortKey, string>> = {
  published: 'filters.sortPublished',
  newest: 'filters.sortNewest',
  salaryAsc: 'filters.sortSalaryAsc',
  salaryDesc: 'filters.sortSalaryDesc',
};

/** One sort option at a time; choosing one pushes the URL. */
export function SortSelect() {
  const { t } = useTexts();
  const { filters } = useListing();
  const { go } = useFilterNavigation();
  const id = useId();
  return (
    <Box>
      <label htmlFor={id}>{t('filters.sort')}</label>
      <select
        id={id}
        value={filters.sort}
        onChange={(event) => go({ ...filters, sort: validSortText(event.target.value) })}
        data-testid="sort-select"
      >
        {sortKeys.map((key) => (
          <option key={key} value={key}>
            {t(labelKey[key])}
          </option>
        ))}
      </select>
    </Box>
  );
}

import { useMemo } from 'react';
import type { TagLabels } from '../../../../core/alerts/alertName.ts';
import { describeSearch, type SearchDescription } from '../../../../core/alerts/saved-searches/filtersPayload.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { useListing } from '../../listing/index.ts';

/**
 * The listing's search as a saved search, its default name in the words the page shows: option
 * labels from the filters panel ("B2B", "Senior"), the location picker's "Remote work", the quick
 * switch's "With salary"; category and city names from the vocabulary (core).
 */
export function useSearchDescription(): SearchDescription {
  const { t } = useTexts();
  const { filters, language, vocabulary, currency } = useListing();
  return useMemo(() => {
    const labels: TagLabels = (kind, value) => {
      switch (kind) {
        case 'employmentType':
        case 'experience':
        case 'workingTime':
        case 'workplace':
          return t(`filters.option.${value}`, { defaultValue: value });
        case 'remote':
          return t('search.remote');
        case 'withSalary':
          return t('filters.quickSalary');
        case 'friendlyOffer':
          return t('filters.ukraineFriendly');
        default:
          return value;
      }
    };
    return describeSearch(filters, language, vocabulary, currency, labels);
  }, [t, filters, language, vocabulary, currency]);
}

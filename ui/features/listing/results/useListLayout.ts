import { useFetcher } from 'react-router';
import { isListLayout, type ListLayout } from '../../../../core/preferences/listLayout.ts';

/**
 * The offers list layout on screen: the one being stored while its post runs, then the one the post
 * stored (the listing does not reload for it), else the one the loader read from the cookie. The
 * switch and the results share the fetcher by its key, so both show the same layout.
 */
export function useListLayout(stored: ListLayout) {
  const fetcher = useFetcher<{ readonly ok: boolean; readonly layout?: ListLayout }>({ key: 'offers-list-layout' });
  const pending = fetcher.formData?.get('layout');
  const saved = fetcher.data?.ok === true ? fetcher.data.layout : undefined;
  const layout: ListLayout = isListLayout(pending) ? pending : isListLayout(saved) ? saved : stored;
  return { layout, fetcher };
}

import { useTexts } from '../../../i18n/useTexts.ts';
import { Button } from '../../../components/Button.tsx';
import type { ListLayout } from '../../../../core/preferences/listLayout.ts';
import { useListLayout } from './useListLayout.ts';

/**
 * List or grid. The choice is posted to the listing route's action, which keeps it in the
 * offers-list-layout cookie for a year, so the server renders the same layout next time.
 */
export function LayoutSwitch({ layout }: { layout: ListLayout }) {
  const { t } = useTexts();
  const { layout: current, fetcher } = useListLayout(layout);
  return (
    <fetcher.Form method="post" role="group" aria-label={t('listingPage.layout')}>
      <input type="hidden" name="intent" value="layout" />
      {(['list', 'grid'] as const).map((option) => (
        <Button key={option} type="submit" name="layout" value={option} aria-pressed={current === option} data-testid={`layout-${option}`}>
          {t(option === 'list' ? 'listingPage.layoutList' : 'listingPage.layoutGrid')}
        </Button>
      ))}
    </fetcher.Form>
  );
}

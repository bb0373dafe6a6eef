import { useTexts } from '../../i18n/useTexts.ts';
import { useFetcher, useLocation } from 'react-router';
import type { ColorMode } from '../../../core/tenancy/Tenant.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';

/** Switches light and dark; the choice is stored in a cookie and rendered by the server. */
export function ColorModeToggle({ current, testId = 'color-mode-toggle' }: { current: ColorMode | null; testId?: string }) {
  const { t } = useTexts();
  const fetcher = useFetcher();
  const location = useLocation();
  const next: ColorMode = (current ?? 'light') === 'dark' ? 'light' : 'dark';
  return (
    <fetcher.Form method="post" action="/preferences">
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <Button
        type="submit"
        name="colorMode"
        value={next}
        data-testid={testId}
        aria-label={t(next === 'dark' ? 'colorMode.toDark' : 'colorMode.toLight')}
      >
        <Icon name={next === 'dark' ? 'moon' : 'sun'} />
      </Button>
    </fetcher.Form>
  );
}

import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import type { ColorMode } from '../../../core/tenancy/Tenant.ts';
import { Button } from '../../components/Button.tsx';

/** Switches light and dark; the choice is stored in a cookie and rendered by the server. */
export function ColorModeToggle({ current }: { current: ColorMode | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const next: ColorMode = (current ?? 'light') === 'dark' ? 'light' : 'dark';
  return (
    <fetcher.Form method="post" action="/preferences">
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <Button type="submit" name="colorMode" value={next} data-testid="color-mode-toggle" aria-label={t(next === 'dark' ? 'colorMode.toDark' : 'colorMode.toLight')}>
        <span aria-hidden="true">{next === 'dark' ? '☾' : '☀'}</span>
      </Button>
    </fetcher.Form>
  );
}

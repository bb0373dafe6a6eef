import { useTexts } from '../../i18n/useTexts.ts';
import { useFetcher, useLocation } from 'react-router';
import { languages, type Language } from '../../../core/tenancy/Tenant.ts';
import { Button } from '../../components/Button.tsx';

/** Stores the language in a cookie; while the switch runs the chosen button shows loading and the others lock. */
export function LanguageSwitch({ current, testIdPrefix = 'language' }: { current: Language; testIdPrefix?: string }) {
  const { t } = useTexts();
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.state !== 'idle' ? fetcher.formData?.get('language') : null;
  return (
    <fetcher.Form method="post" action="/preferences" aria-label={t('language.choose')} role="group">
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      {languages.map((language) => (
        <Button
          key={language}
          type="submit"
          name="language"
          value={language}
          lang={language}
          aria-pressed={language === current}
          aria-busy={pending === language}
          disabled={pending !== null && pending !== undefined}
          data-testid={`${testIdPrefix}-${language}`}
        >
          {pending === language ? t('common.loading') : language.toUpperCase()}
          <span className="visually-hidden">{t(`language.${language}`)}</span>
        </Button>
      ))}
    </fetcher.Form>
  );
}

import { useEffect, useRef } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { useFetcher, useLocation } from 'react-router';
import { languages, type Language } from '../../../core/tenancy/Tenant.ts';
import { Icon } from '../../components/Icon.tsx';
import { MenuButton, MenuItemButton } from '../../components/MenuButton.tsx';

/** Closes the menu once the switch it waited for has completed. */
function CloseWhenDone({ pending, close }: { pending: boolean; close: () => void }) {
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) close();
    wasPending.current = pending;
  }, [pending, close]);
  return null;
}

/**
 * The header's language popup (platform.md): choosing a language stores it (POST /preferences) and
 * reloads the page data; meanwhile the chosen button shows loading and the others are locked, and
 * the popup stays open until the switch completes.
 */
export function LanguagePopup({ current, className }: { current: Language; className?: string }) {
  const { t } = useTexts();
  const fetcher = useFetcher();
  const location = useLocation();
  const chosen = fetcher.state !== 'idle' ? fetcher.formData?.get('language') : null;
  const pending = typeof chosen === 'string' ? chosen : null;
  return (
    <MenuButton
      className={className}
      testId="language-menu"
      menuLabel={t('language.choose')}
      buttonLabel={t('chrome.languageButton', { code: current.toUpperCase(), language: t(`language.${current}`) })}
      locked={pending !== null}
      label={
        <>
          <Icon name="globe" />
          <span aria-hidden="true">{current.toUpperCase()}</span>
        </>
      }
    >
      {({ close }) => (
        <>
          <CloseWhenDone pending={pending !== null} close={close} />
          {languages.map((language) => (
            <MenuItemButton
              key={language}
              lang={language}
              checked={language === current}
              disabled={pending !== null && pending !== language}
              aria-busy={pending === language}
              testId={`language-${language}`}
              onClick={() => {
                if (pending !== null) return;
                if (language === current) {
                  close();
                  return;
                }
                void fetcher.submit({ language, returnTo: location.pathname + location.search }, { method: 'post', action: '/preferences' });
              }}
            >
              <span aria-hidden="true">{language.toUpperCase()}</span>
              {pending === language ? t('common.loading') : t(`language.${language}`)}
            </MenuItemButton>
          ))}
        </>
      )}
    </MenuButton>
  );
}

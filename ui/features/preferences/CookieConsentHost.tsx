import styled from '@emotion/styled';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { map } from 'rxjs';
import { useTexts } from '../../i18n/useTexts.ts';
import { cookieCategories, type OptionalCategories } from '../../../core/preferences/CookieConsent.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { PreferencesKeys } from '../../../composition/preferences/preferencesKeys.ts';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { Button, PrimaryButton } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { useOptionalShell } from '../../app/useShell.ts';
import { hiddenUntilHydrated, useHydrated } from '../../hooks/useHydrated.ts';
import { useObservable } from '../../hooks/useObservable.ts';
import { color, media } from '../../theme/tokens.ts';
import { surfaceBox } from '../../theme/controls.ts';

/** The hash that opens the cookie settings (footer link, side-menu entry, the banner's settings button). */
export const COOKIES_HASH = 'cookies';

const Banner = styled.section`
  position: fixed;
  left: 8px;
  right: 8px;
  bottom: 8px;
  z-index: 40;
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 720px;
  margin: 0 auto;
  padding: 16px;
  ${surfaceBox}
  color: ${color.text};
  box-shadow: 0 8px 32px rgb(0 0 0 / 0.25);
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
  ${media.sm} {
    left: 24px;
    right: 24px;
    bottom: 24px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
`;

const Categories = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  legend {
    font-weight: 700;
    margin-bottom: 8px;
  }
  label {
    display: grid;
    grid-template-columns: 24px 1fr;
    gap: 2px 10px;
    align-items: start;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${color.primary};
  }
  .description {
    grid-column: 2;
    color: ${color.muted};
    font-size: 0.9rem;
  }
`;

type Selection = OptionalCategories;

/**
 * Cookie consent with the four categories (strict always on; performance, targeting,
 * functionality optional). Until the visitor decides, a banner offers accept all, reject and the
 * settings; the settings dialog (#cookies) saves a selection, rejects or accepts all.
 * The banner is in the server's HTML when the request had no decision (the first paint is the
 * server's), as a form: its two answers post to /preferences until the script has started, and are
 * handled in the page afterwards. The dialog needs the script and is rendered in the browser only.
 */
export function CookieConsentHost() {
  const { t } = useTexts();
  const hydrated = useHydrated();
  const consent = useUseCase(PreferencesKeys.CookieConsent);
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const shell = useOptionalShell();
  const location = useLocation();
  // Until the store answers (after hydration), what the server saw; then the cookie as the page reads it.
  const decided = useObservable(
    useMemo(() => consent.state$.pipe(map((state) => state !== null)), [consent]),
    shell?.consentDecided ?? true,
  );
  const settingsOpen = useObservable(
    useMemo(() => tracker.isOpen$(COOKIES_HASH), [tracker]),
    false,
  );
  const [selection, setSelection] = useState<Selection>({ performance: false, targeting: false, functionality: false });

  useEffect(() => {
    if (!settingsOpen) return;
    const current = consent.current;
    setSelection(
      current
        ? { performance: current.performance, targeting: current.targeting, functionality: current.functionality }
        : { performance: false, targeting: false, functionality: false },
    );
  }, [settingsOpen, consent]);

  const answer = (action: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    action();
  };

  const decide = (action: () => void) => {
    action();
    if (settingsOpen) tracker.close();
  };

  return (
    <>
      {!decided && (
        <Banner aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
          <h2 id="cookie-banner-title">{t('cookieConsent.bannerTitle')}</h2>
          <p>{t('cookieConsent.bannerText')}</p>
          <form method="post" action="/preferences">
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            <Row>
              <Button type="button" data-testid="cookie-settings-open" {...hiddenUntilHydrated(hydrated)} onClick={() => tracker.open(COOKIES_HASH)}>
                {t('cookieConsent.settings')}
              </Button>
              <Button type="submit" name="cookieConsent" value="reject" data-testid="cookie-reject" onClick={answer(() => consent.reject())}>
                {t('cookieConsent.reject')}
              </Button>
              <PrimaryButton
                type="submit"
                name="cookieConsent"
                value="accept-all"
                data-testid="cookie-accept-all"
                onClick={answer(() => consent.acceptAll())}
              >
                {t('cookieConsent.acceptAll')}
              </PrimaryButton>
            </Row>
          </form>
        </Banner>
      )}
      {hydrated && (
        <Dialog
          open={settingsOpen}
          onClose={() => tracker.close()}
          title={t('cookieConsent.dialogTitle')}
          width={560}
          testId="cookie-settings"
          footer={
            <>
              <Button type="button" data-testid="cookie-dialog-reject" onClick={() => decide(() => consent.reject())}>
                {t('cookieConsent.reject')}
              </Button>
              <Button type="button" data-testid="cookie-save" onClick={() => decide(() => consent.accept(selection))}>
                {t('cookieConsent.save')}
              </Button>
              <PrimaryButton type="button" data-testid="cookie-dialog-accept-all" onClick={() => decide(() => consent.acceptAll())}>
                {t('cookieConsent.acceptAll')}
              </PrimaryButton>
            </>
          }
        >
          <p>{t('cookieConsent.dialogText')}</p>
          <Categories>
            <legend>{t('cookieConsent.categories')}</legend>
            {cookieCategories.map((category) => {
              const id = `cookie-category-${category}`;
              const checked = category === 'strict' ? true : selection[category];
              return (
                <label key={category} htmlFor={id}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={checked}
                    disabled={category === 'strict'}
                    aria-describedby={`${id}-description`}
                    data-testid={id}
                    onChange={(event) => {
                      if (category === 'strict') return;
                      const value = event.currentTarget.checked;
                      setSelection((previous) => ({ ...previous, [category]: value }));
                    }}
                  />
                  <span>
                    {t(`cookieConsent.category.${category}`)}
                    {category === 'strict' && <> ({t('cookieConsent.alwaysOn')})</>}
                  </span>
                  <span className="description" id={`${id}-description`}>
                    {t(`cookieConsent.description.${category}`)}
                  </span>
                </label>
              );
            })}
          </Categories>
        </Dialog>
      )}
    </>
  );
}

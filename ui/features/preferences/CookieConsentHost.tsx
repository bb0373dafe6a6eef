import styled from '@emotion/styled';
import { useEffect, useMemo, useState } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { cookieCategories, type OptionalCategories } from '../../../core/preferences/CookieConsent.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { PreferencesKeys } from '../../../composition/preferences/preferencesKeys.ts';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { useObservable } from '../../hooks/useObservable.ts';
import { color, media, radius } from '../../theme/tokens.ts';

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
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
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

export const PrimaryButton = styled(Button)`
  background: ${color.primary};
  border-color: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 700;
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
 * settings; the settings dialog (#cookies) saves a selection, rejects or accepts all. Rendered only
 * in the browser, where the consent cookie is read, so the server's HTML never disagrees with it.
 */
export function CookieConsentHost() {
  const { t } = useTexts();
  const hydrated = useHydrated();
  const consent = useUseCase(PreferencesKeys.CookieConsent);
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const state = useObservable(consent.state$, null);
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

  if (!hydrated) return null;

  const decide = (action: () => void) => {
    action();
    if (settingsOpen) tracker.close();
  };

  return (
    <>
      {state === null && (
        <Banner aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
          <h2 id="cookie-banner-title">{t('cookieConsent.bannerTitle')}</h2>
          <p>{t('cookieConsent.bannerText')}</p>
          <Row>
            <Button type="button" data-testid="cookie-settings-open" onClick={() => tracker.open(COOKIES_HASH)}>
              {t('cookieConsent.settings')}
            </Button>
            <Button type="button" data-testid="cookie-reject" onClick={() => consent.reject()}>
              {t('cookieConsent.reject')}
            </Button>
            <PrimaryButton type="button" data-testid="cookie-accept-all" onClick={() => consent.acceptAll()}>
              {t('cookieConsent.acceptAll')}
            </PrimaryButton>
          </Row>
        </Banner>
      )}
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
    </>
  );
}

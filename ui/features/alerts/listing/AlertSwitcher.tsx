import { alertPageModules } from '../../../../composition/roots/pages/alertPage.ts';
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { alertFailureNotice } from '../../../../core/alerts/surfaces/alertFailureNotice.ts';
import { ADD_ALERT_HASH } from '../../../../core/alerts/surfaces/alertSurfaces.ts';
import { useContextModules, useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AlertsKeys } from '../../../../composition/alerts/alertsKeys.ts';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { MenuTrigger } from '../../../components/MenuButton.tsx';
import { useObservable } from '../../../hooks/useObservable.ts';
import { color, radius } from '../../../theme/tokens.ts';
import { useListing } from '../../listing/index.ts';
import { useSearchDescription } from './useSearchDescription.ts';
import { useSessionState } from '../../session/index.ts';
import { AlertsHelpBubble } from './AlertsHelpBubble.tsx';
import { surfaceBox } from '../../../theme/controls.ts';

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

const Popover = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  z-index: 30;
  width: min(320px, calc(100vw - 32px));
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  ${surfaceBox}
  color: ${color.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${color.muted};
    font-size: 0.9rem;
  }
`;

const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  font-weight: 700;
`;

/** A switch drawn as a track and a knob; its state is aria-checked, not colour alone (the knob moves). */
const Switch = styled.button`
  position: relative;
  flex: none;
  width: 52px;
  height: 32px;
  padding: 0;
  border: 2px solid ${color.text};
  border-radius: ${radius.full};
  background: ${color.surface};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${color.text};
    transition: left 150ms ease;
  }
  &[aria-checked='true'] {
    border-color: ${color.primary};
    background: ${color.primary};
  }
  &[aria-checked='true']::after {
    left: 23px;
    background: ${color.onPrimary};
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

/**
 * The listing's job alert switcher: a button opening a small popover with the save-filters switch
 * (SaveSearchSwitch: shows whether this search is saved, saves or removes it 300 ms after the last
 * flip) and the button that opens the e-mail alert dialog (#add-alert). The help bubble sits beside
 * the button until dismissed. Only where the tenant offers job alerts.
 */
export function AlertSwitcher() {
  useContextModules(alertPageModules);
  const { tenant } = useListing();
  return tenant.flags.jobAlerts ? <Switcher /> : null;
}

function Switcher() {
  const { t } = useTexts();
  const session = useSessionState();
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const newSwitch = useUseCase(AlertsKeys.NewSaveSearchSwitch);
  const [toggle] = useState(newSwitch);
  const state = useObservable(toggle.state$, toggle.state);
  const hash = useObservable(tracker.hash$, '');
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const switchRef = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const titleId = useId();
  const labelId = useId();
  const hintId = useId();
  const search = useSearchDescription();
  const sessionKey = session.status === 'logged-in' ? `candidate:${session.candidate.id}` : session.status;

  useEffect(() => () => toggle.dispose(), [toggle]);

  useEffect(() => {
    if (sessionKey === 'unknown') return;
    void toggle.select({ searchUrl: search.searchUrl, filters: search.filters, name: search.defaultName });
    // Read again on opening and whenever a hash surface opens or closes: the header popup may have
    // deleted this search, the e-mail alert dialog may have saved it.
  }, [toggle, search, sessionKey, open, hash]);

  useEffect(() => {
    const subscription = toggle.failures$.subscribe((failure) => {
      const notice = alertFailureNotice(failure);
      snackbars.show({
        message: notice.key,
        variant: notice.variant,
        ...(notice.values ? { values: notice.values } : {}),
        testId: 'alert-switch-failure',
      });
    });
    return () => subscription.unsubscribe();
  }, [toggle, snackbars]);

  useEffect(() => {
    if (!open) return;
    switchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && wrapper.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  const ready = state.status === 'ready';
  return (
    <Wrapper ref={wrapper} onKeyDown={open ? onKeyDown : undefined}>
      <MenuTrigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        data-testid="alert-switcher"
        data-saved={ready ? String(state.on) : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        <Icon name="bell" size={18} filled={ready && state.on} />
        {t('alertList.switcher.button')}
      </MenuTrigger>
      {!open && <AlertsHelpBubble />}
      {open && (
        <Popover id={popoverId} role="dialog" aria-labelledby={titleId} data-testid="alert-switcher-popover">
          <h2 id={titleId}>{t('alertList.switcher.title')}</h2>
          <SwitchRow>
            <span id={labelId}>{t('alertList.switcher.saveFilters')}</span>
            <Switch
              ref={switchRef}
              type="button"
              role="switch"
              aria-checked={state.on}
              aria-labelledby={labelId}
              aria-describedby={hintId}
              aria-disabled={!ready || undefined}
              data-testid="save-filters-switch"
              data-busy={state.busy}
              onClick={() => toggle.set(!state.on)}
            />
          </SwitchRow>
          <p id={hintId}>{t('alertList.switcher.saveFiltersHint')}</p>
          <Button
            type="button"
            data-testid="add-alert-button"
            onClick={() => {
              setOpen(false);
              tracker.open(ADD_ALERT_HASH);
            }}
          >
            <Icon name="plus" size={18} />
            {t('alertList.switcher.addAlert')}
          </Button>
        </Popover>
      )}
    </Wrapper>
  );
}

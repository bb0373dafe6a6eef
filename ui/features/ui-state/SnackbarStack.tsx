import styled from '@emotion/styled';
import { useTexts } from '../../i18n/useTexts.ts';
import type { SnackbarVariant } from '../../../core/ui-state/SnackbarQueue.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { Icon, isIconName, type IconName } from '../../components/Icon.tsx';
import { useObservable } from '../../hooks/useObservable.ts';
import { color, radius } from '../../theme/tokens.ts';

const variantIcon: Record<SnackbarVariant, IconName> = { success: 'check', error: 'error', warning: 'warning', info: 'info' };
/** Accent stripes; the variant is also said in words (visually hidden) and by the icon. */
const variantAccent: Record<SnackbarVariant, string> = { success: '#2e7d32', error: '#d32f2f', warning: '#ed8b00', info: '#1e6fd9' };

const Region = styled.div`
  position: fixed;
  top: 12px;
  right: 12px;
  z-index: 60;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(380px, calc(100vw - 24px));
  pointer-events: none;
`;

const Item = styled.div<{ variant: SnackbarVariant }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 12px 8px 12px 14px;
  border: 1px solid ${color.border};
  border-left: 6px solid ${(props) => variantAccent[props.variant]};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
  .text {
    flex: 1;
    padding-top: 2px;
  }
  .sub {
    display: block;
    color: ${color.muted};
    font-size: 0.9rem;
  }
  button {
    flex: none;
    width: 36px;
    height: 36px;
    border: 1px solid transparent;
    border-radius: ${radius.full};
    background: transparent;
    color: ${color.text};
    font-size: 1.3rem;
    line-height: 1;
    cursor: pointer;
  }
  button:hover {
    border-color: ${color.border};
  }
`;

/**
 * The page's snackbars: top right, at most 5 at once (SnackbarQueue waits the rest, hides each after
 * 5 s and drops duplicates), in a polite live region that is always in the page so that screen
 * readers announce each new one.
 */
export function SnackbarStack() {
  const { t } = useTexts();
  const queue = useUseCase(UiStateKeys.SnackbarQueue);
  const visible = useObservable(queue.visible$, []);
  return (
    <Region role="status" aria-live="polite" aria-relevant="additions text" aria-label={t('snackbars.label')} data-testid="snackbars">
      {visible.map((snackbar) => (
        <Item key={snackbar.id} variant={snackbar.variant} data-testid={snackbar.testId ?? 'snackbar'} data-variant={snackbar.variant}>
          <Icon name={snackbar.icon && isIconName(snackbar.icon) ? snackbar.icon : variantIcon[snackbar.variant]} />
          <span className="text">
            <span className="visually-hidden">{t(`snackbars.variant.${snackbar.variant}`)}: </span>
            {t(snackbar.message, snackbar.values ?? {})}
            {snackbar.subMessage && <span className="sub">{t(snackbar.subMessage)}</span>}
          </span>
          <button type="button" aria-label={t('snackbars.dismiss')} onClick={() => queue.dismiss(snackbar.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </Item>
      ))}
    </Region>
  );
}

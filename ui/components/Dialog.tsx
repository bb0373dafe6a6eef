import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTexts } from '../i18n/useTexts.ts';
import { color, layout, media, radius } from '../theme/tokens.ts';
import { DismissButton } from './formParts.ts';

export type DialogPlacement = 'center' | 'right' | 'bottom' | 'top-end';

export interface DialogProps {
  readonly open: boolean;
  /** Called once the dialog has closed, whatever closed it: Esc, the close button, a click on the backdrop. */
  readonly onClose: () => void;
  readonly title: string;
  readonly children: ReactNode;
  /** Buttons under the content, such as submit and clear. */
  readonly footer?: ReactNode;
  /** Width in px on wide screens (the spec: filters modal 640, drawer 426). */
  readonly width?: number;
  /** center: a modal; right: a side drawer; bottom: a bottom sheet; top-end: a popover under the header's right end. `belowSm` switches placement on small screens. */
  readonly placement?: DialogPlacement;
  readonly placementBelowSm?: DialogPlacement;
  readonly widthBelowSm?: number;
  readonly testId?: string;
}

const placementCss = (placement: DialogPlacement, width: number) => {
  switch (placement) {
    case 'right':
      return `margin: 0 0 0 auto; height: 100%; max-height: 100%; width: min(${width}px, 100vw); border-radius: 0;`;
    case 'top-end':
      // A popover under the header's tools (the job alerts popup on wide screens).
      return `margin: ${layout.headerHeightDesktop + 4}px 16px auto auto; width: min(${width}px, calc(100vw - 32px)); max-height: calc(100vh - ${layout.headerHeightDesktop + 24}px); border-radius: ${radius.md};`;
    case 'bottom':
      return `margin: auto 0 0 0; width: 100%; max-width: 100%; max-height: 90vh; border-radius: ${radius.lg} ${radius.lg} 0 0;`;
    default:
      return `margin: auto; width: min(${width}px, calc(100vw - 32px)); max-height: calc(100vh - 64px); border-radius: ${radius.md};`;
  }
};

const layoutProps = new Set(['placement', 'placementBelowSm', 'width', 'widthBelowSm']);

const Box = styled('dialog', { shouldForwardProp: (name) => !layoutProps.has(name) })<{
  placement: DialogPlacement;
  placementBelowSm: DialogPlacement;
  width: number;
  widthBelowSm: number;
}>`
  padding: 0;
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  max-width: 100vw;
  flex-direction: column;
  overflow: hidden;
  &[open] {
    display: flex;
  }
  ${(props) => placementCss(props.placementBelowSm, props.widthBelowSm)}
  ${media.sm} {
    ${(props) => placementCss(props.placement, props.width)}
  }
  &::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  border-bottom: 1px solid ${color.border};
  h2 {
    margin: 0;
    font-size: 1.15rem;
    flex: 1;
  }
`;

const Body = styled.div`
  padding: 16px;
  overflow: auto;
  flex: 1;
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  padding: 12px 16px;
  border-top: 1px solid ${color.border};
`;

/**
 * A modal on the native `<dialog>` with `showModal()`: the browser traps focus inside it, makes the
 * rest of the page inert and closes it on Esc. On close, focus goes back to whatever had it before.
 * The content is rendered only while open, so a closed dialog costs nothing in the server's HTML.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  width = 640,
  placement = 'center',
  placementBelowSm,
  widthBelowSm,
  testId,
}: DialogProps) {
  const { t } = useTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const restoreFocus = () => {
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
    };
    const handleClose = () => {
      restoreFocus();
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      // Unmounted while open (a route change, a submit): never leave the page inert, and give focus back.
      if (dialog.open) {
        dialog.close();
        restoreFocus();
      }
    };
  }, []);

  return (
    <Box
      ref={ref}
      aria-labelledby={titleId}
      placement={placement}
      placementBelowSm={placementBelowSm ?? placement}
      width={width}
      widthBelowSm={widthBelowSm ?? width}
      data-testid={testId}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {open && (
        <>
          <Head>
            <h2 id={titleId}>{title}</h2>
            <DismissButton type="button" aria-label={t('common.close')} onClick={() => ref.current?.close()}>
              <span aria-hidden="true">×</span>
            </DismissButton>
          </Head>
          <Body>{children}</Body>
          {footer && <Foot>{footer}</Foot>}
        </>
      )}
    </Box>
  );
}

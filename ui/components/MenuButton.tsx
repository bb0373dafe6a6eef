import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { LinkProps } from 'react-router';
import { ItemAnchor, ItemButton, ItemLink, MenuTrigger, Popup, Wrapper } from './menuButtonStyles.ts';

export { MenuGroupLabel, MenuSeparator, MenuTrigger } from './menuButtonStyles.ts';

/** What a menu's content gets: a way to close it (and put focus back on the button). */
export interface MenuControls {
  readonly close: () => void;
}

export interface MenuButtonProps {
  /** The button's visible content. */
  readonly label: ReactNode;
  /** The button's accessible name when its content is an icon or needs more words. */
  readonly buttonLabel?: string;
  /** The menu's accessible name. */
  readonly menuLabel: string;
  readonly children: (controls: MenuControls) => ReactNode;
  readonly testId?: string;
  /** Which edge of the button the popup lines up with. */
  readonly align?: 'start' | 'end';
  /** While true, Esc, Tab and outside clicks do not close the menu (e.g. a choice is being saved). */
  readonly locked?: boolean;
  readonly className?: string | undefined;
  /** Extra content after the label inside the button (a badge). */
  readonly badge?: ReactNode;
  /** Exposed as data-state on the button (what the menu shows for: guest, logged-in). */
  readonly state?: string;
}

const ITEM_SELECTOR = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';

/**
 * The WAI-ARIA menu button: the button says whether its menu is open; opening moves focus to the
 * first item (ArrowUp: the last); arrows, Home and End move between items; Esc closes and puts focus
 * back on the button; Tab and a click outside close it. Items are rendered only while open.
 */
export function MenuButton({
  label,
  buttonLabel,
  menuLabel,
  children,
  testId,
  align = 'end',
  locked = false,
  className,
  badge,
  state,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const lockedRef = useRef(locked);
  lockedRef.current = locked;

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (lockedRef.current) return;
      if (event.target instanceof Node && wrapper.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openWith = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index < 0 ? list.length - 1 : index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        if (!lockedRef.current) close();
        return;
      case 'Tab':
        if (!lockedRef.current) setOpen(false);
        return;
      default:
        return;
    }
  };

  return (
    <Wrapper ref={wrapper} className={className}>
      <MenuTrigger
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        data-testid={testId}
        data-state={state}
        onClick={() => (open ? !lockedRef.current && close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        {badge}
      </MenuTrigger>
      {open && (
        <Popup
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={menuLabel}
          align={align}
          onKeyDown={onMenuKeyDown}
          data-testid={testId ? `${testId}-popup` : undefined}
        >
          {children({ close: () => close() })}
        </Popup>
      )}
    </Wrapper>
  );
}

type ItemExtras = { readonly testId?: string | undefined };

/** A menu item routing inside the app. */
export function MenuItemLink({ testId, ...props }: LinkProps & ItemExtras) {
  return <ItemLink role="menuitem" tabIndex={-1} data-testid={testId} {...props} />;
}

/** A menu item leaving the app (another site, or a part of it served by another application). */
export function MenuItemAnchor({ testId, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & ItemExtras) {
  return <ItemAnchor role="menuitem" tabIndex={-1} data-testid={testId} {...props} />;
}

/** A menu item doing something on the page. `checked` makes it a radio item. Disabled items stay focusable, as the pattern asks. */
export function MenuItemButton({
  testId,
  checked,
  disabled,
  onClick,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'role'> & ItemExtras & { readonly checked?: boolean }) {
  return (
    <ItemButton
      type="button"
      role={checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={checked}
      aria-disabled={disabled || undefined}
      tabIndex={-1}
      data-testid={testId}
      onClick={(event) => {
        if (disabled) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    />
  );
}

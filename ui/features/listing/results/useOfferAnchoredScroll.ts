import { useLayoutEffect, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { anchorOf, parseAnchor, type ItemBox, type OfferAnchor } from './offerAnchor.ts';

const STORAGE_PREFIX = 'jobboard.listing-anchor:';

/** The offer a list item shows (its card's slug). */
const slugOf = (item: Element): string => item.querySelector<HTMLElement>('[data-slug]')?.dataset.slug ?? '';

function itemBoxes(list: HTMLElement): ItemBox[] {
  return Array.from(list.children, (item) => {
    const { top, bottom } = item.getBoundingClientRect();
    return { slug: slugOf(item), top, bottom };
  });
}

function readAnchor(key: string): OfferAnchor | null {
  try {
    return parseAnchor(sessionStorage.getItem(key));
  } catch {
    return null; // storage refused (a private window's quota, a blocked origin): the pixel position stands
  }
}

function saveAnchor(key: string, list: HTMLElement) {
  const anchor = anchorOf(itemBoxes(list));
  try {
    if (anchor === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(anchor));
  } catch {
    // storage refused: coming back falls back to the pixel position React Router keeps
  }
}

/** Items laid out at once around the anchor: more than a phone's window holds. */
const ITEMS_AROUND = { before: 2, after: 12 };

/**
 * Scrolls the anchored offer back to its place. The items around it are laid out for real first
 * (their estimate would put the next ones elsewhere), then given back to `content-visibility: auto`
 * once a frame has rendered them, so it keeps their heights; a second alignment takes up any change.
 */
function scrollToAnchor(list: HTMLElement, anchor: OfferAnchor) {
  const items = Array.from(list.children) as HTMLElement[];
  const index = items.findIndex((child) => slugOf(child) === anchor.slug);
  const item = items[index];
  if (item === undefined) return;
  const around = items.slice(Math.max(0, index - ITEMS_AROUND.before), index + ITEMS_AROUND.after);
  for (const near of around) near.style.contentVisibility = 'visible';
  const align = () => window.scrollBy({ top: item.getBoundingClientRect().top - anchor.top, behavior: 'instant' });
  align();
  // Given back after a rendered frame: the browser records the heights it remembers when it renders.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      for (const near of around) near.style.removeProperty('content-visibility');
      align();
    }),
  );
}

/** How often, at most, the position is saved while the visitor scrolls. */
const SAVE_EVERY_MS = 150;

/**
 * Coming back to a listing (back, forward, reload) puts the offer that was at the window's top back
 * where it was. The position is saved per history entry while the visitor scrolls, on any click
 * (before a link leaves the page) and when the page is hidden; not while the list is being taken
 * down, when the page above it may already be gone. React Router's own restoration (by pixels) runs
 * in a later layout effect; this one corrects it in a microtask, before the browser paints.
 */
export function useOfferAnchoredScroll(listRef: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    const storageKey = STORAGE_PREFIX + key;
    const anchor = navigationType === 'POP' ? readAnchor(storageKey) : null;
    if (anchor !== null) queueMicrotask(() => scrollToAnchor(list, anchor));
    let pending: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(pending);
      pending = undefined;
      saveAnchor(storageKey, list);
    };
    const saveSoon = () => {
      pending ??= setTimeout(save, SAVE_EVERY_MS);
    };
    window.addEventListener('scroll', saveSoon, { passive: true });
    window.addEventListener('pagehide', save);
    document.addEventListener('click', save, { capture: true });
    return () => {
      clearTimeout(pending);
      window.removeEventListener('scroll', saveSoon);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('click', save, { capture: true });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per history entry; the navigation type is read at its start
  }, [key, listRef]);
}

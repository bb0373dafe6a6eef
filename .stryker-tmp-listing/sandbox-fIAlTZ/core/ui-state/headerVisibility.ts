/** Scrolling down by more than this (px, past the header's height) hides the header. */
// @ts-nocheck

export const HEADER_HIDE_THRESHOLD = 10;
/** Scrolling up by more than this (px) brings it back. */
export const HEADER_SHOW_THRESHOLD = 30;

export type ScrollDirection = 'down' | 'up' | 'none';

/** What the header remembers between scroll events. */
export interface HeaderScroll {
  readonly visible: boolean;
  /** The last scroll position seen. */
  readonly lastY: number;
  /** Where the current run of scrolling in one direction started. */
  readonly turnY: number;
  readonly direction: ScrollDirection;
}

export const initialHeaderScroll = (y = 0): HeaderScroll => ({ visible: true, lastY: y, turnY: y, direction: 'none' });

/**
 * The header on scroll (platform.md, Header): within its own height from the top it always shows;
 * below that it hides once the page has moved down by more than 10 px since the scrolling turned
 * downwards, and shows again once it has moved up by more than 30 px since it turned upwards.
 * Distances are measured from the turning point, so many small steps add up like one big one.
 * Garbage positions (negative overscroll, NaN) count as the top.
 */
export function nextHeaderScroll(state: HeaderScroll, rawY: number, headerHeight: number): HeaderScroll {
  const y = Number.isFinite(rawY) && rawY > 0 ? rawY : 0;
  if (y === state.lastY) return state;
  const direction: ScrollDirection = y > state.lastY ? 'down' : 'up';
  const turnY = direction === state.direction ? state.turnY : state.lastY;
  let visible = state.visible;
  if (y <= headerHeight) visible = true;
  else if (direction === 'down' && y - turnY > HEADER_HIDE_THRESHOLD) visible = false;
  else if (direction === 'up' && turnY - y > HEADER_SHOW_THRESHOLD) visible = true;
  return { visible, lastY: y, turnY, direction };
}

/** Replays a series of positions (tests, and a quick check of a whole gesture). */
export const headerScrollAfter = (positions: readonly number[], headerHeight: number, start = initialHeaderScroll()): HeaderScroll =>
  positions.reduce((state, y) => nextHeaderScroll(state, y, headerHeight), start);

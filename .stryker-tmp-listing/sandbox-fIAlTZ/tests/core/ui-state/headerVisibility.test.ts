// @ts-nocheck
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HEADER_HIDE_THRESHOLD,
  HEADER_SHOW_THRESHOLD,
  headerScrollAfter,
  initialHeaderScroll,
  nextHeaderScroll,
} from '../../../core/ui-state/headerVisibility.ts';

const DESKTOP = 80;
const MOBILE = 48;

describe('header on scroll', () => {
  it('starts visible', () => {
    expect(initialHeaderScroll().visible).toBe(true);
  });

  it('stays visible while scrolling within its own height', () => {
    expect(headerScrollAfter([20, 50, 80], DESKTOP).visible).toBe(true);
    expect(headerScrollAfter([20, 48], MOBILE).visible).toBe(true);
  });

  it('hides once past its height after more than 10 px downwards', () => {
    expect(headerScrollAfter([81], DESKTOP).visible).toBe(false);
    expect(headerScrollAfter([200], MOBILE).visible).toBe(false);
  });

  it('does not hide for a downward move of exactly 10 px past the height', () => {
    const atHundred = headerScrollAfter([100], DESKTOP);
    const back = headerScrollAfter([60, 100], DESKTOP, initialHeaderScroll(0));
    expect(atHundred.visible).toBe(false);
    // Turned down at 60 (after coming up from 100 to 60), moved 10 px: still shown, 11 px: hidden.
    const turned = headerScrollAfter([200, 100, 90], DESKTOP);
    expect(turned.visible).toBe(true);
    expect(nextHeaderScroll(turned, 90 + HEADER_HIDE_THRESHOLD, DESKTOP).visible).toBe(true);
    expect(nextHeaderScroll(turned, 90 + HEADER_HIDE_THRESHOLD + 1, DESKTOP).visible).toBe(false);
    expect(back.visible).toBe(false);
  });

  it('reappears only after scrolling up by more than 30 px', () => {
    const hidden = headerScrollAfter([500], DESKTOP);
    expect(hidden.visible).toBe(false);
    expect(nextHeaderScroll(hidden, 500 - HEADER_SHOW_THRESHOLD, DESKTOP).visible).toBe(false);
    expect(nextHeaderScroll(hidden, 500 - HEADER_SHOW_THRESHOLD - 1, DESKTOP).visible).toBe(true);
  });

  it('adds up many small upward steps from the turning point', () => {
    const state = headerScrollAfter([500, 490, 480, 470], DESKTOP);
    expect(state.visible).toBe(false);
    expect(nextHeaderScroll(state, 469, DESKTOP).visible).toBe(true);
  });

  it('a small jiggle does not show a hidden header', () => {
    expect(headerScrollAfter([500, 480, 495, 475], DESKTOP).visible).toBe(false);
  });

  it('shows again when back within its height, whatever the distance', () => {
    expect(headerScrollAfter([500, 520, 70], DESKTOP).visible).toBe(true);
  });

  it('reads negative overscroll and NaN as the top', () => {
    expect(headerScrollAfter([500, -40], DESKTOP).visible).toBe(true);
    expect(headerScrollAfter([500, Number.NaN], DESKTOP).visible).toBe(true);
  });

  it('same position: same state object', () => {
    const state = headerScrollAfter([300], DESKTOP);
    expect(nextHeaderScroll(state, 300, DESKTOP)).toBe(state);
  });

  it('is always visible at or above the header height (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100, max: 5000 }), { maxLength: 40 }), fc.integer({ min: 0, max: 80 }), (positions, last) => {
        expect(headerScrollAfter([...positions, last], DESKTOP).visible).toBe(true);
      }),
    );
  });

  it('a long steady scroll down past the height always ends hidden (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 20 }), (start, step) => {
        const positions = Array.from({ length: 20 }, (_, index) => start + DESKTOP + 40 + index * step);
        expect(headerScrollAfter(positions, DESKTOP, initialHeaderScroll(start)).visible).toBe(false);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carouselButtons,
  CAROUSEL_CARD_WIDTH,
  CAROUSEL_GAP,
  INITIAL_SLIDES_PER_STEP,
  lastStart,
  nextStart,
  previousStart,
  slideCount,
  slidesPerStep,
} from '../../../core/homepage/carousel.ts';

describe('the company carousel', () => {
  it('counts the "more profiles" card as a slide', () => {
    expect(slideCount(12)).toBe(13);
    expect(slideCount(0)).toBe(1);
  });

  it('steps by the whole cards that fit, at least one, three before the width is known', () => {
    expect(slidesPerStep(null, CAROUSEL_CARD_WIDTH.desktop)).toBe(INITIAL_SLIDES_PER_STEP);
    expect(slidesPerStep(1096, CAROUSEL_CARD_WIDTH.desktop)).toBe(3);
    expect(slidesPerStep(3 * 320 + 2 * CAROUSEL_GAP, CAROUSEL_CARD_WIDTH.desktop)).toBe(3);
    expect(slidesPerStep(3 * 320 + 2 * CAROUSEL_GAP - 1, CAROUSEL_CARD_WIDTH.desktop)).toBe(2);
    expect(slidesPerStep(343, CAROUSEL_CARD_WIDTH.mobile)).toBe(1);
    expect(slidesPerStep(200, CAROUSEL_CARD_WIDTH.mobile)).toBe(1);
  });

  it('disables previous on the first slide and next once the last is in view', () => {
    expect(carouselButtons(0, 13, 3)).toEqual({ previous: false, next: true });
    expect(carouselButtons(10, 13, 3)).toEqual({ previous: true, next: false });
    expect(carouselButtons(0, 2, 3)).toEqual({ previous: false, next: false });
  });

  it('walks from the first view to the last and back in whole steps, never past either end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 6 }), (slides, perStep) => {
        let first = 0;
        const seen = [first];
        while (carouselButtons(first, slides, perStep).next) seen.push((first = nextStart(first, slides, perStep)));
        expect(first).toBe(lastStart(slides, perStep));
        expect(seen.every((start, index) => index === 0 || start > (seen[index - 1] ?? -1))).toBe(true);
        while (carouselButtons(first, slides, perStep).previous) first = previousStart(first, perStep);
        expect(first).toBe(0);
      }),
    );
  });
});

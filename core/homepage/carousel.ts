/**
 * The company carousel's stepping (engagement.md 4 and 9; platform.md 9). Cards are 284 px wide on
 * a phone and 320 px from the sm breakpoint, 24 px apart; the "more profiles" card counts as a
 * slide. A step moves by whole cards: as many as fit in the carousel's visible width (the spec's
 * "width divided by card plus gap", measured on the carousel rather than the window, which on a
 * desktop is wider than the carousel), at least one; three before the width is known (the server's
 * render). platform.md's "scroll step 0.8 of the visible width" describes free pixel scrolling;
 * whole-card steps keep each step on a card's edge, make the first/last states exact and give focus
 * a card to land on, and move 0.8 to 1 of the view at the widths we support (docs/companies.md).
 */
export const CAROUSEL_CARD_WIDTH = { mobile: 284, desktop: 320 } as const;
export const CAROUSEL_GAP = 24;
export const INITIAL_SLIDES_PER_STEP = 3;

/** How many slides one step moves (and how many are in view). */
export function slidesPerStep(visibleWidth: number | null, cardWidth: number): number {
  if (visibleWidth === null || !Number.isFinite(visibleWidth) || visibleWidth <= 0) return INITIAL_SLIDES_PER_STEP;
  // The last card needs no gap after it.
  return Math.max(1, Math.floor((visibleWidth + CAROUSEL_GAP) / (cardWidth + CAROUSEL_GAP)));
}

/** The carousel's slides: its companies plus the "more profiles" card. */
export const slideCount = (companies: number): number => companies + 1;

/** The first slide of the last full view. */
export const lastStart = (slides: number, perStep: number): number => Math.max(0, slides - perStep);

export const nextStart = (first: number, slides: number, perStep: number): number => Math.min(first + perStep, lastStart(slides, perStep));
export const previousStart = (first: number, perStep: number): number => Math.max(0, first - perStep);

/** Previous is disabled on the first slide, next once the last slide is in view. */
export function carouselButtons(first: number, slides: number, perStep: number): { readonly previous: boolean; readonly next: boolean } {
  return { previous: first > 0, next: first < lastStart(slides, perStep) };
}

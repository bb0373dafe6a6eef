import { CAROUSEL_GAP, lastStart, nextStart, previousStart, slidesPerStep } from '../../../../core/homepage/carousel.ts';

/**
 * The carousel's behaviour, loaded when the carousel comes near the screen (not with the page): it
 * follows the track's scroll position, steps by whole cards, lets a mouse drag the track (touch
 * scrolls natively), and plays the slides on a timer that stops while the visitor points at, focuses
 * or cannot see the carousel. The buttons, dots and arrow keys are the single-pointer and keyboard
 * alternatives to dragging (WCAG 2.5.7); the pause button stops the timer (WCAG 2.2.2).
 */
export interface CarouselController {
  goTo(index: number): void;
  step(direction: 1 | -1): void;
  /** The visitor's own choice (the pause button). */
  setPaused(paused: boolean): void;
  destroy(): void;
}

export interface CarouselOptions {
  readonly autoplayMs: number;
  readonly reducedMotion: boolean;
  /** Told whenever the first slide in view or the slides per step change. */
  readonly onPosition: (first: number, perStep: number) => void;
}

/** How far a mouse must move before a press is a drag (and its click is swallowed). */
const DRAG_THRESHOLD_PX = 6;

export function attachCarousel(region: HTMLElement, track: HTMLElement, options: CarouselOptions): CarouselController {
  const slides = () => Array.from(track.children) as HTMLElement[];
  const cardWidth = () => slides()[0]?.getBoundingClientRect().width ?? 320;
  const perStep = () => slidesPerStep(track.clientWidth, cardWidth());
  const behavior = (): ScrollBehavior => (options.reducedMotion ? 'auto' : 'smooth');
  let first = 0;
  let userPaused = options.reducedMotion;
  let suspended = 0;
  let visible = true;
  let timer: ReturnType<typeof setInterval> | null = null;

  /** The first slide in view; at the end of the row, the last view's first (the row cannot scroll a whole step there). */
  const firstInView = () => {
    const atEnd = track.scrollLeft >= track.scrollWidth - track.clientWidth - 2;
    if (atEnd) return lastStart(slides().length, perStep());
    return Math.max(0, Math.min(slides().length - 1, Math.round(track.scrollLeft / (cardWidth() + CAROUSEL_GAP))));
  };
  const report = () => {
    first = firstInView();
    options.onPosition(first, perStep());
  };
  const goTo = (index: number) => {
    const target = Math.max(0, Math.min(index, lastStart(slides().length, perStep())));
    const [start] = slides();
    const slide = slides()[target];
    if (slide && start) track.scrollTo({ left: slide.offsetLeft - start.offsetLeft, behavior: behavior() });
    first = target;
    options.onPosition(first, perStep());
  };
  const step = (direction: 1 | -1) => goTo(direction === 1 ? nextStart(first, slides().length, perStep()) : previousStart(first, perStep()));

  const tick = () => {
    if (userPaused || suspended > 0 || !visible || document.hidden) return;
    goTo(first >= lastStart(slides().length, perStep()) ? 0 : nextStart(first, slides().length, perStep()));
  };
  const restartTimer = () => {
    if (timer !== null) clearInterval(timer);
    timer = userPaused ? null : setInterval(tick, options.autoplayMs);
  };

  let scrollFrame = 0;
  const onScroll = () => {
    cancelAnimationFrame(scrollFrame);
    scrollFrame = requestAnimationFrame(report);
  };
  const resize = new ResizeObserver(report);
  const seen = new IntersectionObserver((entries) => {
    visible = entries.some((entry) => entry.isIntersecting);
  });

  // Suspended while pointed at or focused: nothing moves under the visitor's hand or eyes.
  const suspend = () => (suspended += 1);
  const resume = () => (suspended = Math.max(0, suspended - 1));
  const onFocusOut = (event: FocusEvent) => {
    if (!region.contains(event.relatedTarget as Node | null)) resume();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!region.contains(event.relatedTarget as Node | null)) suspend();
  };

  let press: { x: number; left: number; dragged: boolean; pointer: number } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    press = { x: event.clientX, left: track.scrollLeft, dragged: false, pointer: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!press || event.pointerId !== press.pointer) return;
    const moved = event.clientX - press.x;
    if (!press.dragged && Math.abs(moved) < DRAG_THRESHOLD_PX) return;
    if (!press.dragged) {
      press.dragged = true;
      track.setPointerCapture(event.pointerId);
      track.dataset['dragging'] = 'true';
    }
    track.scrollLeft = press.left - moved;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!press || event.pointerId !== press.pointer) return;
    const dragged = press.dragged;
    press = null;
    if (!dragged) return;
    delete track.dataset['dragging'];
    goTo(firstInView());
    // The release after a drag is not a click on the card under the pointer.
    const swallow = (click: MouseEvent) => {
      click.preventDefault();
      click.stopPropagation();
    };
    track.addEventListener('click', swallow, { capture: true, once: true });
    setTimeout(() => track.removeEventListener('click', swallow, { capture: true }), 0);
  };
  const onDragStart = (event: DragEvent) => event.preventDefault();
  /** Arrow keys move focus card by card; the browser scrolls the focused card into view. */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const all = slides();
    const current = all.findIndex((slide) => slide.contains(document.activeElement));
    const link = all[current + (event.key === 'ArrowRight' ? 1 : -1)]?.querySelector<HTMLElement>('a[href]');
    if (current < 0 || !link) return;
    event.preventDefault();
    link.focus();
  };

  const listeners: [EventTarget, string, EventListener][] = [
    [track, 'scroll', onScroll],
    [track, 'pointerdown', onPointerDown as EventListener],
    [track, 'pointermove', onPointerMove as EventListener],
    [track, 'pointerup', onPointerUp as EventListener],
    [track, 'pointercancel', onPointerUp as EventListener],
    [track, 'dragstart', onDragStart as EventListener],
    [track, 'keydown', onKeyDown as EventListener],
    [region, 'pointerenter', suspend],
    [region, 'pointerleave', resume],
    [region, 'focusin', onFocusIn as EventListener],
    [region, 'focusout', onFocusOut as EventListener],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener, { passive: type === 'scroll' });
  resize.observe(track);
  seen.observe(region);
  // From now on a mouse can drag the row: the grab cursor says so (carouselStyles), and not before.
  track.dataset['draggable'] = 'true';
  if (region.matches(':hover')) suspend();
  if (region.contains(document.activeElement)) suspend();
  report();
  restartTimer();

  return {
    goTo,
    step,
    setPaused(paused) {
      userPaused = paused;
      restartTimer();
    },
    destroy() {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      delete track.dataset['draggable'];
      resize.disconnect();
      seen.disconnect();
      cancelAnimationFrame(scrollFrame);
      if (timer !== null) clearInterval(timer);
    },
  };
}

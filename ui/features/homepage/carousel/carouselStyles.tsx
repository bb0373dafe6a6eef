import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { CAROUSEL_CARD_WIDTH, CAROUSEL_GAP } from '../../../../core/homepage/carousel.ts';
import { color, media, radius } from '../../../theme/tokens.ts';
import { filledPillLink } from '../../../theme/controls.ts';
import { laidOutNearWindow } from '../../../theme/nearWindow.ts';

/** The round buttons of the carousel and the logo strip: an icon centred, bordered, on the surface colour; their size the caller's. */
export const roundButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${color.border};
  border-radius: ${radius.full};
  background: ${color.surface};
  color: ${color.text};
  cursor: pointer;
`;

/** The carousel's frame: heading and controls, the scrolling track of slides, the dots. */
export const CarouselFrame = styled.section`
  ${laidOutNearWindow({ phone: 400 })}
  h2 {
    margin: 0;
    font-size: 1.4rem;
  }
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    margin-bottom: 12px;
  }
  .controls {
    display: flex;
    gap: 8px;
  }
  .round {
    ${roundButton}
    width: 44px;
    height: 44px;
  }
  .round:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  .round:focus-visible,
  .dots button:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  /* Phones drag the row with a finger: the step buttons give way to it (engagement.md 4). */
  ${media.belowSm} {
    .step {
      display: none;
    }
  }
  .track {
    display: flex;
    gap: ${CAROUSEL_GAP}px;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scrollbar-width: thin;
    padding: 4px 2px 12px;
  }
  .track[data-draggable='true'] {
    cursor: grab;
  }
  .track[data-dragging='true'] {
    cursor: grabbing;
    scroll-snap-type: none;
    user-select: none;
  }
  .slide {
    flex: 0 0 ${CAROUSEL_CARD_WIDTH.mobile}px;
    scroll-snap-align: start;
  }
  ${media.sm} {
    .slide {
      flex-basis: ${CAROUSEL_CARD_WIDTH.desktop}px;
    }
  }
  .more {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: 12px;
    height: 100%;
    min-height: 280px;
    box-sizing: border-box;
    padding: 24px;
    border: 1px dashed ${color.primary};
    border-radius: ${radius.md};
    background: ${color.surface};
  }
  .more h3,
  .more p {
    margin: 0;
  }
  .more a {
    align-self: flex-start;
    ${filledPillLink}
    min-height: 44px;
    padding: 8px 20px;
  }
  .dots {
    display: flex;
    justify-content: center;
    flex-wrap: wrap;
    gap: 4px;
  }
  .dots button {
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  .dots button::before {
    content: '';
    width: 10px;
    height: 10px;
    border: 2px solid ${color.muted};
    border-radius: 50%;
  }
  .dots button[aria-current='true']::before {
    background: ${color.primary};
    border-color: ${color.primary};
  }
`;

/** The previous and next arrows. */
export function StepIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/** Pause while playing, play while paused. */
export function PlayIcon({ paused }: { paused: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      {paused ? <path d="M8 5l11 7-11 7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
    </svg>
  );
}

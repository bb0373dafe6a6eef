import { css } from '@emotion/react';
import { color, radius } from '../theme/tokens.ts';

/** A text in at most two lines, the rest cut with an ellipsis. */
export const twoLines = css`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** A card's title in at most two lines (the rest cut with an ellipsis). */
export const clampedTitle = css`
  margin: 0;
  font-size: 1.05rem;
  line-height: 1.3;
  ${twoLines}
`;

/** A missing company logo: the company's initials centred in their box, bold, in the muted colour. */
export const logoInitials = css`
  display: flex;
  align-items: center;
  justify-content: center;
  font-weight: 700;
  color: ${color.muted};
`;

/**
 * The title link of a card (`link`, a selector inside the card, which is `position: relative`) made
 * the target of the whole card: its text stays the title, and keyboard focus outlines the card
 * (`focusOffset` from the card's edge).
 */
export const stretchedLink = (link: string, focusOffset = '-3px') => css`
  ${link} {
    color: ${color.text};
    text-decoration: none;
  }
  ${link}::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radius.md};
  }
  ${link}:focus-visible {
    outline: none;
  }
  ${link}:focus-visible::after {
    outline: 3px solid ${color.focus};
    outline-offset: ${focusOffset};
  }
`;

import { css } from '@emotion/react';
import { media } from './tokens.ts';

/** The block size assumed before a block is first laid out: on a phone, and from the medium breakpoint if it differs. */
export interface SizeEstimate {
  readonly phone: number;
  readonly wide?: number;
}

/**
 * A block that is styled, laid out and painted only once it comes near the window
 * (`content-visibility: auto`): a phone's layouts while the page loads then cover the first screen,
 * not every section below it (docs/performance.md, first load; ADR 32). Until then it takes the
 * estimated size, and once laid out the size it had. It stays in the accessibility tree and in
 * find-in-page. Its content is clipped to its padding box: `ringRoom` px of padding, given back by
 * the margin, keep a focus ring at its edge whole (none for a block that pads its content itself).
 * Put it first, so that a block's own spacing wins.
 */
export const laidOutNearWindow = (estimate: SizeEstimate, ringRoom = 6) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${estimate.phone}px;
  ${estimate.wide === undefined ? '' : `${media.md} { contain-intrinsic-block-size: auto ${estimate.wide}px; }`}
  ${ringRoom > 0 ? `padding: ${ringRoom}px; margin: -${ringRoom}px;` : ''}
`;

import { css } from '@emotion/react';
import { color, radius } from './tokens.ts';

/** The look of every pill-shaped control on the surface: round icon buttons, buttons, chips and quick switches. */
export const pillControl = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.full};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  cursor: pointer;
`;

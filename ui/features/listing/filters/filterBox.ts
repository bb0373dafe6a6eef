import { css } from '@emotion/react';
import { compactTextBox } from '../../../theme/controls.ts';
import { color } from '../../../theme/tokens.ts';

/** The box of a filter typed or chosen in place (the sort order, the minimum salary): a compact text box, lightly bordered. */
export const filterBox = css`
  ${compactTextBox}
  border-color: ${color.border};
`;

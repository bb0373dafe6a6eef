import styled from '@emotion/styled';
import { pillControl } from '../theme/controls.ts';

/** The header's round icon buttons (menu, job alerts, favourites): 40 px, bordered, on the surface colour. */
export const RoundIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  ${pillControl}
`;

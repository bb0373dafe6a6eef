import styled from '@emotion/styled';
import { color, radius } from '../theme/tokens.ts';

/** The header's round icon buttons (menu, job alerts, favourites): 40 px, bordered, on the surface colour. */
export const RoundIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  border: 1px solid ${color.border};
  border-radius: ${radius.full};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  cursor: pointer;
`;

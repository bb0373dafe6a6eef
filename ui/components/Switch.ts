import styled from '@emotion/styled';
import { pillControl } from '../theme/controls.ts';
import { color, radius } from '../theme/tokens.ts';

/** A pill switch (`role="switch"`, `aria-checked`): the listing's quick switches, the alert form's agreements. */
export const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 6px 14px;
  ${pillControl}
  &::before {
    content: '';
    width: 28px;
    height: 16px;
    border-radius: ${radius.full};
    border: 2px solid ${color.muted};
    background: radial-gradient(circle at 6px 50%, ${color.muted} 4px, transparent 5px);
  }
  &[aria-checked='true'] {
    border-color: ${color.primary};
  }
  &[aria-checked='true']::before {
    border-color: ${color.primary};
    background: ${color.primary} radial-gradient(circle at 18px 50%, ${color.onPrimary} 4px, transparent 5px);
  }
`;

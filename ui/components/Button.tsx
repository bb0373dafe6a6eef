import styled from '@emotion/styled';
import { color } from '../theme/tokens.ts';
import { pillControl } from '../theme/controls.ts';

export const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  min-width: 36px;
  padding: 6px 12px;
  ${pillControl}
  &[aria-pressed='true'] {
    background: ${color.primary};
    color: ${color.onPrimary};
    border-color: ${color.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

/** The button of a dialog's or a panel's main action: a Button filled in the brand colour. */
export const PrimaryButton = styled(Button)`
  background: ${color.primary};
  border-color: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 700;
`;

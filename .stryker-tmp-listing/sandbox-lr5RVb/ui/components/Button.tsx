// @ts-nocheck
import styled from '@emotion/styled';
import { color, radius } from '../theme/tokens.ts';

export const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  min-width: 36px;
  padding: 6px 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.full};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  cursor: pointer;
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

import styled from '@emotion/styled';
import { color, radius } from '../theme/tokens.ts';
import { primaryControl } from '../theme/controls.ts';

/** A form's message about the whole form (a refused login, an alert that exists already): a bordered, readable block. */
export const FormAlert = styled.div`
  padding: 12px 14px;
  border: 1px solid ${color.primary};
  border-left-width: 6px;
  border-radius: ${radius.sm};
  background: ${color.background};
  color: ${color.text};
`;

/** A form's main button; shows progress while its call runs. */
export const SubmitButton = styled.button`
  min-height: 48px;
  padding: 10px 20px;
  ${primaryControl}
  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;

/** The round × that dismisses a banner or closes a dialog. */
export const DismissButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid transparent;
  border-radius: ${radius.full};
  background: transparent;
  color: ${color.text};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    border-color: ${color.border};
  }
`;

/** A checkbox saved at once, its label beside it and an optional muted line under the label: settings' switches. */
export const ToggleRow = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 8px 0;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin-top: 2px;
    accent-color: ${color.primary};
  }
  label {
    font-weight: 600;
  }
  p {
    margin: 4px 0 0;
    color: ${color.muted};
  }
`;

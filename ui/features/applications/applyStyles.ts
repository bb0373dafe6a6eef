import styled from '@emotion/styled';
import { color, radius } from '../../theme/tokens.ts';
import { fieldMessages, filledPillLink, invalidControls, statusLabel, textBox } from '../../theme/controls.ts';

/** The offer page's applying block: the form, the "did you apply?" question, the applied state. */
export const ApplyCard = styled.section`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  padding: 16px;
  background: ${color.surface};
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: none;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  legend {
    font-weight: 600;
    margin-bottom: 4px;
  }
  .clause {
    color: ${color.muted};
    white-space: pre-line;
    font-size: 0.9rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

/** A labelled field: text, e-mail, a long text or a file, with its error below it. */
export const FieldBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input[type='text'],
  input[type='email'],
  input[type='file'],
  textarea {
    ${textBox}
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
  ${invalidControls}
  ${fieldMessages}
`;

/** A checkbox or radio with its label beside it, big enough to hit. */
export const ChoiceRow = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 44px;
  font-weight: 400;
  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${color.primary};
  }
`;

/** The primary apply link or button. */
export const ApplyAction = styled.a`
  align-self: flex-start;
  ${filledPillLink}
  min-height: 44px;
  padding: 8px 24px;
`;

/** The "applied" chip of cards and the offer page. */
export const AppliedChip = styled.span`
  ${statusLabel}
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${color.text};
`;

import styled from '@emotion/styled';
import { color, media } from '../../../theme/tokens.ts';
import { compactTextBox, fieldError, statusLabel, surfaceBox, textBox } from '../../../theme/controls.ts';

/** One application in the panel's list. */
export const ApplicationCard = styled.li`
  display: grid;
  gap: 8px 20px;
  padding: 16px;
  ${surfaceBox}
  ${media.md} {
    grid-template-columns: 1.3fr 1.7fr 1.2fr;
    align-items: start;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 0.95rem;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .muted {
    color: ${color.muted};
  }
  .message {
    white-space: pre-line;
  }
  .status {
    ${statusLabel}
  }
  form,
  .side {
    display: flex;
    flex-direction: column;
    gap: 8px;
    align-items: flex-start;
  }
  label {
    font-weight: 600;
  }
  select {
    ${compactTextBox}
  }
  .error {
    ${fieldError}
  }
`;

/** The filters above the list: the offer and the status. */
export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: flex-end;
  margin: 0 0 16px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
  }
  select {
    ${textBox}
  }
`;

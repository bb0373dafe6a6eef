import styled from '@emotion/styled';
import { candidateMedia } from '../../../theme/breakpoints.ts';
import { color, radius } from '../../../theme/tokens.ts';
import { fieldMessages, textBox } from '../../../theme/controls.ts';

/**
 * The candidate portal pages' layout, on the candidate breakpoint set (platform.md 9): one column
 * on phones, wider columns from 900 px, two-column forms from 1100 px, a wider page from 1500 px.
 */
export const PortalPage = styled.section`
  max-width: 760px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  ${candidateMedia.md} {
    max-width: 960px;
  }
  ${candidateMedia.lg} {
    max-width: 1096px;
  }
  ${candidateMedia.xl} {
    max-width: 1200px;
  }
  h1 {
    margin: 0 0 8px;
    font-size: 1.7rem;
  }
  .lead {
    margin: 0 0 20px;
    color: ${color.muted};
  }
`;

/** Fields side by side from 900 px. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 12px 16px;
  ${candidateMedia.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A labelled control with its hint and its problem, tied together by ids. */
export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0 0 12px;
  label,
  legend {
    font-weight: 600;
  }
  input:not([type='checkbox']):not([type='radio']):not([type='file']),
  select,
  textarea {
    ${textBox}
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border: 2px solid ${color.primary} !important;
  }
  ${fieldMessages}
`;

export const Fieldset = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin: 0 0 8px;
    font-weight: 600;
  }
`;

/** Checkboxes and radios in a wrapping row. */
export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    font-weight: 400;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${color.primary};
  }
`;

/** Chosen values with their remove buttons. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 4px 2px 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.full};
    background: ${color.background};
  }
`;

/** The buttons at the end of a form. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 8px;
`;

/** A status line after a save: polite, so a screen reader hears it. */
export const Status = styled.p`
  margin: 0;
  color: ${color.text};
`;

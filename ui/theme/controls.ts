import { css } from '@emotion/react';
import { color, radius } from './tokens.ts';

/** A box on the surface colour with the border and the medium radius: cards, panels, popovers, rows. */
export const surfaceBox = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

/** The look of every pill-shaped control on the surface: round icon buttons, buttons, chips and quick switches. */
export const pillControl = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.full};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  cursor: pointer;
`;

/** A link shaped as a pill on the surface: tabs, the map's link. */
export const pillLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 6px 14px;
  ${pillControl}
  text-decoration: none;
`;

/** A list without bullets whose items sit in a row that wraps: tabs, chips. */
export const wrappingRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A form's fields stacked, each fieldset a bordered group of its own fields. */
export const stackedForm = css`
  form {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  fieldset {
    display: flex;
    flex-direction: column;
    gap: 12px;
    margin: 0;
    padding: 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
    min-width: 0;
  }
  legend {
    padding: 0 4px;
    font-weight: 700;
  }
`;

/** The look of every text box: the inputs, selects and text areas of every form. */
export const textBox = css`
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${color.muted};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
`;

/** A field's error line: in the text colour, after a warning sign in the brand colour (not colour alone). */
export const fieldError = css`
  margin: 0;
  color: ${color.text};
  font-size: 0.9rem;
  &::before {
    content: '⚠ ';
    color: ${color.primary};
  }
`;

/** A field's hint (`.hint`, `.help`) and error (`.error`) lines below it. */
export const fieldMessages = css`
  .hint,
  .help {
    margin: 0;
    color: ${color.muted};
    font-size: 0.9rem;
  }
  .error {
    ${fieldError}
  }
`;

import { css } from '@emotion/react';
import { color, radius } from './tokens.ts';

/** A box on the surface colour with the border and the medium radius: cards, panels, popovers, rows. */
export const surfaceBox = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

/**
 * A card in a grid that opens one page (with stretchedLink on its title): a column as tall as its
 * row, its pictures clipped to the corners, its border in the brand colour under the pointer or focus.
 */
export const linkedCard = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  ${surfaceBox}
  overflow: hidden;
  &:hover,
  &:focus-within {
    border-color: ${color.primary};
  }
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

/** The look of a main action's pill-shaped button: filled in the brand colour, its text bold. */
export const primaryControl = css`
  border: 1px solid ${color.primary};
  border-radius: ${radius.full};
  background: ${color.primary};
  color: ${color.onPrimary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

/** A link shaped as a pill, its size, edge and colours the caller's: calls to act, "show more", chips, the outlined ones below. */
export const pillShapedLink = css`
  display: inline-flex;
  align-items: center;
  border-radius: ${radius.full};
  text-decoration: none;
`;

/** A main action's pill-shaped link: filled in the brand colour, its text bold; its size the caller's. */
export const filledPillLink = css`
  ${pillShapedLink}
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 700;
`;

/** A pill-shaped link outlined in the border colour, its text in the text colour: paging, tags, row actions. */
export const outlinedPillLink = css`
  ${pillShapedLink}
  border: 1px solid ${color.border};
  color: ${color.text};
`;

/** A link shaped as a pill on the surface: tabs, the map's link. */
export const pillLink = css`
  ${pillShapedLink}
  min-height: 40px;
  padding: 6px 14px;
  ${pillControl}
`;

/** A banner across the content: a row on the surface, its left edge in the brand colour. */
export const bannerBox = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 12px 12px 16px;
  border: 1px solid ${color.border};
  border-left: 4px solid ${color.primary};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

/** A list without bullets or indent, laid out by the caller: rows, grids, stacks. */
export const plainList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list without bullets whose items sit in a row that wraps: tabs, chips. */
export const wrappingRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${plainList}
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

/** A smaller text box, 40 px high: the filters above lists and the choices inside table rows. */
export const compactTextBox = css`
  ${textBox}
  min-height: 40px;
  padding: 6px 10px;
`;

/** A full-width table of records: its caption bold on the left, each row ruled off below, long words broken. */
export const dataTable = css`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0 0 8px;
  }
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${color.border};
    text-align: left;
    overflow-wrap: anywhere;
  }
`;

/** A record's state as an outlined label: an application's status, an offer's state, the "applied" chip. */
export const statusLabel = css`
  display: inline-block;
  padding: 2px 10px;
  border: 1px solid ${color.text};
  border-radius: ${radius.full};
  font-weight: 700;
  font-size: 0.85rem;
`;

/** A bold pill-shaped label outlined in the brand colour: a company's badges, an offer's match percent. */
export const brandPill = css`
  border: 1px solid ${color.primary};
  border-radius: ${radius.full};
  font-weight: 700;
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

/** A form's invalid controls (aria-invalid) edged in the brand colour, 2 px wide. */
export const invalidControls = css`
  [aria-invalid='true'] {
    border: 2px solid ${color.primary};
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

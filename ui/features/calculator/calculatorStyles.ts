import styled from '@emotion/styled';
import { color, layout, media } from '../../theme/tokens.ts';
import { surfaceBox } from '../../theme/controls.ts';

/** The page's column: form and results side by side on wide screens, one under the other on phones. */
export const Page = styled.article`
  max-width: ${layout.offersListMaxWidth}px;
  margin: 0 auto;
  padding: 16px 16px 48px;
  h1 {
    margin: 0 0 8px;
    font-size: 1.7rem;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
  .lead {
    margin: 0 0 20px;
    color: ${color.muted};
  }
  .spaced {
    margin-top: 24px;
  }
  .spaced-below {
    margin-bottom: 16px;
  }
  code {
    overflow-wrap: anywhere;
  }
  ${media.sm} {
    padding: 24px 16px 48px;
    h1 {
      font-size: 2rem;
    }
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  ${media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

/** A bordered block on the surface colour. */
export const Panel = styled.section`
  min-width: 0;
  padding: 16px;
  ${surfaceBox}
  color: ${color.text};
  ${media.sm} {
    padding: 20px;
  }
`;

/** A table of amounts: labels left, figures right, tabular digits. */
export const MoneyTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 8px;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${color.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-of-type {
    text-align: left;
    white-space: normal;
    font-weight: 400;
  }
  thead th {
    font-weight: 700;
  }
  tr.total th,
  tr.total td {
    font-weight: 700;
    font-size: 1.05rem;
  }
  tr.chosen th,
  tr.chosen td {
    font-weight: 700;
  }
  output {
    font: inherit;
  }
`;

/** A wide table's box: scrolls sideways on phones, reachable by keyboard. */
export const ScrollBox = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

export const Notes = styled.ul`
  margin: 0;
  padding-left: 20px;
  color: ${color.text};
  li {
    margin-bottom: 6px;
    line-height: 1.5;
  }
`;

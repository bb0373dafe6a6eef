import styled from '@emotion/styled';
import { color, layout } from '../../../theme/tokens.ts';
import { PageSection, SurfacePanel } from '../../../components/pageLayout.ts';
import { compactTextBox, dataTable, surfaceBox } from '../../../theme/controls.ts';

/** The local mailbox's look: the page, the address filter, the list of e-mails and one open message. */

export const Page = styled(PageSection)`
  max-width: ${layout.offersListMaxWidth}px;
`;

export const Filter = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  margin: 0 0 16px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 700;
  }
  input {
    min-width: min(320px, 80vw);
    ${compactTextBox}
    font-weight: 400;
  }
`;

export const Panel = styled(SurfacePanel)`
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 8px;
  }
`;

export const Table = styled.table`
  ${dataTable}
  background: ${color.surface};
  th,
  td {
    vertical-align: top;
  }
  .kind {
    display: block;
    color: ${color.muted};
    font-size: 0.9rem;
  }
`;

export const Message = styled.article`
  h2 {
    margin: 12px 0;
    font-size: 1.3rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0 0 16px;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .body {
    margin: 0;
    padding: 16px;
    ${surfaceBox}
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font: inherit;
  }
`;

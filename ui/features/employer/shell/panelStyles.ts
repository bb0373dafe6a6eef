import styled from '@emotion/styled';
import { formCard, pageColumn } from '../../../components/pageLayout.ts';
import { pillShapedLink, stackedForm, surfaceBox } from '../../../theme/controls.ts';
import { color, media } from '../../../theme/tokens.ts';

/** A panel page's column: wide enough for the offers table and the editor beside its preview. */
export const PanelPage = styled.section`
  ${pageColumn(1180)}
`;

/** An editor's form beside its preview (sticky), one above the other on a phone: the offer editor, the brand story. */
export const EditorLayout = styled.div`
  display: grid;
  gap: 24px;
  ${media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
  ${stackedForm}
  aside.preview {
    position: sticky;
    top: 16px;
  }
`;

/** A narrow card for the account forms. */
export const FormCard = styled.section`
  ${formCard(520)}
  ${stackedForm}
  .links {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 16px 0 0;
  }
  a {
    color: ${color.primary};
    font-weight: 600;
  }
`;

/** A bordered block on the surface colour. */
export const Panel = styled.div`
  padding: 16px;
  ${surfaceBox}
  color: ${color.text};
`;

/** A line of buttons and links that wraps on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/** Two columns from the small breakpoint on, one on a phone. */
export const TwoColumns = styled.div`
  display: grid;
  gap: 16px;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A link that looks like the main button (a pill in the primary colour). */
export const PrimaryLink = styled.a`
  ${pillShapedLink}
  justify-content: center;
  min-height: 44px;
  padding: 8px 18px;
  background: ${color.primary};
  color: ${color.onPrimary} !important;
  font-weight: 700;
`;

import styled from '@emotion/styled';
import { color, media, radius } from '../../../theme/tokens.ts';

/** A panel page's column: wide enough for the offers table and the editor beside its preview. */
export const PanelPage = styled.section`
  max-width: 1180px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  h1 {
    margin: 0 0 8px;
    font-size: 1.7rem;
  }
  .lead {
    margin: 0 0 16px;
    color: ${color.muted};
  }
`;

/** A narrow card for the account forms. */
export const FormCard = styled.section`
  max-width: 520px;
  margin: 32px auto;
  padding: 24px 20px;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  h1 {
    margin: 0 0 8px;
    font-size: 1.6rem;
  }
  > p {
    margin: 0 0 16px;
    color: ${color.muted};
  }
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
  }
  legend {
    padding: 0 4px;
    font-weight: 700;
  }
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
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
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
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 8px 18px;
  border-radius: ${radius.full};
  background: ${color.primary};
  color: ${color.onPrimary} !important;
  font-weight: 700;
  text-decoration: none;
`;

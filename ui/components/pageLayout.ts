import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { color, radius } from '../theme/tokens.ts';
import { plainList, surfaceBox } from '../theme/controls.ts';

/** A page's main column, as wide as the page needs: centred, a heading and a muted lead line. */
export const pageColumn = (maxWidth: number) => css`
  max-width: ${maxWidth}px;
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

/** A narrow card on the surface for an account form: a heading, a muted line under it, then the form. */
export const formCard = (maxWidth: number) => css`
  max-width: ${maxWidth}px;
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
`;

/** A page's main column for candidate pages and the mailbox. */
export const PageSection = styled.section`
  ${pageColumn(760)}
`;

/** A bordered block on the surface colour: empty states, prompts, messages. */
export const SurfacePanel = styled.div`
  padding: 20px;
  ${surfaceBox}
`;

/** A panel that asks the reader to act: its lines, then bold links in the brand colour (log in, register, consent). */
export const PromptPanel = styled(SurfacePanel)`
  p {
    margin: 0 0 8px;
  }
  a {
    font-weight: 700;
    color: ${color.primary};
  }
`;

/** A list without bullets, its items stacked with a gap: offers, applications. */
export const StackList = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/** A panel whose lines stack with a gap, flush left: a page's empty, failed and prompt states. */
export const StackPanel = styled(SurfacePanel)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  align-items: flex-start;
  p {
    margin: 0;
  }
`;

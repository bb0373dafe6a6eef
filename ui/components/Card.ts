import styled from '@emotion/styled';
import { candidateMedia } from '../theme/breakpoints.ts';
import { surfaceBox } from '../theme/controls.ts';

/** One saved-on-its-own part of a page: a bordered card with its heading. */
export const Card = styled.section`
  margin: 0 0 20px;
  padding: 20px 16px;
  ${surfaceBox}
  ${candidateMedia.sm} {
    padding: 24px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.3rem;
  }
  h3 {
    margin: 16px 0 8px;
    font-size: 1.05rem;
  }
  > p {
    margin: 0 0 12px;
  }
`;

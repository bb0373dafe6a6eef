import { css } from '@emotion/react';
import { color, media, radius } from '../../theme/tokens.ts';
import { plainList, surfaceBox } from '../../theme/controls.ts';

/** The company page's layout: a wide head, then the story and offers beside the offices. */
export const companyPageStyles = css`
  max-width: 1220px;
  margin: 0 auto;
  padding: 24px 16px 56px;
  .back {
    display: inline-block;
    margin-bottom: 16px;
    color: ${color.text};
  }
  .muted {
    color: ${color.muted};
    font-weight: 400;
  }
  .columns {
    display: grid;
    gap: 32px;
    grid-template-columns: minmax(0, 1fr);
    margin-top: 32px;
  }
  ${media.md} {
    .columns {
      grid-template-columns: minmax(0, 1fr) 340px;
    }
  }
  .main {
    display: flex;
    flex-direction: column;
    gap: 40px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.35rem;
  }
  .story h3 {
    margin: 20px 0 6px;
    font-size: 1.05rem;
  }
  .story p {
    margin: 0 0 10px;
    line-height: 1.6;
  }
  .chips,
  .offers,
  .benefits {
    ${plainList}
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .chips li {
    padding: 2px 10px;
    border: 1px solid ${color.border};
    border-radius: ${radius.full};
  }
  .benefits {
    display: grid;
    gap: 6px;
  }
  .benefits li::before {
    content: '✓ ';
    color: ${color.primary};
    font-weight: 700;
  }
  .offers {
    display: grid;
    gap: 10px;
  }
  .offers li {
    display: grid;
    gap: 4px;
    padding: 12px 16px;
    ${surfaceBox}
  }
  .offers a {
    color: ${color.text};
    font-weight: 700;
  }
  .salary {
    font-weight: 700;
  }
`;

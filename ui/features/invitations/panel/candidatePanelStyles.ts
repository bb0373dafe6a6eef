import styled from '@emotion/styled';
import { color, radius } from '../../../theme/tokens.ts';
import { surfaceBox } from '../../../theme/controls.ts';

/** platform.md 9: the candidate details side panel is 536 px wide; 7 skeleton cards show while it loads. */
export const CANDIDATE_PANEL_WIDTH = 536;
export const SKELETON_CARDS = 7;

export const PanelBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const Section = styled.section`
  padding: 12px 14px;
  ${surfaceBox}
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  p {
    margin: 0 0 4px;
  }
  .muted {
    color: ${color.muted};
  }
`;

export const SkeletonCard = styled.div`
  height: 72px;
  border-radius: ${radius.md};
  background: linear-gradient(90deg, ${color.border}, ${color.background}, ${color.border});
  background-size: 200% 100%;
  @media (prefers-reduced-motion: no-preference) {
    animation: candidate-skeleton 1.4s ease-in-out infinite;
  }
  @keyframes candidate-skeleton {
    from {
      background-position: 200% 0;
    }
    to {
      background-position: -200% 0;
    }
  }
`;

/** A hidden candidate: lines drawn and blurred, nothing of theirs (the gateway sends nothing). */
export const BlurredPlaceholder = styled.div`
  filter: blur(4px);
  user-select: none;
  span {
    display: block;
    height: 12px;
    margin: 8px 0;
    border-radius: ${radius.xs};
    background: ${color.muted};
  }
  span:nth-of-type(1) {
    width: 60%;
    height: 16px;
  }
  span:nth-of-type(2) {
    width: 80%;
  }
  span:nth-of-type(3) {
    width: 40%;
  }
`;

export const Badge = styled.span<{ tone: 'warning' | 'success' | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: ${radius.full};
  border: 1px solid ${color.border};
  font-size: 0.85rem;
  font-weight: 700;
  background: ${({ tone }) => (tone === 'warning' ? '#fff1c2' : tone === 'success' ? '#d8f5e0' : color.background)};
  color: ${({ tone }) => (tone === 'neutral' ? color.text : '#1c1c24')};
`;

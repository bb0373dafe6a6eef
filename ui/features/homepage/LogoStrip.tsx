import styled from '@emotion/styled';
import { useState } from 'react';
import type { CompanyListItem } from '../../../core/companies/Company.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { color, radius } from '../../theme/tokens.ts';
import { PlayIcon, roundButton } from './carousel/carouselStyles.tsx';
import { laidOutNearWindow } from '../../theme/nearWindow.ts';

/** engagement.md 9: the strip loops in 60 s, linear, infinite. */
const LOOP_SECONDS = 60;

const Strip = styled.section`
  ${laidOutNearWindow({ phone: 48 })}
  display: flex;
  align-items: center;
  gap: 12px;
  .viewport {
    flex: 1;
    overflow: hidden;
    mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
  }
  .row {
    display: flex;
    gap: 40px;
    width: max-content;
    animation: jb-logo-strip ${LOOP_SECONDS}s linear infinite;
  }
  &[data-paused='true'] .row {
    animation-play-state: paused;
  }
  /* Still for visitors who prefer reduced motion. */
  @media (prefers-reduced-motion: reduce) {
    .row {
      animation: none;
    }
  }
  @keyframes jb-logo-strip {
    from {
      transform: translateX(0);
    }
    to {
      transform: translateX(-50%);
    }
  }
  img {
    display: block;
    width: 48px;
    height: 48px;
    border-radius: ${radius.sm};
  }
  button {
    flex: none;
    ${roundButton}
    width: 36px;
    height: 36px;
  }
  button:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

/**
 * A decorative row of company logos looping endlessly (engagement.md 2): the row is drawn twice and
 * moved by half its width, so the loop has no seam. Hidden from assistive technology (the
 * companies are named in the carousel); a button pauses it (WCAG 2.2.2).
 */
export function LogoStrip({ companies }: { companies: readonly CompanyListItem[] }) {
  const { t } = useTexts();
  const [paused, setPaused] = useState(false);
  const logos = companies.filter((company) => company.logoUrl !== '');
  if (logos.length === 0) return null;
  return (
    <Strip aria-label={t('homepage.logos.label')} data-paused={paused} data-testid="logo-strip">
      <div className="viewport" aria-hidden="true">
        <div className="row">
          {[...logos, ...logos].map((company, index) => (
            <img key={`${company.id}-${index}`} src={company.logoUrl} alt="" width={48} height={48} loading="lazy" decoding="async" />
          ))}
        </div>
      </div>
      <button
        type="button"
        aria-label={t(paused ? 'homepage.logos.play' : 'homepage.logos.pause')}
        onClick={() => setPaused(!paused)}
        data-testid="logo-strip-pause"
      >
        <PlayIcon paused={paused} />
      </button>
    </Strip>
  );
}

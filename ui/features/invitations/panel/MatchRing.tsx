import styled from '@emotion/styled';
import { FIT_THRESHOLD } from '../../../../core/profile/matching/matchPercent.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color } from '../../../theme/tokens.ts';

const Ring = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  svg {
    flex: none;
  }
  .track {
    stroke: ${color.border};
  }
  .good .value {
    stroke: #1f8a4c;
  }
  .weaker .value {
    stroke: #b26a00;
  }
  text {
    fill: ${color.text};
    font-weight: 700;
    font-size: 14px;
  }
`;

const R = 26;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** The match-percent ring (platform.md 2): 75 or more reads as a good match, less as a weaker one. */
export function MatchRing({ percent }: { percent: number }) {
  const { t } = useTexts();
  const good = percent >= FIT_THRESHOLD;
  const filled = (Math.max(0, Math.min(100, percent)) / 100) * CIRCUMFERENCE;
  return (
    <Ring data-testid="match-ring" data-fit={good ? 'good' : 'weaker'}>
      <svg
        width="64"
        height="64"
        viewBox="0 0 64 64"
        role="img"
        aria-label={t('panel.candidates.panel.ring', { percent })}
        className={good ? 'good' : 'weaker'}
      >
        <circle className="track" cx="32" cy="32" r={R} fill="none" strokeWidth="6" />
        <circle
          className="value"
          cx="32"
          cy="32"
          r={R}
          fill="none"
          strokeWidth="6"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          transform="rotate(-90 32 32)"
        />
        <text x="32" y="37" textAnchor="middle" aria-hidden="true">
          {percent}%
        </text>
      </svg>
      <span>{t(good ? 'panel.candidates.panel.good' : 'panel.candidates.panel.weaker')}</span>
    </Ring>
  );
}

import styled from '@emotion/styled';
import type { CandidateCard } from '../../../../core/invitations/panel/CandidateCard.ts';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color } from '../../../theme/tokens.ts';
import { AvailabilityBadge } from './AvailabilityBadge.tsx';
import { Badge } from './candidatePanelStyles.ts';
import { cityName } from './CandidateDetailsSections.tsx';
import { HiddenCandidate } from './HiddenCandidate.tsx';
import { surfaceBox } from '../../../theme/controls.ts';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px 16px;
  ${surfaceBox}
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${color.muted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 6px;
  }
`;

export interface CandidateCardViewProps {
  readonly card: CandidateCard;
  readonly onDetails: (candidateId: string) => void;
  readonly onInvite: (candidateId: string) => void;
  readonly inviting: boolean;
}

/** One search result: a visible candidate's card with its match, or the placeholder of a hidden one. */
export function CandidateCardView({ card, onDetails, onInvite, inviting }: CandidateCardViewProps) {
  const { t } = useTexts();
  if (card.visibility === 'hidden') {
    return (
      <Card data-testid="candidate-card" data-visibility="hidden">
        <HiddenCandidate />
      </Card>
    );
  }
  const name = `${card.firstName} ${card.lastName}`.trim();
  return (
    <Card data-testid="candidate-card" data-visibility="visible" data-candidate={card.candidateId}>
      <h3>{name}</h3>
      <p>
        <Badge tone="neutral">{t('panel.candidates.match', { percent: card.matchPercent })}</Badge>{' '}
        <AvailabilityBadge weeks={card.availabilityWeeks} />
      </p>
      {card.position && <p>{card.position}</p>}
      <p className="muted">
        {card.experienceYears > 0 ? t('panel.candidates.years', { count: card.experienceYears }) : t('panel.candidates.panel.noExperience')}
        {card.residences.length > 0 && ` · ${card.residences.map(cityName).join(', ')}`}
      </p>
      {card.invitation && <p data-testid="candidate-invitation">{t(`panel.candidates.invitation.${card.invitation}`)}</p>}
      <div className="actions">
        <Button
          type="button"
          aria-label={t('panel.candidates.detailsOf', { name })}
          onClick={() => onDetails(card.candidateId)}
          data-testid="candidate-details"
        >
          {t('panel.candidates.details')}
        </Button>
        {card.invitation === null && (
          <Button
            type="button"
            disabled={inviting}
            aria-label={t('panel.candidates.inviteOf', { name })}
            onClick={() => onInvite(card.candidateId)}
            data-testid="candidate-invite"
          >
            {t('panel.candidates.invite')}
          </Button>
        )}
      </div>
    </Card>
  );
}

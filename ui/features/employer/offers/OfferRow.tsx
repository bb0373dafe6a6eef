import styled from '@emotion/styled';
import { Link } from 'react-router';
import type { EmployerOfferItem } from '../../../../core/offers/lifecycle/EmployerOffers.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color, media } from '../../../theme/tokens.ts';
import { formatDate } from '../shell/formatDate.ts';
import { actionHref, actionsFor, type OfferAction } from './offerActions.ts';
import { outlinedPillLink, statusLabel, surfaceBox } from '../../../theme/controls.ts';

const Row = styled.li`
  display: grid;
  gap: 8px 16px;
  padding: 16px;
  ${surfaceBox}
  ${media.md} {
    grid-template-columns: 2fr 1fr 1.4fr 1.4fr;
    align-items: start;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  .status {
    ${statusLabel}
  }
  .muted {
    color: ${color.muted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    grid-column: 1 / -1;
  }
  .actions a {
    ${outlinedPillLink}
    min-height: 36px;
    padding: 6px 12px;
    font-weight: 600;
  }
`;

/** One offer of the list: its title, status, dates, plan, counters and what can be done with it now. */
export function OfferRow({
  offer,
  language,
  onEnd,
}: {
  offer: EmployerOfferItem;
  language: Language;
  onEnd: (action: 'finish' | 'delete', offer: EmployerOfferItem) => void;
}) {
  const { t } = useTexts();
  const title = offer.title ?? t('panel.list.untitled');
  const headingId = `offer-${offer.slug}-title`;
  const dates = [
    t('panel.list.created', { date: formatDate(offer.createdAt, language) }),
    offer.publishedAt && t('panel.list.published', { date: formatDate(offer.publishedAt, language) }),
    offer.expiresAt && offer.status !== 'finished' && t('panel.list.expires', { date: formatDate(offer.expiresAt, language) }),
    offer.finishedAt && t('panel.list.finished', { date: formatDate(offer.finishedAt, language) }),
  ].filter((line): line is string => typeof line === 'string');
  const button = (action: OfferAction) => (
    <Button key={action} type="button" data-testid={`offer-${action}`} onClick={() => onEnd(action as 'finish' | 'delete', offer)}>
      {t(`panel.actions.${action}`)}
    </Button>
  );
  return (
    <Row aria-labelledby={headingId} data-testid="employer-offer" data-slug={offer.slug} data-status={offer.status}>
      <div>
        <h2 id={headingId}>{title}</h2>
        <p className="muted">{offer.slug}</p>
      </div>
      <p>
        <span className="status" data-testid="offer-status">
          {t(`panel.status.${offer.status}`)}
        </span>
        <span className="muted"> · {offer.pricingPlan}</span>
      </p>
      <ul className="muted" aria-label={t('panel.list.columns.dates')}>
        {dates.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p data-testid="offer-counters">{t('panel.list.counters', { views: offer.views, clicks: offer.applyClicks })}</p>
      <div className="actions" role="group" aria-label={t('panel.actions.menu', { title })}>
        {actionsFor(offer.status).map((action) => {
          const href = actionHref(action, offer.slug, language);
          if (href === null) return button(action);
          return action === 'view' ? (
            <a key={action} href={href} data-testid={`offer-${action}`}>
              {t(`panel.actions.${action}`)}
            </a>
          ) : (
            <Link key={action} to={href} data-testid={`offer-${action}`}>
              {t(`panel.actions.${action}`)}
            </Link>
          );
        })}
      </div>
    </Row>
  );
}

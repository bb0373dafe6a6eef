import styled from '@emotion/styled';
import { Link } from 'react-router';
import type { HistoryItem } from '../../../core/applications/ApplicationHistory.ts';
import { buildOfferPath } from '../../../core/listing/url/routeWords.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { Button } from '../../components/Button.tsx';
import { useTexts } from '../../i18n/useTexts.ts';
import { color } from '../../theme/tokens.ts';
import { formatDay } from '../../i18n/formatDay.ts';
import { DidYouApply } from './DidYouApply.tsx';
import { statusLabel, surfaceBox } from '../../theme/controls.ts';

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 16px;
  ${surfaceBox}
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${color.muted};
  }
  .status {
    ${statusLabel}
  }
  .actions {
    display: flex;
    gap: 8px;
  }
`;

/**
 * One offer of the candidate's history: the offer, when and where the candidate applied, the
 * employer's status of a board application, and a way out: withdraw it (with its CV), or, for a
 * click elsewhere still unanswered, "did you apply?".
 */
export function HistoryItemRow({ item, language, onWithdraw }: { item: HistoryItem; language: Language; onWithdraw: (item: HistoryItem) => void }) {
  const { t } = useTexts();
  const headingId = `history-${item.redirectId}`;
  if (!item.isConfirmed) {
    return (
      <li data-testid="history-item" data-state="waiting" data-offer-slug={item.offerSlug}>
        <DidYouApply item={item} />
      </li>
    );
  }
  const status =
    item.source === 'external'
      ? t('applications.history.elsewhere')
      : item.status
        ? t(`applications.status.${item.status}`)
        : t('applications.history.noStatus');
  return (
    <Row aria-labelledby={headingId} data-testid="history-item" data-state={item.status ?? item.source} data-offer-slug={item.offerSlug}>
      <h2 id={headingId}>
        <Link to={buildOfferPath(item.offerSlug, language)}>{item.offerTitle}</Link>
      </h2>
      <p>{item.companyName}</p>
      <p className="muted">{t('applications.history.appliedOn', { date: formatDay(item.appliedAt, language) })}</p>
      <p>
        <span className="muted">{t('applications.history.statusLabel')}: </span>
        <span className="status" data-testid="history-status">
          {status}
        </span>
      </p>
      {item.cvFileName && <p className="muted">{t('applications.history.cv', { name: item.cvFileName })}</p>}
      <div className="actions">
        <Button
          type="button"
          onClick={() => onWithdraw(item)}
          aria-label={
            item.source === 'board'
              ? t('applications.history.withdrawLabel', { title: item.offerTitle })
              : t('applications.history.removeLabel', { title: item.offerTitle })
          }
          data-testid="history-withdraw"
        >
          {item.source === 'board' ? t('applications.history.withdraw') : t('applications.history.remove')}
        </Button>
      </div>
    </Row>
  );
}

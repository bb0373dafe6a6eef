import styled from '@emotion/styled';
import type { OfferStatistics } from '../../../../core/offers/lifecycle/EmployerOffers.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color } from '../../../theme/tokens.ts';
import { formatDate } from '../shell/formatDate.ts';

const Scroll = styled.div`
  max-height: 420px;
  overflow: auto;
  border: 1px solid ${color.border};
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    padding: 8px;
    text-align: left;
    font-weight: 700;
  }
  th,
  td {
    padding: 6px 10px;
    border-bottom: 1px solid ${color.border};
    text-align: right;
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${color.surface};
  }
`;

/** The chart's numbers as a table: a row per day, totals at the foot. Always in the page, for screen readers and without the chart. */
export function StatisticsTable({ statistics, language }: { statistics: OfferStatistics; language: Language }) {
  const { t } = useTexts();
  return (
    <Scroll tabIndex={0} role="region" aria-labelledby="statistics-caption" data-testid="statistics-table">
      <table>
        <caption id="statistics-caption">{t('panel.statistics.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('panel.statistics.date')}</th>
            <th scope="col">{t('panel.statistics.views')}</th>
            <th scope="col">{t('panel.statistics.applyClicks')}</th>
          </tr>
        </thead>
        <tbody>
          {statistics.days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date, language)}</th>
              <td>{day.views}</td>
              <td>{day.applyClicks}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('panel.statistics.total')}</th>
            <td data-testid="statistics-total-views">{statistics.totals.views}</td>
            <td data-testid="statistics-total-clicks">{statistics.totals.applyClicks}</td>
          </tr>
        </tfoot>
      </table>
    </Scroll>
  );
}

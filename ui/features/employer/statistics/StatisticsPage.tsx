import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { OfferStatistics } from '../../../../core/offers/lifecycle/EmployerOffers.ts';
import type { LifecycleFailure } from '../../../../core/offers/lifecycle/LifecycleFailure.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { OfferLifecycleKeys } from '../../../../composition/offers/offerLifecycleKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { lifecycleFailureText } from '../shell/failureKey.ts';
import { formatDate } from '../shell/formatDate.ts';
import { PanelPage } from '../shell/panelStyles.ts';
import { StatisticsChart } from './StatisticsChart.tsx';
import { StatisticsTable } from './StatisticsTable.tsx';

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly statistics: OfferStatistics }
  | { readonly kind: 'failed'; readonly failure: LifecycleFailure };

/** An offer's views and apply clicks of the last 30 days: the chart, and the same numbers as a table. */
export function StatisticsPage({ slug, language }: { slug: string; language: Language }) {
  const { t } = useTexts();
  const load = useUseCase(OfferLifecycleKeys.LoadOfferStatistics);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    void load.execute({ slug }).match(
      (statistics) => setLoaded({ kind: 'loaded', statistics }),
      (failure) => setLoaded({ kind: 'failed', failure }),
    );
  }, [load, slug]);

  const title = loaded.kind === 'loaded' ? loaded.statistics.offers[0]?.title : null;
  return (
    <PanelPage aria-labelledby="statistics-heading" aria-busy={loaded.kind === 'loading'}>
      <h1 id="statistics-heading">{t('panel.statistics.heading')}</h1>
      {title && <p className="lead">{title}</p>}
      <div role="status" aria-live="polite">
        {loaded.kind === 'loading' && <p>{t('panel.loading')}</p>}
      </div>
      {loaded.kind === 'failed' && <FormAlert role="alert">{t(lifecycleFailureText(loaded.failure).key)}</FormAlert>}
      {loaded.kind === 'loaded' && (
        <>
          <p>{t('panel.statistics.range', { from: formatDate(loaded.statistics.from, language), to: formatDate(loaded.statistics.to, language) })}</p>
          {loaded.statistics.totals.views === 0 && loaded.statistics.totals.applyClicks === 0 && <p>{t('panel.statistics.empty')}</p>}
          <StatisticsChart days={loaded.statistics.days} />
          <StatisticsTable statistics={loaded.statistics} language={language} />
        </>
      )}
      <p>
        <Link to="/employer/offers">{t('panel.statistics.back')}</Link>
      </p>
    </PanelPage>
  );
}

import { StatisticsPage } from '../../features/employer/statistics/StatisticsPage.tsx';
import { useShell } from '../../app/useShell.ts';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/statistics';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.statistics.title'));

/** /employer/offers/{slug}/statistics: views and apply clicks per day, as a chart and a table. */
export default function EmployerStatistics({ params }: Route.ComponentProps) {
  const { language } = useShell();
  return (
    <RequireEmployer>
      <StatisticsPage slug={params.slug} language={language} />
    </RequireEmployer>
  );
}

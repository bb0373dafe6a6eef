import { useSearchParams } from 'react-router';
import { CodePage } from '../../features/employer/offers/CodePage.tsx';
import { useShell } from '../../app/useShell.ts';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/code';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.code.publishTitle'));

/** /employer/offers/{slug}/code[?extend=1]: publish or extend with a prepaid code. */
export default function EmployerCode({ params }: Route.ComponentProps) {
  const { language } = useShell();
  const [search] = useSearchParams();
  return (
    <RequireEmployer>
      <CodePage slug={params.slug} extend={search.get('extend') === '1'} language={language} />
    </RequireEmployer>
  );
}

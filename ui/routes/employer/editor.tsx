import { EditorPage } from '../../features/employer/editor/EditorPage.tsx';
import { useShell } from '../../app/useShell.ts';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/editor';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(panelTitle(matches, 'panel.editor.title'));

/** /employer/offers/{slug}/edit: the offer editor. */
export default function EmployerEditor({ params }: Route.ComponentProps) {
  const { language } = useShell();
  return (
    <RequireEmployer>
      <EditorPage slug={params.slug} language={language} />
    </RequireEmployer>
  );
}

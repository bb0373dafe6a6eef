import { EditorPage } from '../../features/employer/editor/EditorPage.tsx';
import { useShell } from '../../app/useShell.ts';
import { RequireEmployer } from '../../features/employer/shell/RequireEmployer.tsx';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/editor';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: panelTitle(matches, 'panel.editor.title') },
  { name: 'robots', content: 'noindex' },
];

/** /employer/offers/{slug}/edit: the offer editor. */
export default function EmployerEditor({ params }: Route.ComponentProps) {
  const { language } = useShell();
  return (
    <RequireEmployer>
      <EditorPage slug={params.slug} language={language} />
    </RequireEmployer>
  );
}

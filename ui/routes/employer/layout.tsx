import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, type ShouldRevalidateFunction } from 'react-router';
import { EmployerPanelProvider } from '../../../composition/employer/EmployerPanelProvider.tsx';
import { PanelFrame } from '../../features/employer/shell/PanelFrame.tsx';
import { panelLanguage } from '../../features/employer/shell/panelLoader.ts';
import { panelI18n, type PanelData } from '../../features/employer/shell/panelTexts.ts';
import { useShell } from '../../app/useShell.ts';
import { employerTextsFor } from '../../i18n/employerTexts.ts';
import { documentLanguage, loadTexts } from '../../i18n/texts.ts';
import type { Route } from './+types/layout';

/**
 * Every /employer/... page: the panel's texts in the page's language come as this loader's data
 * (server only, so no bundle carries them), and the pages below get the panel's container
 * (EmployerPanelProvider) and texts. Only the panel's route modules import any of this.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<PanelData> {
  return { texts: employerTextsFor(await panelLanguage(context)) };
}

/**
 * The panel copies the whole language (panelTexts.ts): coming from a page that carried only its own
 * texts, the rest of the language arrives before the panel renders.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<PanelData> {
  const [data] = await Promise.all([serverLoader(), loadTexts(documentLanguage(document))]);
  return data;
}

/** The texts change only with the language (a stored preference), like the root's. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === '/preferences' ? true : defaultShouldRevalidate && formAction !== undefined;

export default function EmployerPanelLayout({ loaderData }: Route.ComponentProps) {
  const shell = useShell();
  const i18n = useMemo(() => panelI18n(shell.language, loaderData.texts), [shell.language, loaderData.texts]);
  return (
    <I18nextProvider i18n={i18n}>
      <EmployerPanelProvider>
        <PanelFrame>
          <Outlet />
        </PanelFrame>
      </EmployerPanelProvider>
    </I18nextProvider>
  );
}

import { useRouteLoaderData } from 'react-router';
import type { ShellData } from './shellData.ts';

/** The root loader's data (tenant, language, preferences, candidate portal base) from anywhere under the root route. */
export function useShell(): ShellData {
  const shell = useRouteLoaderData<ShellData>('root');
  if (!shell) throw new Error('useShell was used outside of the root route');
  return shell;
}

/** The shell when there is one (the root error boundary may render without it). */
export const useOptionalShell = (): ShellData | undefined => useRouteLoaderData<ShellData>('root');

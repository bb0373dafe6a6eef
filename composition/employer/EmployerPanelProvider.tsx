import type { ReactNode } from 'react';
import { UseCaseProvider, useUseCase } from '../react/UseCaseProvider.tsx';
import { employerPanelRootFor } from '../roots/employerPanelRoot.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';

/**
 * Gives the employer panel's pages their own container (the panel root) in place of the page's:
 * `useUseCase(EmployerKeys.X)` below it resolves from the panel. Only the panel's route modules
 * render it, so the panel's code travels in their chunks alone.
 */
export function EmployerPanelProvider({ children }: { children: ReactNode }) {
  const page = useUseCase(SharedKeys.GatewayHttpClient);
  const tenantId = useUseCase(SharedKeys.TenantId);
  return <UseCaseProvider container={employerPanelRootFor({ tenantId, page })}>{children}</UseCaseProvider>;
}

import type { Container } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';
import { attachModules, type ContextModule } from '../kernel/ContextModule.ts';
import type { Token } from '../kernel/Token.ts';

const ContainerContext = createContext<Container | null>(null);

export function UseCaseProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useUseCase was used outside of its Provider');
  return container;
}

/** Gives a component a use case: `const save = useUseCase(AlertsKeys.SaveAlert)`. The UI never sees an adapter. */
export function useUseCase<U>(key: Token<U>): U {
  return useContainer().get<U>(key);
}

/**
 * A route's context modules, attached to the page's container before its components ask for their
 * use cases (ADR 26): the modules arrive in the route's own chunk, so the first screen of other
 * pages never loads them. Idempotent and synchronous; call it at the top of the route component.
 */
export function useContextModules(modules: readonly ContextModule[]): void {
  attachModules(useContainer(), modules);
}

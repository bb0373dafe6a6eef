import type { Container } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';
import type { Token } from '../kernel/Token.ts';

const ContainerContext = createContext<Container | null>(null);

export function UseCaseProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Gives a component a use case: `const save = useUseCase(T.SaveAlert)`. The UI never sees an adapter. */
export function useUseCase<U>(key: Token<U>): U {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useUseCase was used outside of its Provider');
  return container.get<U>(key);
}

import { createContext, useContext, type ReactNode } from 'react';
import type { ModalQueue } from '../../../core/ui-state/ModalQueue.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';

const ModalContext = createContext<ModalQueue | null>(null);

/** Gives the page's modal queue to everything under it (the app shell wraps every page in it). */
export function ModalProvider({ children }: { children: ReactNode }) {
  const queue = useUseCase(UiStateKeys.ModalQueue);
  return <ModalContext.Provider value={queue}>{children}</ModalContext.Provider>;
}

/**
 * The modal queue (enqueue, dequeue, the modal showing now). Outside its provider it throws the
 * spec's error (platform.md 8): a component that queues modals where none can show is a bug.
 */
export function useModal(): ModalQueue {
  const queue = useContext(ModalContext);
  if (queue === null) throw new Error('useModal was used outside of its Provider');
  return queue;
}

import type { ReactNode } from 'react';
import type { ModalQueue } from '../../../core/ui-state/ModalQueue.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { requiredContext } from '../../hooks/requiredContext.ts';

const modal = requiredContext<ModalQueue>('useModal');

/** Gives the page's modal queue to everything under it (the app shell wraps every page in it). */
export function ModalProvider({ children }: { children: ReactNode }) {
  const queue = useUseCase(UiStateKeys.ModalQueue);
  return <modal.Provider value={queue}>{children}</modal.Provider>;
}

/**
 * The modal queue (enqueue, dequeue, the modal showing now). Outside its provider it throws the
 * spec's error (platform.md 8): a component that queues modals where none can show is a bug.
 */
export const useModal: () => ModalQueue = modal.useValue;

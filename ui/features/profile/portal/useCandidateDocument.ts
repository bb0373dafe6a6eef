import { useCallback, useEffect, useState } from 'react';
import type { CandidateDocument } from '../../../../core/profile/CandidateDocument.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { ProfileKeys } from '../../../../composition/profile/profileKeys.ts';
import { useObservable } from '../../../hooks/useObservable.ts';

export type DocumentView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly retry: () => void }
  | { readonly kind: 'loaded'; readonly document: CandidateDocument };

/**
 * The logged-in candidate's document: loaded once for `candidateId` (LoadProfile), then followed
 * in the store, so a saved section shows at once everywhere it appears.
 */
export function useCandidateDocument(candidateId: string): DocumentView {
  const load = useUseCase(ProfileKeys.LoadProfile);
  const store = useUseCase(ProfileKeys.ProfileStore);
  const document = useObservable(store.document$, store.current);
  const [failed, setFailed] = useState(false);

  const fetchDocument = useCallback(() => {
    setFailed(false);
    void load.execute().match(
      () => undefined,
      () => setFailed(true),
    );
  }, [load]);

  useEffect(() => {
    if (store.current?.id !== candidateId) fetchDocument();
  }, [candidateId, fetchDocument, store]);

  if (document !== null && document.id === candidateId) return { kind: 'loaded', document };
  return failed ? { kind: 'failed', retry: fetchDocument } : { kind: 'loading' };
}

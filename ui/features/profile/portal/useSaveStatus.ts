import { useCallback, useState } from 'react';

export type SaveStatus =
  { readonly kind: 'idle' } | { readonly kind: 'saved'; readonly message: string } | { readonly kind: 'failed'; readonly message: string };

/** What the last save of a section said, for its polite status line. */
export function useSaveStatus() {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const saved = useCallback((message: string) => setStatus({ kind: 'saved', message }), []);
  const failed = useCallback((message: string) => setStatus({ kind: 'failed', message }), []);
  const clear = useCallback(() => setStatus({ kind: 'idle' }), []);
  return { status, saved, failed, clear } as const;
}

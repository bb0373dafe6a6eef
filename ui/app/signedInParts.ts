import { createContext, useContext, type ComponentType } from 'react';
import type { Observable } from 'rxjs';

/**
 * What a signed-in candidate's pages add to every page, loaded once the session says so
 * (ui/layout/SignedInParts.tsx, ADR 39). Null for a guest, on the server and until the parts arrive:
 * a guest's page neither downloads them nor runs their hooks on each of its hundred offer cards.
 */
export interface SignedInParts {
  /** The "Applied" chip of an offer the candidate applied to. */
  readonly AppliedBadge: ComponentType<{ offerId: string }>;
  /** The offer's match percent for the candidate, where the card does not carry one. */
  readonly MatchBadge: ComponentType<{ offerId: string }>;
  /** Live parts of the unread badge: conversations with unread messages, and invitations waiting (null until known). */
  readonly unreadChats$: Observable<number | null>;
  readonly pendingInvitations$: Observable<number | null>;
}

export const SignedInPartsContext = createContext<SignedInParts | null>(null);

/** The signed-in candidate's parts, or null (a guest, or not loaded yet): render nothing of them then. */
export const useSignedInParts = (): SignedInParts | null => useContext(SignedInPartsContext);

import type { Observable } from 'rxjs';

/** What the candidate's live socket says: it is listening, or the invitations changed. */
export type InvitationUpdate = 'ready' | 'changed';

/**
 * The candidate's live invitations channel (/api/{tenant}/invitations/socket): tells when the
 * candidate's invitations changed, so the list is fetched again and the badge rises without a reload.
 */
export interface InvitationUpdates {
  /**
   * Opens the channel with the bearer token. The stream emits `ready`, then `changed` as often as
   * the invitations change; it completes when the server closes the channel and errors when it
   * cannot open or is refused. Unsubscribing closes it.
   */
  watch(bearerToken: string): Observable<InvitationUpdate>;
}

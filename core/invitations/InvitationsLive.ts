import { distinctUntilChanged, map, type SchedulerLike, type Subscription } from 'rxjs';
import type { BearerTokenStore } from '../session/BearerTokenStore.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import type { InvitationUpdates } from './InvitationUpdates.ts';
import { invitationsUser } from './invitationsEnabled.ts';
import type { LoadInvitations } from './LoadInvitations.ts';

/** Reconnection delays: 1 s, doubling, at most 30 s. */
export const LIVE_FIRST_RETRY_MS = 1000;
export const LIVE_RETRY_CAP_MS = 30_000;

/**
 * Keeps the candidate's live invitations channel open while invitation queries are enabled (a user
 * id and the passiveCandidates flag), and fetches the list again whenever it says the invitations
 * changed, so the badge rises without a reload. A channel that closes or fails is reopened after
 * 1 s, 2 s, 4 s … (at most 30 s, on the scheduler) with the bearer stored then; after a reopening the
 * list is fetched again, since changes may have been missed meanwhile.
 */
export class InvitationsLive {
  constructor(
    private readonly updates: InvitationUpdates,
    private readonly bearer: BearerTokenStore,
    private readonly session: SessionStore,
    private readonly load: LoadInvitations,
    private readonly scheduler: SchedulerLike,
  ) {}

  /** Starts following the session; the returned function stops and closes the channel. */
  start(): () => void {
    let channel: Subscription | null = null;
    let retry: Subscription | null = null;
    let delay = LIVE_FIRST_RETRY_MS;
    const stop = () => {
      channel?.unsubscribe();
      retry?.unsubscribe();
      channel = null;
      retry = null;
    };
    const open = (reopened: boolean) => {
      const token = this.bearer.get();
      // No token yet (a refresh under way): try again later, as for a lost channel.
      if (token === null) return reopenLater();
      channel = this.updates.watch(token).subscribe({
        next: (update) => {
          if (update === 'ready') delay = LIVE_FIRST_RETRY_MS;
          if (update === 'changed' || (update === 'ready' && reopened)) void this.load.execute({ trigger: 'refetch' });
        },
        error: () => reopenLater(),
        complete: () => reopenLater(),
      });
    };
    const reopenLater = () => {
      channel = null;
      retry = this.scheduler.schedule(() => {
        retry = null;
        open(true);
      }, delay);
      delay = Math.min(delay * 2, LIVE_RETRY_CAP_MS);
    };
    const following = this.session.state$
      .pipe(
        map((state) => invitationsUser(state)),
        distinctUntilChanged(),
      )
      .subscribe((user) => {
        stop();
        delay = LIVE_FIRST_RETRY_MS;
        if (user !== null) open(false);
      });
    return () => {
      following.unsubscribe();
      stop();
    };
  }
}

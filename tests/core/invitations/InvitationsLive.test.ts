import { Subject, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { InvitationUpdate, InvitationUpdates } from '../../../core/invitations/InvitationUpdates.ts';
import { InvitationsLive, LIVE_FIRST_RETRY_MS, LIVE_RETRY_CAP_MS } from '../../../core/invitations/InvitationsLive.ts';
import { settle } from '../../support/virtualTime.ts';
import { anInvitation, invitationsWorld } from './invitationsWorld.ts';

/** A live channel the test drives: each `watch` opens one, which the test can make say things, fail or close. */
class ChannelsByHand implements InvitationUpdates {
  readonly opened: Subject<InvitationUpdate>[] = [];

  watch(): Observable<InvitationUpdate> {
    const channel = new Subject<InvitationUpdate>();
    this.opened.push(channel);
    return channel.asObservable();
  }

  get last(): Subject<InvitationUpdate> {
    const channel = this.opened.at(-1);
    if (!channel) throw new Error('no channel was opened');
    return channel;
  }
}

function liveWorld() {
  const w = invitationsWorld();
  const channels = new ChannelsByHand();
  const live = new InvitationsLive(channels, w.bearer, w.store, w.load, w.time.scheduler);
  return { ...w, channels, live };
}

/** Advances virtual time until a new channel opens; returns how long that took (capped). */
async function untilReopened(w: ReturnType<typeof liveWorld>, cap = LIVE_RETRY_CAP_MS * 2): Promise<number> {
  const before = w.channels.opened.length;
  const from = w.time.now;
  while (w.channels.opened.length === before && w.time.now - from < cap) await w.time.advance(100);
  return w.time.now - from;
}

describe('the live invitations channel’s reconnections', () => {
  it('does not fetch the list when the first channel gets ready; fetches it when the invitations change', async () => {
    const w = liveWorld();
    const stop = w.live.start();
    w.world.invitations.push(anInvitation(w.candidate.id));
    w.channels.last.next('ready');
    await settle();
    expect(w.list.current.items).toBeNull();
    w.channels.last.next('changed');
    await settle();
    expect(w.list.current.items).toHaveLength(1);
    stop();
  });

  it('reopens a channel that failed, and one the server closed, after 1 s; then fetches the list again', async () => {
    const w = liveWorld();
    const stop = w.live.start();
    w.channels.last.next('ready');
    w.channels.last.error(new Error('refused'));
    expect(await untilReopened(w)).toBe(LIVE_FIRST_RETRY_MS);
    w.world.invitations.push(anInvitation(w.candidate.id));
    w.channels.last.next('ready');
    await settle();
    expect(w.list.current.items).toHaveLength(1);
    w.channels.last.complete();
    expect(await untilReopened(w)).toBe(LIVE_FIRST_RETRY_MS);
    stop();
  });

  it('waits 1 s, 2 s, 4 s … at most 30 s between attempts while the channel keeps failing', async () => {
    const w = liveWorld();
    const stop = w.live.start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      w.channels.last.error(new Error('refused'));
      waits.push(await untilReopened(w));
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    stop();
  });

  it('starts again from 1 s once a channel got ready', async () => {
    const w = liveWorld();
    const stop = w.live.start();
    for (let attempt = 0; attempt < 3; attempt++) {
      w.channels.last.error(new Error('refused'));
      await untilReopened(w);
    }
    w.channels.last.next('ready');
    w.channels.last.next('changed');
    w.channels.last.complete();
    expect(await untilReopened(w)).toBe(LIVE_FIRST_RETRY_MS);
    stop();
  });
});

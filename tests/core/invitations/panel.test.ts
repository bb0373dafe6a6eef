import { describe, expect, it } from 'vitest';
import { EmployerCandidatesInMemory } from '../../../adapters/in-memory/invitations/EmployerCandidatesInMemory.ts';
import { PassiveWorldInMemory } from '../../../adapters/in-memory/invitations/PassiveWorldInMemory.ts';
import { InviteCandidate } from '../../../core/invitations/panel/InviteCandidate.ts';
import { SearchCandidates } from '../../../core/invitations/panel/SearchCandidates.ts';
import { CV_DEBOUNCE_MS, ShowCandidateCv } from '../../../core/invitations/panel/ShowCandidateCv.ts';
import { emptyPreferences } from '../../../core/profile/CandidateDocument.ts';
import type { AuthenticatedCalls } from '../../../core/session/AuthenticatedCalls.ts';
import { SnackbarQueue } from '../../../core/ui-state/SnackbarQueue.ts';
import { VirtualTime } from '../../support/virtualTime.ts';

const asIs: AuthenticatedCalls = { run: (call) => call() };

/** A world with one offer of company 1 and three candidates: a fitting opted-in one, a fitting one who did not opt in, one below the threshold. */
function panelWorld() {
  const world = new PassiveWorldInMemory();
  world.offers.push({ id: 'offer-1', slug: 'offer-1', title: 'Backend', companyId: 1, companyName: 'Acme' });
  const candidate = (id: string, fit: number, optedIn: boolean) => {
    world.candidates.push({
      details: {
        visibility: 'visible',
        candidateId: id,
        profile: {
          firstName: `First ${id}`,
          lastName: `Last ${id}`,
          email: `${id}@example.com`,
          avatarUrl: null,
          applicationDocs: [],
          socialMediaProfiles: [],
        },
        preferences: emptyPreferences(id),
        workHistory: [],
        categories: [],
      },
      fit: { 'offer-1': fit },
    });
    world.optedIn.set(id, optedIn);
  };
  candidate('fits', 90, true);
  candidate('shy', 95, false);
  candidate('weak', 60, true);
  const time = new VirtualTime();
  const snackbars = new SnackbarQueue(time.scheduler);
  const candidates = new EmployerCandidatesInMemory(world, () => 1);
  return { world, time, snackbars, candidates };
}

describe('the employer’s candidate search', () => {
  it('ranks by match and shows only fitting opted-in candidates; the rest are placeholders', async () => {
    const p = panelWorld();
    const page = (await new SearchCandidates(p.candidates, asIs).execute({ offerId: 'offer-1', page: 1 }))._unsafeUnwrap();
    expect(page.items.map((item) => (item.visibility === 'visible' ? item.candidateId : 'hidden'))).toEqual(['hidden', 'fits', 'hidden']);
    expect(JSON.stringify(page.items)).not.toContain('shy');
  });

  it('says how an invitation went in a snackbar', async () => {
    const p = panelWorld();
    const invite = new InviteCandidate(p.candidates, asIs, p.snackbars);
    expect((await invite.execute({ candidateId: 'fits', offerId: 'offer-1' })).isOk()).toBe(true);
    expect((await invite.execute({ candidateId: 'fits', offerId: 'offer-1' }))._unsafeUnwrapErr()).toEqual({ kind: 'already-invited' });
    expect((await invite.execute({ candidateId: 'shy', offerId: 'offer-1' }))._unsafeUnwrapErr()).toEqual({ kind: 'candidate-not-matched' });
    expect(p.snackbars.visible.map((snackbar) => snackbar.message)).toEqual([
      'panel.candidates.inviteSent',
      'panel.candidates.inviteFailures.already-invited',
      'panel.candidates.inviteFailures.candidate-not-matched',
    ]);
  });
});

describe('the show-CV button (platform.md 9: 2000 ms)', () => {
  it('acts on the first click and ignores clicks within 2000 ms, on virtual time', async () => {
    const p = panelWorld();
    const show = new ShowCandidateCv(p.candidates, asIs, p.snackbars, p.time.scheduler);
    expect((await show.execute('fits')).isErr()).toBe(true);
    expect(p.snackbars.visible.map((snackbar) => snackbar.message)).toEqual(['panel.candidates.noCv']);
    await p.time.advance(CV_DEBOUNCE_MS - 1);
    expect((await show.execute('fits'))._unsafeUnwrap()).toEqual({ kind: 'ignored' });
    await p.time.advance(1);
    expect((await show.execute('fits')).isErr()).toBe(true);
  });
});

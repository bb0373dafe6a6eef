import { okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { EmployerCandidatesInMemory } from '../../../adapters/in-memory/invitations/EmployerCandidatesInMemory.ts';
import { PassiveWorldInMemory } from '../../../adapters/in-memory/invitations/PassiveWorldInMemory.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { InviteCandidate } from '../../../core/invitations/panel/InviteCandidate.ts';
import { LoadCandidateDetails } from '../../../core/invitations/panel/LoadCandidateDetails.ts';
import { LoadSearchableOffers } from '../../../core/invitations/panel/LoadSearchableOffers.ts';
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
  world.offers.push({ id: 'offer-9', slug: 'offer-9', title: 'Frontend', companyId: 9, companyName: 'Other' });
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
  let company: number | null = 1;
  const candidates = new EmployerCandidatesInMemory(world, () => company);
  return {
    world,
    time,
    snackbars,
    candidates,
    /** The employer's token stops being accepted. */
    logOut: () => (company = null),
  };
}

/** The fake's calls, with CVs at a known address for the candidates that have one. */
class EmployerCandidatesWithCvs extends EmployerCandidatesInMemory {
  // Optional: the base fake's cv() reads no id, while the port's callers always pass one.
  override cv(candidateId?: string): ResultAsync<string, GatewayFailure> {
    return candidateId === 'fits' ? okAsync(`https://cv.example.com/${candidateId}.pdf`) : super.cv();
  }
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

describe('the employer panel’s data', () => {
  it('offers only the company’s published offers to search for', async () => {
    const p = panelWorld();
    expect((await new LoadSearchableOffers(p.candidates, asIs).execute())._unsafeUnwrap()).toEqual([
      { id: 'offer-1', slug: 'offer-1', title: 'Backend' },
    ]);
  });

  it('shows a fitting opted-in candidate’s details and a placeholder for the others', async () => {
    const p = panelWorld();
    const details = new LoadCandidateDetails(p.candidates, asIs);
    const fits = (await details.execute({ candidateId: 'fits', offerId: 'offer-1', language: 'en' }))._unsafeUnwrap();
    expect(fits).toMatchObject({ visibility: 'visible', candidateId: 'fits', matchPercent: 90, invitation: null });
    expect((await details.execute({ candidateId: 'shy', offerId: 'offer-1', language: 'en' }))._unsafeUnwrap()).toEqual({ visibility: 'hidden' });
    expect((await details.execute({ candidateId: 'fits', offerId: 'offer-9', language: 'pl' }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
  });
});

describe('the invitation snackbars', () => {
  it('are a success named invite-sent, and errors named invite-failed', async () => {
    const p = panelWorld();
    const invite = new InviteCandidate(p.candidates, asIs, p.snackbars);
    await invite.execute({ candidateId: 'fits', offerId: 'offer-1' });
    await invite.execute({ candidateId: 'fits', offerId: 'offer-1' });
    expect(p.snackbars.visible.map(({ variant, testId }) => ({ variant, testId }))).toEqual([
      { variant: 'success', testId: 'invite-sent' },
      { variant: 'error', testId: 'invite-failed' },
    ]);
  });

  it('say the feature is paused, and give a generic text for any other failure', async () => {
    const p = panelWorld();
    const invite = new InviteCandidate(p.candidates, asIs, p.snackbars);
    expect((await invite.execute({ candidateId: 'fits', offerId: 'offer-9' }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    p.world.gate = { enabled: true, maintenance: true };
    expect((await invite.execute({ candidateId: 'fits', offerId: 'offer-1' }))._unsafeUnwrapErr()).toEqual({
      kind: 'passive-candidates-unavailable',
    });
    expect(p.snackbars.visible.map((snackbar) => snackbar.message)).toEqual([
      'panel.candidates.inviteFailures.generic',
      'panel.candidates.inviteFailures.passive-candidates-unavailable',
    ]);
  });
});

describe('opening a candidate’s CV', () => {
  it('answers where the CV opens, without a snackbar', async () => {
    const p = panelWorld();
    const show = new ShowCandidateCv(new EmployerCandidatesWithCvs(p.world, () => 1), asIs, p.snackbars, p.time.scheduler);
    expect((await show.execute('fits'))._unsafeUnwrap()).toEqual({ kind: 'opened', url: 'https://cv.example.com/fits.pdf' });
    expect(p.snackbars.visible).toEqual([]);
  });

  it('counts the 2000 ms from the last click that acted, however late it came', async () => {
    const p = panelWorld();
    const show = new ShowCandidateCv(new EmployerCandidatesWithCvs(p.world, () => 1), asIs, p.snackbars, p.time.scheduler);
    await p.time.advance(60_000);
    expect((await show.execute('fits'))._unsafeUnwrap().kind).toBe('opened');
    await p.time.advance(CV_DEBOUNCE_MS - 1);
    expect((await show.execute('fits'))._unsafeUnwrap()).toEqual({ kind: 'ignored' });
    await p.time.advance(1);
    expect((await show.execute('fits'))._unsafeUnwrap().kind).toBe('opened');
  });

  it('says the CV could not be opened when the call fails for another reason than a missing CV', async () => {
    const p = panelWorld();
    const show = new ShowCandidateCv(p.candidates, asIs, p.snackbars, p.time.scheduler);
    p.logOut();
    expect((await show.execute('fits'))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect(p.snackbars.visible.map(({ message, variant, testId }) => ({ message, variant, testId }))).toEqual([
      { message: 'panel.candidates.cvFailed', variant: 'error', testId: 'cv-failed' },
    ]);
  });
});

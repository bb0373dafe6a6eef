// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { PassiveWorldInMemory } from '../../../adapters/in-memory/invitations/PassiveWorldInMemory.ts';
import { EmployerTestGateway } from '../../../composition/employer/EmployerTestGateway.ts';
import { UseCaseProvider } from '../../../composition/react/UseCaseProvider.tsx';
import { createEmployerPanelTestRoot } from '../../../composition/roots/employerPanelRoot.ts';
import { emptyPreferences, type Preferences } from '../../../core/profile/CandidateDocument.ts';
import { CandidateSearchPage } from '../../../ui/features/invitations/panel/CandidateSearchPage.tsx';
import { PanelFrame } from '../../../ui/features/employer/shell/PanelFrame.tsx';
import { panelI18n } from '../../../ui/features/employer/shell/panelTexts.ts';
import '../../../ui/i18n/createI18n.ts';
import { employerEn } from '../../../ui/i18n/en/employer.ts';
import { fixtureDictionaries, fixturePlans } from '../../contracts/offers/lifecycleFixtures.ts';
import { VirtualTime } from '../../support/virtualTime.ts';
import { polyfillDialog } from '../chrome/support/renderChrome.tsx';

const UUID = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

function addCandidate(world: PassiveWorldInMemory, n: number, fit: number, optedIn: boolean, preferences: Partial<Preferences> = {}) {
  const id = UUID(n);
  world.candidates.push({
    details: {
      visibility: 'visible',
      candidateId: id,
      profile: {
        firstName: `Grace${n}`,
        lastName: 'Hopper',
        email: `grace${n}@example.com`,
        avatarUrl: null,
        applicationDocs: [],
        socialMediaProfiles: [{ type: 'github', link: 'https://github.com/grace' }],
      },
      preferences: { ...emptyPreferences(id), ...preferences },
      workHistory: [{ id: 'w1', title: 'Engineer', companyName: 'Navy', description: '', period: { start: { year: 2020, month: 3 }, end: null } }],
      categories: [{ id: 1, name: 'Backend' }],
    },
    fit: { 'offer-1': fit },
  });
  world.optedIn.set(id, optedIn);
  return id;
}

function renderSearch(setUp: (world: PassiveWorldInMemory) => void, hash = '') {
  polyfillDialog();
  window.history.replaceState(null, '', `/employer/candidates${hash}`);
  const world = new PassiveWorldInMemory();
  world.offers.push({ id: 'offer-1', slug: 'offer-1', title: 'Backend engineer', companyId: 1, companyName: 'Acme' });
  setUp(world);
  const gateway = new EmployerTestGateway({ plans: fixturePlans, dictionaries: fixtureDictionaries, now: () => new Date('2026-11-20T12:00:00Z') });
  gateway.logIn();
  const time = new VirtualTime();
  const useCases = createEmployerPanelTestRoot({ gateway, now: new Date('2026-11-20T12:00:00Z'), scheduler: time.scheduler, passive: { world } });
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <PanelFrame>
          <CandidateSearchPage language="en" />
        </PanelFrame>
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={panelI18n('en', employerEn)}>
      <UseCaseProvider container={useCases}>
        <Stub initialEntries={['/employer/candidates']} />
      </UseCaseProvider>
    </I18nextProvider>,
  );
  return { world, time };
}

const settle = () => act(async () => new Promise((done) => setTimeout(done, 20)));

describe('the candidate search in the panel', () => {
  afterEach(cleanup);

  it('shows fitting opted-in candidates and placeholders for the rest; invites', async () => {
    const { world } = renderSearch((w) => {
      addCandidate(w, 1, 92, true, { position: 'Backend developer', experienceYears: 6, availabilityPeriod: { unit: 'week', value: 2 } });
      addCandidate(w, 2, 95, false);
      addCandidate(w, 3, 40, true);
    });
    await settle();
    const cards = await screen.findAllByTestId('candidate-card');
    expect(cards.map((card) => card.getAttribute('data-visibility'))).toEqual(['hidden', 'visible', 'hidden']);
    const hidden = cards[0]!;
    expect(hidden.textContent).toContain('Unmatched candidate');
    expect(hidden.textContent).toContain('This candidate matches the offer less than 75% or does not share their profile');
    expect(document.body.textContent).not.toContain('Grace2');
    const visible = cards[1]!;
    expect(visible.textContent).toContain('Grace1 Hopper');
    expect(visible.textContent).toContain('92% match');
    expect(within(visible).getByTestId('availability-badge').getAttribute('data-tone')).toBe('success');
    await act(async () => fireEvent.click(within(visible).getByTestId('candidate-invite')));
    await settle();
    expect((await screen.findByTestId('invite-sent')).textContent).toContain('Invitation sent.');
    expect(world.invitations).toHaveLength(1);
    expect(within(screen.getAllByTestId('candidate-card')[1]!).getByTestId('candidate-invitation').textContent).toBe('Invited');
  });
});

describe('the candidate details side panel', () => {
  afterEach(cleanup);

  it('shows 7 skeletons while loading, then the ring, the personal block and the sections; the hash names the candidate', async () => {
    renderSearch(
      (w) =>
        void addCandidate(w, 1, 92, true, {
          experienceYears: 0,
          availabilityPeriod: { unit: 'week', value: 0 },
          internalLanguages: [
            { code: 'en', level: 'C1' },
            { code: 'de', level: 'C1' },
          ],
        }),
    );
    await settle();
    fireEvent.click(await screen.findByTestId('candidate-details'));
    expect(screen.getAllByTestId('candidate-skeleton')).toHaveLength(7);
    await settle();
    const panel = screen.getByTestId('candidate-panel');
    expect(panel.querySelectorAll('[data-testid="candidate-skeleton"]')).toHaveLength(0);
    expect(within(panel).getByTestId('match-ring').getAttribute('data-fit')).toBe('good');
    expect(within(panel).getByTestId('section-personal').textContent).toContain('grace1@example.com');
    expect(within(panel).getByTestId('section-position').textContent).toContain('No professional experience');
    expect(within(panel).getByTestId('section-work-history').textContent).toContain('Mar 2020 – present');
    expect(within(panel).getByTestId('availability-badge').getAttribute('data-tone')).toBe('warning');
    expect(panel.textContent).toContain('C1 – advanced: English, German');
    expect(window.location.hash).toBe(`#${UUID(1)}`);
  });

  it('shows a weaker ring for an accepted conversation below 75, and the placeholder for a hidden candidate opened from the hash', async () => {
    renderSearch((w) => {
      const id = addCandidate(w, 4, 60, true);
      w.invitations.push({
        id: 'i',
        candidateId: id,
        companyId: 1,
        companyName: 'Acme',
        companyLogoUrl: null,
        jobAdvertisementId: 'offer-1',
        offerTitle: 'B',
        offerSlug: 'b',
        status: 'accepted',
        createdAt: '2026-11-01T00:00:00.000Z',
        answeredAt: null,
        conversationId: null,
      });
    });
    await settle();
    fireEvent.click(await screen.findByTestId('candidate-details'));
    await settle();
    expect(screen.getByTestId('match-ring').getAttribute('data-fit')).toBe('weaker');
    cleanup();
    renderSearch((w) => void addCandidate(w, 5, 95, false), `#${UUID(5)}`);
    await settle();
    const panel = await screen.findByTestId('candidate-panel');
    expect(within(panel).getByTestId('hidden-candidate').textContent).toContain('Unmatched candidate');
    expect(panel.textContent).not.toContain('Grace5');
  });

  it('says when the candidate has no CV; the button works again once its 2000 ms and the snackbar passed', async () => {
    const { time } = renderSearch((w) => void addCandidate(w, 1, 92, true));
    await settle();
    fireEvent.click(await screen.findByTestId('candidate-details'));
    await settle();
    await act(async () => {
      fireEvent.click(screen.getByTestId('show-cv'));
      fireEvent.click(screen.getByTestId('show-cv'));
    });
    await settle();
    expect(screen.getAllByTestId('cv-failed')).toHaveLength(1);
    expect(screen.getByTestId('cv-failed').textContent).toContain('This candidate has not added a CV.');
    await act(async () => time.advance(5000));
    expect(screen.queryByTestId('cv-failed')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('show-cv')));
    await settle();
    expect(screen.getByTestId('cv-failed')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentsInMemory } from '../../../adapters/in-memory/preferences/ConsentsInMemory.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { PreferencesKeys } from '../../../composition/preferences/preferencesKeys.ts';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { MatchedForYouPage } from '../../../ui/features/profile/matching/MatchedForYouPage.tsx';
import { SettingsPage } from '../../../ui/features/profile/settings/SettingsPage.tsx';
import { OfferCard } from '../../../ui/features/offers/OfferCard.tsx';
import { SignedInPartsProvider } from '../../../ui/layout/SignedInParts.tsx';
import { anOfferToMatch, fittingPreferences } from '../../core/profile/profileBuilders.ts';
import { PASSWORD, renderProfilePage } from './renderProfile.tsx';

const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
/** Lets the page's first load (started after the render) answer and render. */
const settle = () => act(async () => new Promise((done) => setTimeout(done, 50)));

describe('the settings page', () => {
  afterEach(cleanup);

  it('gives and withdraws the profiling consent with a switch', async () => {
    const harness = renderProfilePage((shell) => <SettingsPage shell={shell} />, { path: '/candidate/settings' });
    const toggle = await screen.findByRole('switch', { name: 'Offer matching (profiling)' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await act(async () => fireEvent.click(toggle));
    await screen.findByTestId('consent-saved');
    const consents = resolve(harness.useCases, PreferencesKeys.Consents) as ConsentsInMemory;
    expect(consents.given.get('profiling')).toBe(true);
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('changes the password only with the current one', async () => {
    const harness = renderProfilePage((shell) => <SettingsPage shell={shell} />, { path: '/candidate/settings' });
    change(await screen.findByLabelText('Current password'), 'not it');
    change(screen.getByLabelText('New password (at least 8 characters)'), 'a brand new passphrase');
    await act(async () => fireEvent.click(screen.getByTestId('password-submit')));
    expect((await screen.findByTestId('password-failed')).textContent).toBe('The current password is wrong.');
    change(screen.getByLabelText('Current password'), PASSWORD);
    await act(async () => fireEvent.click(screen.getByTestId('password-submit')));
    await screen.findByTestId('password-saved');
    expect(harness.profiles.passwordOf('cand-1')).toBe('a brand new passphrase');
  });

  it('deletes the account after the confirmation, then the visitor is a guest on the home page', async () => {
    const harness = renderProfilePage((shell) => <SettingsPage shell={shell} />, { path: '/candidate/settings' });
    fireEvent.click(await screen.findByTestId('delete-account'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('This cannot be undone.');
    await act(async () => fireEvent.click(screen.getByTestId('confirm-accept')));
    await waitFor(() => expect(harness.location()).toBe('/'));
    expect(resolve(harness.useCases, SessionKeys.SessionStore).current).toEqual({ status: 'guest' });
    expect(harness.profiles.deleted.has('cand-1')).toBe(true);
    expect((await screen.findByTestId('account-deleted')).textContent).toContain('Your account has been deleted.');
  });

  it('keeps the account when the confirmation is cancelled', async () => {
    const harness = renderProfilePage((shell) => <SettingsPage shell={shell} />, { path: '/candidate/settings' });
    fireEvent.click(await screen.findByTestId('delete-account'));
    fireEvent.click(await screen.findByTestId('confirm-cancel'));
    expect(harness.profiles.deleted.has('cand-1')).toBe(false);
  });
});

describe('matched for you', () => {
  afterEach(cleanup);

  const offers = [anOfferToMatch('fit'), anOfferToMatch('far', { citySlugs: ['gdansk'] })];

  it('asks for the profiling consent, then lists the ranked offers with their percents', async () => {
    const harness = renderProfilePage((shell) => <MatchedForYouPage shell={shell} />, { path: '/candidate/matched-for-you', offers });
    await harness.profiles.updatePreferences('cand-1', fittingPreferences());
    await settle();
    await act(async () => fireEvent.click(await screen.findByTestId('profiling-consent-give', {}, { timeout: 5000 })));
    const cards = await screen.findAllByTestId('offer-card', {}, { timeout: 5000 });
    expect(cards.map((card) => card.getAttribute('data-slug'))).toEqual(['offer-fit', 'offer-far']);
    expect(screen.getAllByTestId('offer-match').map((badge) => badge.textContent)).toEqual(['100% match', '85% match']);
  });

  it('links an empty list to the preferences', async () => {
    renderProfilePage((shell) => <MatchedForYouPage shell={shell} />, { path: '/candidate/matched-for-you', offers });
    await settle();
    await act(async () => fireEvent.click(await screen.findByTestId('profiling-consent-give', {}, { timeout: 5000 })));
    const empty = await screen.findByTestId('matched-empty', {}, { timeout: 5000 });
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/candidate/profile#preferences');
  });
});

describe('the match percent on offer cards', () => {
  afterEach(cleanup);

  it('shows a candidate with the consent the percent of a listed offer, and nothing to a guest', async () => {
    const offer = anOfferToMatch('fit');
    const card = () => (
      <SignedInPartsProvider>
        <OfferCard offer={offer.card} language="en" now={new Date('2026-11-20T12:00:00Z')} />
      </SignedInPartsProvider>
    );
    const harness = renderProfilePage(card, { path: '/job-offers/all-locations', offers: [offer] });
    // Before the badges' batch leaves (a timer after the render): preferences and the consent.
    await harness.profiles.updatePreferences('cand-1', fittingPreferences());
    await (resolve(harness.useCases, PreferencesKeys.Consents) as ConsentsInMemory).set('profiling', true);
    expect((await screen.findByTestId('offer-match', {}, { timeout: 5000 })).textContent).toBe('100% match');
    cleanup();
    renderProfilePage(card, { guest: true, offers: [offer] });
    await settle();
    expect(screen.queryByTestId('offer-match')).toBeNull();
  });
});

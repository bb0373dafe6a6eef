// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FavouritesInMemory } from '../../../adapters/in-memory/favourites/FavouritesInMemory.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { FavouritesKeys } from '../../../composition/favourites/favouritesKeys.ts';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { FavouriteButton } from '../../../ui/features/offers/marks/FavouriteButton.tsx';
import { FavouritesHeaderLink } from '../../../ui/features/favourites/FavouritesHeaderLink.tsx';
import { FavouritesPromptHost } from '../../../ui/features/favourites/FavouritesPrompt.tsx';
import { HashTrackerBridge, SessionBootstrap } from '../../../ui/layout/ChromeEffects.tsx';
import { SnackbarStack } from '../../../ui/features/ui-state/SnackbarStack.tsx';
import { aCandidate, renderChrome, setMobile, type ChromeTestOptions } from './support/renderChrome.tsx';

const OFFER = '3f1c2a9e-0d4b-4c7a-9a51-6f2b8d0e1c11';

const renderFavourites = (options: ChromeTestOptions = {}) =>
  renderChrome(
    () => (
      <>
        <FavouritesHeaderLink />
        <FavouriteButton offerId={OFFER} offerTitle="Senior TypeScript Developer" />
        <FavouritesPromptHost candidateBase="/candidate" />
        <SnackbarStack />
        <HashTrackerBridge />
        <SessionBootstrap />
      </>
    ),
    {
      path: '/job-offers/all-locations?sort=newest',
      extraRoutes: [{ path: '/candidate/favorite-offers', element: <p>favourites page</p> }],
      ...options,
    },
  );

const favouritesFake = (harness: ReturnType<typeof renderFavourites>) => resolve(harness.useCases, FavouritesKeys.Favourites) as FavouritesInMemory;

describe('favourites', () => {
  beforeEach(() => setMobile(false));
  afterEach(cleanup);

  describe('a guest', () => {
    it('clicking a favourite gets the 488 px prompt whose login and register links carry the offer', async () => {
      const harness = renderFavourites();
      await act(async () => {
        fireEvent.click(screen.getByTestId('favourite-button'));
      });
      const dialog = await screen.findByTestId('favourites-prompt');
      await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(true));
      expect(harness.location()).toBe('/job-offers/all-locations?sort=newest#favorites');
      expect(within(dialog).getByRole('heading', { name: 'Save your favourite offers' })).toBeTruthy();
      const returnTo = encodeURIComponent('/job-offers/all-locations?sort=newest');
      expect(within(dialog).getByTestId('favourites-prompt-login').getAttribute('href')).toBe(
        `/candidate/login?favoriteOfferId=${OFFER}&returnTo=${returnTo}`,
      );
      expect(within(dialog).getByTestId('favourites-prompt-register').getAttribute('href')).toBe(
        `/candidate/register?favoriteOfferId=${OFFER}&returnTo=${returnTo}`,
      );
      expect(favouritesFake(harness).calls).toEqual([]);
    });

    it('the header link opens the prompt without an offer', async () => {
      renderFavourites();
      await act(async () => {
        fireEvent.click(screen.getByTestId('favourites-link'));
      });
      const dialog = await screen.findByTestId('favourites-prompt');
      await waitFor(() =>
        expect(within(dialog).getByTestId('favourites-prompt-login').getAttribute('href')).toMatch(/^\/candidate\/login\?returnTo=/),
      );
    });

    it('closing the prompt clears the hash', async () => {
      const harness = renderFavourites();
      await act(async () => {
        fireEvent.click(screen.getByTestId('favourite-button'));
      });
      const dialog = (await screen.findByTestId('favourites-prompt')) as HTMLDialogElement;
      await waitFor(() => expect(dialog.open).toBe(true));
      await act(async () => {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      });
      await waitFor(() => expect(harness.location()).toBe('/job-offers/all-locations?sort=newest'));
      expect(dialog.open).toBe(false);
    });
  });

  describe('a logged-in candidate', () => {
    it('the favourites hash goes straight to the favourite offers page', async () => {
      const harness = renderFavourites({ session: aCandidate() });
      await act(async () => {
        fireEvent.click(screen.getByTestId('favourites-link'));
      });
      await waitFor(() => expect(harness.location()).toBe('/candidate/favorite-offers'));
    });

    it('toggles optimistically, bursts for 1 s on add and counts', async () => {
      const harness = renderFavourites({ session: aCandidate() });
      const button = screen.getByTestId('favourite-button');
      expect(button.getAttribute('aria-pressed')).toBe('false');
      expect(button.getAttribute('aria-label')).toBe('Favourite offer: Senior TypeScript Developer');
      await act(async () => {
        fireEvent.click(button);
      });
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect(button.getAttribute('data-burst')).toBe('true');
      await waitFor(() => expect(favouritesFake(harness).favouriteIds).toEqual([OFFER]));
      await harness.advance(999);
      expect(button.getAttribute('data-burst')).toBe('true');
      await harness.advance(1);
      expect(button.getAttribute('data-burst')).toBe('false');
      await act(async () => {
        fireEvent.click(button);
      });
      expect(button.getAttribute('aria-pressed')).toBe('false');
      expect(button.getAttribute('data-burst')).toBe('false');
      await waitFor(() => expect(favouritesFake(harness).favouriteIds).toEqual([]));
    });

    it('a refused toggle puts the heart back and shows an error snackbar', async () => {
      const harness = renderFavourites({ session: aCandidate() });
      favouritesFake(harness).failNext({ kind: 'http-failure', status: 503 });
      const button = screen.getByTestId('favourite-button');
      await act(async () => {
        fireEvent.click(button);
      });
      await waitFor(() => expect(screen.getByTestId('favourite-toggle-failed').textContent).toContain('Your favourites could not be changed.'));
      await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
      expect(button.getAttribute('data-burst')).toBe('false');
    });

    it('loads the status of the offers shown, and the count for the header', async () => {
      const harness = renderFavourites({ session: aCandidate() });
      await act(async () => {
        await favouritesFake(harness).add(OFFER);
      });
      // A new batch of statuses is asked for after a login (the session store emits the candidate again).
      await act(async () => {
        resolve(harness.useCases, SessionKeys.SessionStore).set({ status: 'guest' });
      });
      await act(async () => {
        resolve(harness.useCases, SessionKeys.SessionStore).set({ status: 'logged-in', candidate: { ...aCandidate(), featureFlags: 0 } });
        await harness.time.advance(0);
      });
      await waitFor(() => expect(screen.getByTestId('favourite-button').getAttribute('aria-pressed')).toBe('true'));
      await waitFor(() => expect(screen.getByTestId('favourites-count').textContent).toBe('1'));
      expect(screen.getByTestId('favourites-link').getAttribute('aria-label')).toBe('Favourite offers: 1');
    });
  });
});

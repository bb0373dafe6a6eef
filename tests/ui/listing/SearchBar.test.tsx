// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { Profiler, useState, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfferSearchInMemory } from '../../../adapters/in-memory/listing/OfferSearchInMemory.ts';
import { RecentSearchesInMemory } from '../../../adapters/in-memory/listing/RecentSearchesInMemory.ts';
import type { Suggestions } from '../../../core/listing/Offer.ts';
import type { OfferSearch } from '../../../core/listing/OfferSearch.ts';
import { networkFailure, type GatewayFailure } from '../../../core/shared/Failure.ts';
import type { FilterValues } from '../../../core/listing/FilterValues.ts';
import { ListingProvider, useListing } from '../../../ui/features/listing/ListingContext.tsx';
import { SearchBar } from '../../../ui/features/listing/search-bar/SearchBar.tsx';
import { aFilterState, anOffer } from '../../core/listing/builders.ts';
import { renderListing } from './support/renderListing.tsx';

afterEach(cleanup);

const offers = [
  anOffer({ title: 'React Developer', companyName: 'Reactive Labs', requiredSkills: [{ name: 'React', level: 4 }] }),
  anOffer({ title: 'Java Engineer', companyName: 'Acme', requiredSkills: [{ name: 'Java', level: 4 }] }),
];

const storedSearches = JSON.stringify([
  { title: 'kotlin', variant: 'keyword' },
  { title: 'Acme', variant: 'companies' },
]);

const keywordBox = () => screen.getByRole('combobox', { name: 'Job title, company or skill' }) as HTMLInputElement;
const locationBox = () => screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement;
const options = () =>
  within(screen.getByTestId('keyword-field'))
    .queryAllByRole('option')
    .map((option) => option.textContent);

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
  });
}

describe('search bar: keyword', () => {
  it('under 3 characters shows the last searches', async () => {
    renderListing(<SearchBar />, { offers: { offers }, recent: new RecentSearchesInMemory({ searches: storedSearches }) });
    await type(keywordBox(), 're');
    expect(keywordBox().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Recent searches' })).toBeTruthy();
    expect(options()).toEqual(['kotlinKeyword', 'AcmeCompanies']);
  });

  it('from 3 characters shows suggestions in groups: titles, companies, skills', async () => {
    renderListing(<SearchBar />, { offers: { offers }, recent: new RecentSearchesInMemory({ searches: storedSearches }) });
    await type(keywordBox(), 'rea');
    expect(screen.getByRole('group', { name: 'Job titles' })).toBeTruthy();
    // Then the typed text itself, as a keyword (engagement.md 5's add option, its word "Search for").
    expect(options()).toEqual(['React Developer', 'Reactive Labs', 'React', 'Search for "rea"']);
    expect(screen.queryByRole('group', { name: 'Recent searches' })).toBeNull();
  });

  it('offers the typed text only when no suggestion says it already', async () => {
    renderListing(<SearchBar />, { offers: { offers } });
    await type(keywordBox(), 'react');
    expect(options()).not.toContain('Search for "react"');
    expect(options()).toContain('React');
  });

  it('reads a corrupt stored list of searches as empty', async () => {
    renderListing(<SearchBar />, { offers: { offers }, recent: new RecentSearchesInMemory({ searches: '{not json' }) });
    await type(keywordBox(), 'r');
    expect(options()).toEqual([]);
  });

  it('each new request aborts the one before, and a late answer never replaces a newer one', async () => {
    const signals: AbortSignal[] = [];
    const pending: Array<(value: Suggestions) => void> = [];
    const inMemory = new OfferSearchInMemory({ offers });
    const slow: OfferSearch = Object.assign(Object.create(inMemory) as OfferSearch, {
      suggest: (text: string, _currency: string, signal?: AbortSignal) => {
        if (signal) signals.push(signal);
        return ResultAsync.fromSafePromise(new Promise<Suggestions>((resolve) => pending.push(resolve))).andThen((value) =>
          signal?.aborted
            ? errAsync<Suggestions, GatewayFailure>(networkFailure('aborted'))
            : okAsync<Suggestions, GatewayFailure>({ ...value, titles: [{ title: `for ${text}` }] }),
        );
      },
    });
    renderListing(<SearchBar />, { offerSearch: slow });
    await type(keywordBox(), 'rea');
    await type(keywordBox(), 'reac');
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    await act(async () => pending[1]?.({ titles: [], companies: [], skills: [] }));
    await act(async () => pending[0]?.({ titles: [], companies: [], skills: [] }));
    expect(options()).toEqual(['for reac', 'Search for "reac"']);
  });

  it('works by keyboard: arrows move the active option, Enter chooses it, Escape closes', async () => {
    renderListing(<SearchBar />, { offers: { offers } });
    const box = keywordBox();
    await type(box, 'rea');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = box.getAttribute('aria-activedescendant');
    expect(active).not.toBeNull();
    expect(document.getElementById(active ?? '')?.textContent).toBe('Reactive Labs');
    expect(document.getElementById(active ?? '')?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('Reactive Labs');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('searching with a chosen company pushes a company filter and remembers the search', async () => {
    const recent = new RecentSearchesInMemory();
    const harness = renderListing(<SearchBar />, { offers: { offers }, recent });
    const box = keywordBox();
    await type(box, 'rea');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await act(async () => void fireEvent.click(screen.getByTestId('search-submit')));
    expect(harness.location()).toBe('/job-offers/all-locations?companies=Reactive%20Labs');
    expect(JSON.parse(recent.storedSearches ?? '[]')).toEqual([{ title: 'Reactive Labs', variant: 'companies' }]);
  });

  it('free text becomes a keyword', async () => {
    const harness = renderListing(<SearchBar />, { offers: { offers } });
    await type(keywordBox(), 'kotlin');
    await act(async () => void fireEvent.click(screen.getByTestId('search-submit')));
    expect(harness.location()).toBe('/job-offers/all-locations?keyword=kotlin');
  });
});

/** The listing's state with a button that moves it to `next`, as a new URL does. */
function NewUrl({ next, children }: { next: FilterValues; children: ReactNode }) {
  const listing = useListing();
  const [filters, setFilters] = useState(listing.filters);
  return (
    <ListingProvider value={{ ...listing, filters }}>
      <button type="button" onClick={() => setFilters(next)}>
        new URL
      </button>
      {children}
    </ListingProvider>
  );
}

describe('search bar: the form and the URL', () => {
  it('renders once when it starts, and a new URL resets what was typed in one render', async () => {
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => void phases.push(phase);
    renderListing(
      <NewUrl next={aFilterState().withCity('krakow').withKeywords('scala').build()}>
        <Profiler id="search-bar" onRender={onRender}>
          <SearchBar />
        </Profiler>
      </NewUrl>,
      { filters: aFilterState().withKeywords('kotlin').build() },
    );
    await act(async () => {});
    // An effect copying the URL into the form rendered the bar a second time after every hydration.
    expect(phases).toEqual(['mount']);
    expect(keywordBox().value).toBe('kotlin');

    fireEvent.change(keywordBox(), { target: { value: 'not sent' } });
    const typed = phases.length;
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'new URL' })));
    expect(keywordBox().value).toBe('scala');
    expect(locationBox().value).toBe('Krakow');
    expect(screen.getByTestId('radius-select')).toBeTruthy();
    expect(phases).toHaveLength(typed + 1);
  });
});

describe('search bar: location and radius', () => {
  it('lists the last locations first (labels as the dictionary has them) and reads a corrupt stored list as empty', async () => {
    const recent = new RecentSearchesInMemory({
      locations: JSON.stringify([
        { slug: 'krakow', label: 'Cracow (old label)' },
        { slug: 'atlantis', label: 'Gone' },
      ]),
    });
    renderListing(<SearchBar />, { recent });
    await act(async () => void fireEvent.focus(locationBox()));
    const group = screen.getByRole('group', { name: 'Recently chosen' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Krakow']);
    cleanup();
    renderListing(<SearchBar />, { recent: new RecentSearchesInMemory({ locations: '[[[' }) });
    await act(async () => void fireEvent.focus(locationBox()));
    expect(screen.queryByRole('group', { name: 'Recently chosen' })).toBeNull();
  });

  it('offers the radius only once a city is chosen, and searches with it', async () => {
    const recent = new RecentSearchesInMemory();
    const harness = renderListing(<SearchBar />, { recent });
    expect(screen.queryByTestId('radius-select')).toBeNull();
    await type(locationBox(), 'krak');
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Krakow' }));
    const radius = screen.getByTestId('radius-select') as HTMLSelectElement;
    expect(radius.value).toBe('30');
    fireEvent.change(radius, { target: { value: '50' } });
    await act(async () => void fireEvent.click(screen.getByTestId('search-submit')));
    expect(harness.location()).toBe('/job-offers/krakow?radius=50');
    expect(JSON.parse(recent.storedLocations ?? '[]')).toEqual([{ slug: 'krakow', label: 'Krakow' }]);
  });

  it('remote hides the radius', async () => {
    const harness = renderListing(<SearchBar />, { filters: aFilterState().withCity('krakow').build(), path: '/job-offers/krakow' });
    expect(screen.getByTestId('radius-select')).toBeTruthy();
    await act(async () => void fireEvent.focus(locationBox()));
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Remote work' }));
    expect(screen.queryByTestId('radius-select')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByTestId('search-submit')));
    expect(harness.location()).toBe('/job-offers/remote');
  });
});

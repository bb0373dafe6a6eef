// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FiltersPanel } from '../../../ui/features/listing/filters/FiltersPanel.tsx';
import { MoreFiltersButton } from '../../../ui/features/listing/filters/MoreFiltersButton.tsx';
import { aFilterState, anEmploymentType, anOffer } from '../../core/listing/builders.ts';
import { polyfillDialog } from './support/dialogPolyfill.ts';
import { renderListing } from './support/renderListing.tsx';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const offers = [
  anOffer({ employmentTypes: [anEmploymentType({ type: 'b2b' })], experienceLevel: 'senior' }),
  anOffer({ employmentTypes: [anEmploymentType({ type: 'b2b' })], experienceLevel: 'junior' }),
  anOffer({ employmentTypes: [anEmploymentType({ type: 'permanent' })], experienceLevel: 'senior' }),
];

const panelAt = (path = '/job-offers/all-locations#filters', filters = aFilterState().build(), flags = {}) =>
  renderListing(<FiltersPanel open onClose={() => undefined} />, { path, filters, offers: { offers, allBoardsCount: 1234 }, tenant: { flags } });

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

/** Lets timers (virtual) and the promises they start run. */
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('more-filters badge', () => {
  it('counts array entries plus one for a salary, leaving out keywords, titles, companies, skills, switches and the map', () => {
    const filters = aFilterState()
      .withEmploymentTypes('b2b', 'permanent')
      .withExperience('senior')
      .withSalary(10000, 1_000_000)
      .withKeywords('react')
      .withSkills('TypeScript')
      .withCompanies('Acme')
      .withTitles('Developer')
      .withSalaryOnly()
      .withMap()
      .build();
    renderListing(<MoreFiltersButton onOpen={() => undefined} />, { filters });
    expect(screen.getByTestId('filters-badge').textContent).toBe('4');
    expect(screen.getByRole('button').textContent).toContain('4 active filters');
  });

  it('is hidden with no active filter', () => {
    renderListing(<MoreFiltersButton onOpen={() => undefined} />, { filters: aFilterState().withKeywords('react').withMap().build() });
    expect(screen.queryByTestId('filters-badge')).toBeNull();
  });
});

describe('more-filters panel', () => {
  it('opens as a modal dialog named Filters', () => {
    panelAt();
    const dialog = screen.getByTestId('filters-panel') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByRole('heading', { name: 'Filters' })).toBeTruthy();
  });

  it('submit pushes the URL of the chosen values and drops the hash', async () => {
    const harness = panelAt();
    fireEvent.click(checkbox('B2B'));
    fireEvent.click(checkbox('Senior'));
    await act(async () => void fireEvent.click(screen.getByTestId('filters-submit')));
    expect(harness.location()).toBe('/job-offers/all-locations?employment-type=b2b&experience-level=senior');
  });

  it('clear resets the form to the values in the URL', () => {
    panelAt('/job-offers/all-locations?employment-type=b2b#filters', aFilterState().withEmploymentTypes('b2b').build());
    fireEvent.click(checkbox('B2B'));
    fireEvent.click(checkbox('Internship'));
    expect(checkbox('B2B').checked).toBe(false);
    expect(checkbox('Internship').checked).toBe(true);
    fireEvent.click(screen.getByTestId('filters-clear'));
    expect(checkbox('B2B').checked).toBe(true);
    expect(checkbox('Internship').checked).toBe(false);
  });

  it('with auto-apply on, applies 1 s after the last change and keeps the panel open', async () => {
    vi.useFakeTimers();
    const harness = panelAt();
    fireEvent.click(screen.getByTestId('filters-auto-apply'));
    fireEvent.click(checkbox('B2B'));
    await advance(600);
    fireEvent.click(checkbox('Senior'));
    await advance(999);
    expect(harness.location()).toBe('/job-offers/all-locations#filters');
    await advance(1);
    expect(harness.location()).toBe('/job-offers/all-locations?employment-type=b2b&experience-level=senior#filters');
  });

  it('with auto-apply off, changes wait for submit', async () => {
    vi.useFakeTimers();
    const harness = panelAt();
    fireEvent.click(checkbox('B2B'));
    await advance(5000);
    expect(harness.location()).toBe('/job-offers/all-locations#filters');
  });

  it('previews the count 500 ms after the last change', async () => {
    vi.useFakeTimers();
    panelAt('/job-offers/all-locations?experience-level=senior#filters', aFilterState().withExperience('senior').build());
    await advance(500);
    expect(screen.getByTestId('filters-count').textContent).toBe('2 offers match');
    fireEvent.click(checkbox('B2B'));
    expect(screen.getByTestId('filters-count').textContent).toBe('Counting offers…');
    await advance(499);
    expect(screen.getByTestId('filters-count').textContent).toBe('Counting offers…');
    await advance(1);
    expect(screen.getByTestId('filters-count').textContent).toBe('1 offer matches');
    expect(screen.getByTestId('filters-submit').textContent).toBe('Show 1 offer');
  });

  it('with no filter set and countAllBoardOffers on, previews the all-boards count', async () => {
    vi.useFakeTimers();
    panelAt('/job-offers/all-locations#filters', aFilterState().build(), { countAllBoardOffers: true });
    await advance(500);
    expect(screen.getByTestId('filters-count').textContent).toBe('1234 offers on all boards');
  });

  it('shows toggle chips instead of checkboxes behind the moreFiltersChipSelect flag', () => {
    panelAt('/job-offers/all-locations#filters', aFilterState().withEmploymentTypes('b2b').build(), { moreFiltersChipSelect: true });
    expect(screen.queryByRole('checkbox', { name: 'B2B' })).toBeNull();
    expect(screen.getByRole('button', { name: 'B2B' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Internship' }));
    expect(screen.getByRole('button', { name: 'Internship' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('minimum salary keeps digits and two decimals, clamps to 100 and submits thousands', async () => {
    const harness = panelAt();
    const field = screen.getByTestId('minimum-salary') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '-1a2,345' } });
    expect(field.value).toBe('12.34');
    fireEvent.blur(field);
    expect(field.value).toBe('12.34');
    fireEvent.change(field, { target: { value: '250' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.blur(field);
    expect(field.value).toBe('100');
    await act(async () => void fireEvent.click(screen.getByTestId('filters-submit')));
    expect(harness.location()).toBe('/job-offers/all-locations?salary=100000,1000000');
  });
});

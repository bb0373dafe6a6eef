// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfferCard as OfferCardData } from '../../../core/listing/Offer.ts';
import { OfferCard } from '../../../ui/features/offers/OfferCard.tsx';
import { anEmploymentType, anOffer } from '../../core/listing/builders.ts';
import { renderListing } from './support/renderListing.tsx';

const now = new Date('2026-11-20T12:00:00Z');

function renderCard(patch: Partial<OfferCardData>, language: 'en' | 'pl' = 'en') {
  const offer = { ...anOffer(), ...patch };
  renderListing(<OfferCard offer={offer} language={language} now={now} />);
  return screen.getByTestId('offer-card');
}

const salaryText = () => screen.getByTestId('offer-salary').textContent?.replace(/\s+/g, ' ').trim();

afterEach(cleanup);

describe('offer card display rules', () => {
  it('shows a permanent contract salary as gross', () => {
    renderCard({ employmentTypes: [anEmploymentType({ type: 'permanent', from: 10000, to: 15000, gross: false })] });
    expect(salaryText()).toBe('10 000 - 15 000 PLN gross / month');
  });

  it('shows a B2B salary as net unless it is flagged gross', () => {
    renderCard({ employmentTypes: [anEmploymentType({ type: 'b2b', from: 20000, to: 25000, gross: false })] });
    expect(salaryText()).toBe('20 000 - 25 000 PLN net / month');
    cleanup();
    renderCard({ employmentTypes: [anEmploymentType({ type: 'b2b', from: 20000, to: 25000, gross: true })] });
    expect(salaryText()).toBe('20 000 - 25 000 PLN gross / month');
  });

  it('hides the salary when both ends are empty', () => {
    renderCard({ employmentTypes: [anEmploymentType({ from: null, to: null })] });
    expect(screen.queryByTestId('offer-salary')).toBeNull();
  });

  it('separates thousands with spaces and gives non-integers two decimals', () => {
    renderCard({ employmentTypes: [anEmploymentType({ type: 'contract', from: 1234.5, to: 1234567, unit: 'hour' })] });
    expect(salaryText()).toBe('1 234.50 - 1 234 567 PLN net / hour');
  });

  it('words an open-ended range', () => {
    renderCard({ employmentTypes: [anEmploymentType({ from: 9000, to: null })] });
    expect(salaryText()).toBe('from 9 000 PLN net / month');
  });

  it('counts the extra locations whose slug differs from the offer’s', () => {
    const card = renderCard({
      slug: 'dev-krakow',
      multilocation: [
        { city: 'Kraków', slug: 'dev-krakow' },
        { city: 'Warszawa', slug: 'dev-warszawa' },
        { city: 'Gdańsk', slug: 'dev-gdansk' },
      ],
    });
    expect(within(card).getByText(/\+2 locations/)).toBeTruthy();
  });

  it('shows no location count without other locations', () => {
    const card = renderCard({ slug: 'solo', multilocation: [{ city: 'Kraków', slug: 'solo' }] });
    expect(within(card).queryByText(/locations?$/)).toBeNull();
  });

  it('shows the match percent only when present', () => {
    renderCard({ matchPercent: 87 });
    expect(screen.getByTestId('offer-match').textContent).toBe('87% match');
    cleanup();
    renderCard({ matchPercent: null });
    expect(screen.queryByTestId('offer-match')).toBeNull();
  });

  it('tags a fresh offer New and an older one with its age in days', () => {
    renderCard({ publishedAt: '2026-11-20T08:00:00Z' });
    expect(screen.getByTestId('offer-age').textContent).toBe('New');
    cleanup();
    renderCard({ publishedAt: '2026-11-17T11:00:00Z' });
    expect(screen.getByTestId('offer-age').textContent).toBe('3 days ago');
    cleanup();
    renderCard({ publishedAt: '2026-11-19T11:00:00Z' });
    expect(screen.getByTestId('offer-age').textContent).toBe('1 day ago');
  });

  it('shows the company’s initials when the logo is missing', () => {
    const card = renderCard({ companyLogoThumbUrl: '', companyName: 'acme labs' });
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.logo-placeholder')?.textContent).toBe('AL');
  });

  it('links the title to the offer page in the page’s words', () => {
    renderCard({ slug: 'senior-dev', title: 'Senior Dev' }, 'pl');
    expect(screen.getByRole('link', { name: 'Senior Dev' }).getAttribute('href')).toBe('/oferta-pracy/senior-dev');
  });
});

import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from '../../../ui/features/offers/jobPostingJsonLd.ts';
import { anOffer } from '../../core/listing/builders.ts';

/** What search engines read of an offer: its end, whether applying happens here, and the country of its place. */
describe('JobPosting', () => {
  const context = { origin: 'https://jobboard.example', language: 'en' as const };

  it('carries validThrough and the country of the offer page’s offer', () => {
    const posting = jobPostingJsonLd(anOffer({ validThrough: '2026-12-31T00:00:00.000Z', countryCode: 'PL', city: 'Kraków' }), context);
    expect(posting.validThrough).toBe('2026-12-31T00:00:00.000Z');
    expect(posting.jobLocation).toMatchObject({ address: { '@type': 'PostalAddress', addressLocality: 'Kraków', addressCountry: 'PL' } });
  });

  it('takes a card’s country from the listing’s cities, and leaves out an end it does not know', () => {
    const { description: _description, ...card } = anOffer({ citySlug: 'berlin', city: 'Berlin' });
    const posting = jobPostingJsonLd(card, { ...context, countryOf: (slug) => (slug === 'berlin' ? 'DE' : undefined) });
    expect(posting.jobLocation).toMatchObject({ address: { addressCountry: 'DE' } });
    expect(posting).not.toHaveProperty('validThrough');
  });

  it('directApply: true when the candidate applies here, false when the offer sends them to the company’s site', () => {
    expect(jobPostingJsonLd(anOffer({ applyUrl: null }), context).directApply).toBe(true);
    expect(jobPostingJsonLd(anOffer({ applyUrl: 'https://acme.example/jobs/1' }), context).directApply).toBe(false);
  });
});

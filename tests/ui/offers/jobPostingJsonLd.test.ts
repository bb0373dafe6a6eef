import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from '../../../ui/features/offers/jobPostingJsonLd.ts';
import { offerListJsonLd } from '../../../ui/features/offers/offerListJsonLd.ts';
import { anOffer } from '../../core/listing/builders.ts';

/** What search engines read of an offer: its end, whether applying happens here, and the country of its place. */
describe('JobPosting', () => {
  const context = { origin: 'https://jobboard.example', language: 'en' as const };

  it('carries validThrough and the country of the offer page’s offer', () => {
    const posting = jobPostingJsonLd(anOffer({ validThrough: '2026-12-31T00:00:00.000Z', countryCode: 'PL', city: 'Kraków' }), context);
    expect(posting.validThrough).toBe('2026-12-31T00:00:00.000Z');
    expect(posting.jobLocation).toMatchObject({ address: { '@type': 'PostalAddress', addressLocality: 'Kraków', addressCountry: 'PL' } });
  });

  it('leaves out an end the offer does not have', () => {
    expect(jobPostingJsonLd(anOffer(), context)).not.toHaveProperty('validThrough');
  });

  it('directApply: true when the candidate applies here, false when the offer sends them to the company’s site', () => {
    expect(jobPostingJsonLd(anOffer({ applyUrl: null }), context).directApply).toBe(true);
    expect(jobPostingJsonLd(anOffer({ applyUrl: 'https://acme.example/jobs/1' }), context).directApply).toBe(false);
  });
});

/** A listing page names its offers' pages in order; the postings themselves are on those pages. */
describe('the list of offers', () => {
  const context = { origin: 'https://jobboard.example', language: 'pl' as const };

  it('lists each offer page once, in the listing’s order, with absolute addresses', () => {
    const list = offerListJsonLd([anOffer({ slug: 'first' }), anOffer({ slug: 'second' })], context);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    expect(list.itemListElement).toEqual(['https://jobboard.example/oferta-pracy/first', 'https://jobboard.example/oferta-pracy/second']);
  });
});

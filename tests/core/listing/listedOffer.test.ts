import { describe, expect, it } from 'vitest';
import { listedOffer } from '../../../core/listing/search/listedOffer.ts';
import { cardSalary, extraLocationCount, matchPercentOf } from '../../../core/offers/offerDisplay.ts';
import { anEmploymentType, anOffer } from './builders.ts';

const offer = anOffer({
  slug: 'acme-java-krakow-1a2b3c4d',
  employmentTypes: [anEmploymentType({ type: 'b2b', from: 20_000, to: 25_000 })],
  requiredSkills: [
    { name: 'Java', level: 4 },
    { name: 'SQL', level: 2 },
  ],
  multilocation: [
    { city: 'Kraków', slug: 'acme-java-krakow-1a2b3c4d' },
    { city: 'Gdańsk', slug: 'acme-java-gdansk-1a2b3c4d' },
  ],
  applyUrl: 'https://acme.example/jobs/1',
});

describe('an offer as a listing carries it', () => {
  it('keeps what the card and the map show, the same to the letter', () => {
    const listed = listedOffer(offer);
    expect(cardSalary(listed)).toEqual(cardSalary(offer));
    expect(extraLocationCount(listed)).toBe(1);
    expect(listed.requiredSkills).toEqual([{ name: 'Java' }, { name: 'SQL' }]);
    expect([listed.slug, listed.guid, listed.title, listed.companyName, listed.city, listed.publishedAt]).toEqual([
      offer.slug,
      offer.guid,
      offer.title,
      offer.companyName,
      offer.city,
      offer.publishedAt,
    ]);
    expect([listed.latitude, listed.longitude, listed.workplaceType, listed.companyLogoThumbUrl]).toEqual([
      offer.latitude,
      offer.longitude,
      offer.workplaceType,
      offer.companyLogoThumbUrl,
    ]);
  });

  it('leaves behind what only the offer page shows', () => {
    const listed = listedOffer(offer) as unknown as Record<string, unknown>;
    for (const field of ['applyUrl', 'experienceLevel', 'workingTime', 'citySlug', 'categoryId', 'description', 'isFavorite']) {
      expect(listed, field).not.toHaveProperty(field);
    }
    expect(listed).not.toHaveProperty('matchPercent');
  });

  it('keeps a match percent when the search gave one', () => {
    expect(matchPercentOf(listedOffer({ ...offer, matchPercent: 87 }))).toBe(87);
    expect(listedOffer({ ...offer, matchPercent: null })).not.toHaveProperty('matchPercent');
  });
});

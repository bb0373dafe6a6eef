import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OfferEmploymentType } from '../../../core/listing/Offer.ts';
import { listedOffer } from '../../../core/listing/search/listedOffer.ts';
import { packedOfferSlug, packedOffersPage, packOffer, unpackOffer } from '../../../core/listing/search/packedOffer.ts';
import { anEmploymentType, anOffer } from './builders.ts';

const amount = fc.option(fc.integer({ min: 0, max: 1_000_000 }));
const currency = fc.constantFrom('pln', 'eur', 'usd', 'gbp', 'chf') as fc.Arbitrary<OfferEmploymentType['currency']>;
const unit = fc.constantFrom('hour', 'day', 'month', 'year') as fc.Arbitrary<OfferEmploymentType['unit']>;
const employment: fc.Arbitrary<OfferEmploymentType> = fc.record(
  {
    type: fc.constantFrom('permanent', 'b2b', 'mandate_contract', 'contract', 'internship') as fc.Arbitrary<OfferEmploymentType['type']>,
    from: amount,
    to: amount,
    currency,
    unit,
    gross: fc.boolean(),
    converted: fc.boolean(),
    original: fc.option(fc.record({ from: amount, to: amount, currency, unit }, { noNullPrototype: true })),
  },
  { noNullPrototype: true },
);

const offer = fc
  .record(
    {
      slug: fc.string(),
      guid: fc.uuid(),
      title: fc.string(),
      employmentTypes: fc.array(employment, { maxLength: 3 }),
      companyLogoThumbUrl: fc.string(),
      companyName: fc.string(),
      workplaceType: fc.constantFrom('office', 'hybrid', 'remote') as fc.Arbitrary<'office' | 'hybrid' | 'remote'>,
      city: fc.string(),
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
      multilocation: fc.array(fc.record({ city: fc.string(), slug: fc.string() }, { noNullPrototype: true }), { maxLength: 3 }),
      publishedAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      requiredSkills: fc.array(fc.record({ name: fc.string(), level: fc.integer({ min: 1, max: 5 }) }, { noNullPrototype: true }), {
        maxLength: 5,
      }),
      matchPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    },
    { noNullPrototype: true },
  )
  .map((fields) => anOffer(fields));

describe('an offer packed for a listing page', () => {
  it('unpacks to the listed offer it was made from, field for field', () => {
    fc.assert(
      fc.property(offer, (card) => {
        const listed = listedOffer(card);
        expect(unpackOffer(packOffer(listed))).toStrictEqual(listed);
        expect(packedOfferSlug(packOffer(listed))).toBe(listed.slug);
      }),
    );
  });

  it('names no field: the page carries values only', () => {
    const packed = packOffer(listedOffer(anOffer({ employmentTypes: [anEmploymentType()] })));
    for (const field of ['slug', 'employmentTypes', 'companyName', 'publishedAt', 'requiredSkills', 'currency']) {
      expect(packed).not.toContain(field);
    }
  });

  it('keeps separators, percent signs and empty names inside values', () => {
    const tricky = listedOffer(
      anOffer({
        title: 'Dev | Ops; C, C++ ~ 100% %7C',
        companyName: 'A|B;C,D~E%F',
        multilocation: [{ city: '', slug: ';' }],
        requiredSkills: [
          { name: '', level: 1 },
          { name: ',', level: 2 },
        ],
      }),
    );
    expect(unpackOffer(packOffer(tricky))).toStrictEqual(tricky);
  });

  it('tells no locations from one location without a name', () => {
    const none = listedOffer(anOffer({ multilocation: [] }));
    const unnamed = listedOffer(anOffer({ multilocation: [{ city: '', slug: '' }] }));
    expect(unpackOffer(packOffer(none)).multilocation).toEqual([]);
    expect(unpackOffer(packOffer(unnamed)).multilocation).toEqual([{ city: '', slug: '' }]);
  });

  it('refuses a record of another shape instead of misreading it', () => {
    expect(() => unpackOffer('only|three|fields')).toThrow(/14 pieces/);
  });

  it('keeps what the employer wrote beside a converted salary', () => {
    const converted = anEmploymentType({ converted: true, currency: 'eur', original: { from: 20_000, to: null, currency: 'pln', unit: 'month' } });
    const [unpacked] = unpackOffer(packOffer(listedOffer(anOffer({ employmentTypes: [converted] })))).employmentTypes;
    expect(unpacked).toEqual(converted);
  });

  it('packs a whole results page, its counts unchanged', () => {
    const card = anOffer({ matchPercent: 87 });
    const page = packedOffersPage({ items: [card, card], totalCount: 2, nextFrom: null, pageSize: 100 });
    expect(page.items.map(unpackOffer)).toEqual([listedOffer(card), listedOffer(card)]);
    expect([page.totalCount, page.nextFrom, page.pageSize]).toEqual([2, null, 100]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either.js';
import { PricingPlanListCodec, TestimonialListCodec } from '../../../contract/pricing.ts';
import { amountsOf, toPlanDto, type PlanRow } from '../../../gateway/offers/pricing/pricingPlans.ts';
import { formatPrice } from '../../../gateway/payments/sandbox/sandboxPage.ts';
import { call, startEmployerHarness, type EmployerHarness } from './employerHarness.ts';

describe('GET /v2/offer-plans and /v2/testimonials', () => {
  let h: EmployerHarness;
  beforeAll(async () => {
    h = await startEmployerHarness({ offers: 5 });
  });
  afterAll(async () => h.close());

  it.each([
    ['jobboard', 'PLN', 'Publikacja przez 30 dni'],
    ['engineers', 'PLN', 'Publikacja przez 30 dni'],
    ['design', 'EUR', 'Published for 30 days'],
  ])('answers every field of the pricing plan entity on %s, in its currency and language', async (tenant, currency, feature) => {
    const response = await call(h.app, 'GET', `/api/${tenant}/v2/offer-plans?active`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const plans = response.json();
    expect(isRight(PricingPlanListCodec.decode(plans))).toBe(true);
    expect(plans.map((plan: { slug: string }) => plan.slug)).toEqual(['basic', 'standard', 'premium']);
    expect(plans.filter((plan: { recommended: boolean }) => plan.recommended).map((plan: { slug: string }) => plan.slug)).toEqual(['standard']);
    for (const plan of plans) {
      expect(plan.price.currency).toBe(currency);
      expect(plan.price.gross).toBeCloseTo(plan.price.net + plan.price.tax, 2);
      expect(plan.features[0]).toContain(String(plan.publicationDays));
      expect(plan.active).toBe(true);
    }
    expect(plans[0].features[0]).toBe(feature);
    const standard = plans[1];
    expect(standard.price.oldNet).toBeGreaterThan(standard.price.net);
    expect(standard.promotionDeadline).toBe('2027-12-31T22:59:59.000Z');
    expect(plans[2]).toMatchObject({ enableGraphics: true, publicationDays: 45, tags: ['graphics'] });
  });

  it('lists the retired plan too without ?active, and answers the other language on ?lang', async () => {
    const all = (await call(h.app, 'GET', '/api/jobboard/v2/offer-plans?lang=en')).json();
    expect(all.map((plan: { slug: string; active: boolean }) => [plan.slug, plan.active])).toEqual([
      ['basic', true],
      ['standard', true],
      ['premium', true],
      ['start', false],
    ]);
    expect(all[0].features[0]).toBe('Published for 30 days');
    const falsy = (await call(h.app, 'GET', '/api/jobboard/v2/offer-plans?active=false')).json();
    expect(falsy).toHaveLength(4);
    expect((await call(h.app, 'GET', '/api/nowhere/v2/offer-plans')).statusCode).toBe(404);
  });

  it('answers the seeded testimonials in both languages', async () => {
    const polish = (await call(h.app, 'GET', '/api/jobboard/v2/testimonials')).json();
    const english = (await call(h.app, 'GET', '/api/jobboard/v2/testimonials?lang=en')).json();
    expect(isRight(TestimonialListCodec.decode(polish))).toBe(true);
    expect(polish).toHaveLength(3);
    expect(polish[0].quote).not.toBe(english[0].quote);
    expect(polish[0].author).toBe(english[0].author);
  });
});

describe('plan prices', () => {
  const row = (overrides: Partial<PlanRow> = {}): PlanRow => ({
    tenant_id: 'jobboard',
    slug: 'standard',
    position: 1,
    currency: 'PLN',
    net_minor: 64900,
    old_net_minor: 79900,
    tax_rate_percent: 23,
    publication_days: 30,
    recommended: true,
    enable_graphics: false,
    active: true,
    promotion_deadline: new Date('2027-12-31T22:59:59Z'),
    names: { pl: 'Standard', en: 'Standard' },
    features: { pl: ['a'], en: ['b'] },
    tags: ['popular'],
    ...overrides,
  });

  it('rounds VAT to the grosz and adds it up to the gross price', () => {
    expect(amountsOf(64900, 23)).toEqual({ net: 64900, tax: 14927, gross: 79827 });
    expect(amountsOf(1, 23)).toEqual({ net: 1, tax: 0, gross: 1 });
    expect(amountsOf(3, 23)).toEqual({ net: 3, tax: 1, gross: 4 });
  });

  it('shows the old price only while the promotion runs, and the net price in euro', () => {
    const during = toPlanDto(row(), 'pl', new Date('2026-01-01T00:00:00Z'));
    expect(during.price).toEqual({
      net: 649,
      netEur: 150.93,
      gross: 798.27,
      tax: 149.27,
      oldNet: 799,
      oldGross: 982.77,
      oldTax: 183.77,
      currency: 'PLN',
    });
    const after = toPlanDto(row(), 'pl', new Date('2028-01-01T00:00:00Z'));
    expect(after.price).toMatchObject({ oldNet: null, oldGross: null, oldTax: null });
    expect(after.promotionDeadline).toBeNull();
    expect(toPlanDto(row({ currency: 'EUR', net_minor: 14900 }), 'en', new Date('2026-01-01T00:00:00Z')).price.netEur).toBe(149);
  });

  it('writes prices the spec’s way: a space between thousands, decimals only when there are any', () => {
    expect(formatPrice(79827, 'PLN', 'pl')).toBe('798,27 PLN');
    expect(formatPrice(79827, 'PLN', 'en')).toBe('798.27 PLN');
    expect(formatPrice(123456700, 'EUR', 'en')).toBe('1 234 567 EUR');
    expect(formatPrice(100005, 'PLN', 'pl')).toBe('1 000,05 PLN');
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfferDetailCodec } from '../../../contract/listing.ts';
import type { OfferFieldsDto } from '../../../contract/offerLifecycle.ts';
import { offerValidThrough, SEEDED_OFFER_PERIOD_DAYS } from '../../../gateway/listing/offerValidThrough.ts';
import { SEEDED_AT, seededGateway, type SeededGateway } from './seededGateway.ts';

/**
 * The offer page's offer carries its end (JobPosting validThrough), its country (addressCountry),
 * and, for an offer an employer published, the employer's fields of platform.md 3.
 */
let gateway: SeededGateway;
beforeAll(async () => {
  gateway = await seededGateway(200);
});
afterAll(async () => {
  await gateway.close();
});

const DAY = 86_400_000;
const detail = async (slug: string) => {
  const response = await gateway.app.inject({ url: `/api/jobboard/job-advertisements/${slug}?lang=en` });
  expect(response.statusCode).toBe(200);
  const body = response.json() as Record<string, unknown>;
  expect(OfferDetailCodec.is(body)).toBe(true);
  return body;
};

describe('validThrough', () => {
  it('is an employer offer’s end of publication', () => {
    const expires = new Date('2026-01-15T10:00:00Z');
    expect(offerValidThrough(new Date('2025-12-01T00:00:00Z'), expires, new Date('2025-12-20T00:00:00Z'))).toEqual(expires);
  });

  it('is, for a demo offer, the end of its current 30-day period since publication', () => {
    const published = new Date('2025-06-01T00:00:00Z');
    expect(offerValidThrough(published, null, published)).toEqual(new Date(published.getTime() + 30 * DAY));
    expect(offerValidThrough(published, null, new Date(published.getTime() + 29 * DAY))).toEqual(new Date(published.getTime() + 30 * DAY));
    expect(offerValidThrough(published, null, new Date(published.getTime() + 45 * DAY))).toEqual(new Date(published.getTime() + 60 * DAY));
    expect(SEEDED_OFFER_PERIOD_DAYS).toBe(30);
  });
});

describe('the offer detail', () => {
  it('gives a demo offer its end after the gateway’s now, its country, and no employer fields', async () => {
    const offer = gateway.offers.find((candidate) => candidate.tenant_id === 'jobboard')!;
    const body = await detail(offer.slug);
    expect(Date.parse(body.validThrough as string)).toBeGreaterThan(SEEDED_AT.getTime());
    expect(body.validThrough).toBe(offerValidThrough(offer.published_at, null, SEEDED_AT).toISOString());
    expect(body.countryCode).toMatch(/^[A-Z]{2}$/);
    expect(body).not.toHaveProperty('contactEmail');
  });

  it('gives an employer’s offer its publication end and the fields applicants need', async () => {
    const offer = gateway.offers.filter((candidate) => candidate.tenant_id === 'jobboard')[1]!;
    const expiresAt = new Date('2025-07-01T12:00:00Z');
    const form: OfferFieldsDto = {
      title: offer.title,
      body: 'x',
      category_id: offer.category_id,
      city: offer.city_slug,
      street: null,
      latitude: null,
      longitude: null,
      experience_level: offer.experience_level,
      workplace_type: offer.workplace_type,
      working_time: offer.working_time,
      employment_types: [],
      required_skills: [],
      optional_skills: [],
      apply_url: null,
      apply_email: 'jobs@acme.example',
      contact_email: 'anna@acme.example',
      contact_name: 'Anna Nowak',
      contact_phone: '+48 600 100 200',
      information_clause: 'Acme processes your data to recruit.',
      future_consent: { text: 'Keep my CV for future recruitment.', enabled: true },
      custom_consent: { text: 'I agree to a video interview.', enabled: false },
      remote_interview: false,
      open_to_hire_ukrainians: false,
      company_name: null,
      company_size: null,
      company_url: null,
    };
    await sql`insert into employer_offers (id, slug, tenant_id, edit_token_hash, pricing_plan, status, form, published_at, expires_at, created_at, updated_at)
      values (${offer.id}, ${offer.slug}, 'jobboard', 'hash-for-test', 'basic', 'published', ${JSON.stringify(form)}::jsonb, ${offer.published_at}, ${expiresAt}, ${offer.published_at}, ${offer.published_at})`.execute(
      gateway.database.db,
    );
    const body = await detail(offer.slug);
    expect(body).toMatchObject({
      validThrough: expiresAt.toISOString(),
      applyEmail: 'jobs@acme.example',
      contactName: 'Anna Nowak',
      contactEmail: 'anna@acme.example',
      contactPhone: '+48 600 100 200',
      informationClause: 'Acme processes your data to recruit.',
      futureConsent: { text: 'Keep my CV for future recruitment.', enabled: true },
      customConsent: { text: 'I agree to a video interview.', enabled: false },
    });
  });
});

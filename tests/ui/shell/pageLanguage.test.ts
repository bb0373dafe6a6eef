import type { AppLoadContext } from 'react-router';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { meta as listingMeta } from '../../../ui/routes/listing.tsx';
import { ListingDictionariesInMemory } from '../../../adapters/in-memory/listing/ListingDictionariesInMemory.ts';
import { OfferSearchInMemory } from '../../../adapters/in-memory/listing/OfferSearchInMemory.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { createTestRoot } from '../../../composition/roots/testRoot.ts';
import { tenants } from '../../../gateway/tenancy/tenants.ts';
import { loadListing, type ListingData } from '../../../ui/features/listing/loadListing.ts';
import { loadOffer, type OfferPageData } from '../../../ui/features/offers/loadOffer.ts';
import { loadShell } from '../../../ui/app/shellData.ts';
import { action as preferencesAction } from '../../../ui/routes/preferences.ts';
import { anOffer, testCategories, testCities } from '../../core/listing/builders.ts';

/**
 * The page language follows the URL's words (listing prefix, offer prefix, calculator); the `lang`
 * cookie decides only on neutral paths. Canonical and hreflang links point to each language's own
 * address, and the language switch goes to the same page in the other language's words.
 */
const offer = anOffer({
  slug: 'java-developer-1',
  categorySlug: 'java',
  city: 'Warszawa',
  citySlug: 'warszawa',
  publishedAt: '2026-03-12T09:00:00.000Z',
});

function contextFor(tenantId: 'jobboard' | 'design', cookieLanguage: Language | null): AppLoadContext {
  const container = createTestRoot({
    tenants,
    now: new Date('2026-11-20T12:00:00Z'),
    tenantId,
    ports: {
      offerSearch: new OfferSearchInMemory({ offers: [offer], categories: testCategories, cities: testCities }),
      dictionaries: new ListingDictionariesInMemory({ categories: testCategories, cities: testCities }),
    },
  });
  return {
    container,
    tenantId,
    language: cookieLanguage,
    colorMode: null,
    nonce: 'n',
    styleNonce: 's',
    origin: `http://${tenantId}.localhost`,
    candidatePortalUrl: '/candidate',
    currency: null,
    mapStyleUrl: null,
    liveChat: null,
    consentDecided: true,
    passiveBannerDismissed: false,
  };
}

const request = (tenantId: string, path: string) => new Request(`http://${tenantId}.localhost${path}`);

async function listing(tenantId: 'jobboard' | 'design', path: string, cookie: Language | null): Promise<ListingData> {
  const result = await loadListing(request(tenantId, path), contextFor(tenantId, cookie));
  return result.data as ListingData;
}

describe('the listing page’s language is its prefix’s', () => {
  it('/job-offers/warszawa without a cookie, on a Polish-default tenant, is English with an English canonical', async () => {
    const page = await listing('jobboard', '/job-offers/warszawa', null);
    expect(page.language).toBe('en');
    expect(page.seo.canonical).toBe('http://jobboard.localhost/job-offers/warszawa');
    expect(page.seo.title).toMatch(/jobs|offers/i);
  });

  it('/oferty-pracy/warszawa is Polish even with an English cookie, on an English-default tenant', async () => {
    const page = await listing('design', '/oferty-pracy/warszawa', 'en');
    expect(page.language).toBe('pl');
    expect(page.seo.canonical).toBe('http://design.localhost/oferty-pracy/warszawa');
  });

  it('links each language’s own address (same filters and page), and the tenant’s default as x-default', async () => {
    const page = await listing('jobboard', '/job-offers/warszawa/java?employment-type=b2b', 'pl');
    expect(page.seo.alternates).toEqual({
      en: 'http://jobboard.localhost/job-offers/warszawa/java?employment-type=b2b',
      pl: 'http://jobboard.localhost/oferty-pracy/warszawa/java?typ-umowy=b2b',
      'x-default': 'http://jobboard.localhost/oferty-pracy/warszawa/java?typ-umowy=b2b',
    });
  });

  it('its head links the alternates as <link rel="alternate" hreflang>, in lower case as crawlers read them', async () => {
    const page = await listing('jobboard', '/job-offers/warszawa', null);
    const links = (listingMeta({ loaderData: page } as never) as Array<Record<string, string>>).filter(
      (descriptor) => descriptor.rel === 'alternate',
    );
    expect(links.map((link) => [link.hreflang, link.href])).toEqual([
      ['pl', 'http://jobboard.localhost/oferty-pracy/warszawa'],
      ['en', 'http://jobboard.localhost/job-offers/warszawa'],
      ['x-default', 'http://jobboard.localhost/oferty-pracy/warszawa'],
    ]);
    const { tagName: _tagName, ...attributes } = links[0]!;
    expect(renderToStaticMarkup(createElement('link', attributes))).toBe(
      '<link rel="alternate" hreflang="pl" href="http://jobboard.localhost/oferty-pracy/warszawa"/>',
    );
  });

  it('the shell (html lang, texts) agrees with the page; a neutral path keeps the cookie', async () => {
    expect((await loadShell(contextFor('jobboard', 'pl'), request('jobboard', '/job-offers/warszawa'))).language).toBe('en');
    expect((await loadShell(contextFor('design', null), request('design', '/oferty-pracy/warszawa'))).language).toBe('pl');
    expect((await loadShell(contextFor('jobboard', 'en'), request('jobboard', '/'))).language).toBe('en');
    expect((await loadShell(contextFor('design', null), request('design', '/'))).language).toBe('en');
  });
});

describe('the offer page’s language is its prefix’s', () => {
  it.each([
    ['/job-offer/java-developer-1', 'pl', 'en', 'March 12, 2026'],
    ['/oferta-pracy/java-developer-1', 'en', 'pl', '12 marca 2026'],
  ] as const)('%s with a %s cookie is in %s, canonical to itself, its publication day written out', async (path, cookie, language, published) => {
    const slug = path.split('/')[2] ?? '';
    const result = await loadOffer(slug, contextFor('jobboard', cookie), request('jobboard', path));
    const page = result.data as OfferPageData;
    expect(page.language).toBe(language);
    expect(page.published).toBe(published);
    expect(page.seo.canonical).toBe(`http://jobboard.localhost${path}`);
    expect(page.seo.alternates).toMatchObject({
      pl: 'http://jobboard.localhost/oferta-pracy/java-developer-1',
      en: 'http://jobboard.localhost/job-offer/java-developer-1',
    });
  });
});

describe('the cookie banner’s answers, posted before the page’s script has started', () => {
  async function answer(cookieConsent: string): Promise<{ status: number; location: string | null; cookies: string | null }> {
    const post = new Request('http://jobboard.localhost/preferences', {
      method: 'POST',
      body: new URLSearchParams({ cookieConsent, returnTo: '/job-offers/krakow?page=2' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const result = (await preferencesAction({ request: post, context: contextFor('jobboard', null), params: {} } as never)) as
      Response | { init: ResponseInit | null };
    // A redirect is a Response; a refusal is React Router's data() with its status in `init`.
    if (!(result instanceof Response)) return { status: result.init?.status ?? 200, location: null, cookies: null };
    return { status: result.status, location: result.headers.get('location'), cookies: result.headers.get('set-cookie') };
  }

  it('store "reject" as only the strict cookies and "accept all" as every category, and go back to the page', async () => {
    const rejected = await answer('reject');
    expect(rejected.status).toBe(302);
    expect(rejected.location).toBe('/job-offers/krakow?page=2');
    expect(rejected.cookies).toMatch(/^cookie-consent=0; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect((await answer('accept-all')).cookies).toMatch(/^cookie-consent=7;/);
  });

  it('refuse any other answer with 400 and store nothing', async () => {
    const odd = await answer('7');
    expect(odd.status).toBe(400);
    expect(odd.cookies).toBeNull();
  });
});

describe('the language switch goes to the same page in the other language’s words', () => {
  async function choose(language: Language, returnTo: string): Promise<{ status: number; location: string | null; cookies: string | null }> {
    const body = new URLSearchParams({ language, returnTo });
    const post = new Request('http://jobboard.localhost/preferences', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const response = (await preferencesAction({ request: post, context: contextFor('jobboard', null), params: {} } as never)) as Response;
    return { status: response.status, location: response.headers.get('location'), cookies: response.headers.get('set-cookie') };
  }

  it('keeps a listing’s filters and results page', async () => {
    const answer = await choose('en', '/oferty-pracy/warszawa/java?typ-umowy=b2b&strona=2');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/job-offers/warszawa/java?employment-type=b2b&page=2');
    expect(answer.cookies).toContain('lang=en');
  });

  it('keeps an offer’s slug, and leaves a neutral page where it is', async () => {
    expect((await choose('pl', '/job-offer/java-developer-1')).location).toBe('/oferta-pracy/java-developer-1');
    expect((await choose('pl', '/candidate/login')).location).toBe('/candidate/login');
  });

  it('never leaves the site', async () => {
    expect((await choose('pl', '//evil.example/job-offers')).location).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../core/employer/company/Company.ts';
import {
  COMPANY_LIMITS,
  companyDataProblems,
  imageTypeOf,
  normaliseCompanyType,
  siteProblem,
} from '../../../../core/employer/company/companyRules.ts';
import { panelPrompts } from '../../../../core/employer/company/prompts/panelPrompts.ts';
import { cleanClauses, clauseProblems, prefilledInvoice } from '../../../../core/employer/company/settingsRules.ts';
import { emptyStoryContent, type StoryContent } from '../../../../core/employer/company/story/BrandStory.ts';
import { cleanStoryContent, storyProblems, STORY_LIMITS } from '../../../../core/employer/company/story/storyRules.ts';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('the company data’s limits', () => {
  it('knows a type by the words people type for it, whatever the separators', () => {
    expect(normaliseCompanyType('eshop')).toBe('e-commerce');
    expect(normaliseCompanyType('Online Shop')).toBe('e-commerce');
    expect(normaliseCompanyType('e-shop')).toBe('e-commerce');
    expect(normaliseCompanyType('Agencja interaktywna')).toBe('agency');
    expect(normaliseCompanyType('software')).toBe('software-house');
  });

  it('takes a text of exactly its limit, measured without the spaces around it', () => {
    const exactly = {
      name: 'x'.repeat(COMPANY_LIMITS.name),
      shortDescription: ` ${'x'.repeat(COMPANY_LIMITS.shortDescription)} `,
      size: 'x'.repeat(COMPANY_LIMITS.size),
    };
    expect(companyDataProblems(exactly)).toEqual({});
    expect(companyDataProblems({ shortDescription: 'x'.repeat(COMPANY_LIMITS.shortDescription + 1) })).toEqual({ shortDescription: 'too-long' });
    expect(companyDataProblems({ shortDescription: 'We build.\u0007' })).toEqual({ shortDescription: 'invalid-characters' });
    expect(companyDataProblems({ shortDescription: 'We build.\n\nAnd ship.' })).toEqual({});
  });

  it('takes a site trimmed, http or https, up to its limit, and nothing around the address', () => {
    const site = (length: number) => `https://acme.example/${'x'.repeat(length - 'https://acme.example/'.length)}`;
    expect(siteProblem(' https://acme.example ')).toBeUndefined();
    expect(siteProblem('   ')).toBeUndefined();
    expect(siteProblem('http://acme.example')).toBeUndefined();
    expect(siteProblem(site(COMPANY_LIMITS.site))).toBeUndefined();
    expect(siteProblem(site(COMPANY_LIMITS.site + 1))).toBe('too-long');
    expect(siteProblem('see https://acme.example')).toBe('invalid-site');
    expect(siteProblem('https://acme.example and more')).toBe('invalid-site');
  });

  it('tells an image by all its first bytes, WebP by both of its marks', () => {
    expect(imageTypeOf(Uint8Array.from([0x89, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(imageTypeOf(Uint8Array.from([0xff, 0, 0, 0]))).toBeNull();
    expect(imageTypeOf(ascii('RIFF\u0000\u0000\u0000\u0000WEBP'))).toBe('image/webp');
    expect(imageTypeOf(ascii('RIFX\u0000\u0000\u0000\u0000WEBPVP8 '))).toBeNull();
    expect(imageTypeOf(ascii('RIFF\u0000\u0000\u0000\u0000WEB'))).toBeNull();
  });
});

describe('the clauses’ rules', () => {
  it('take an enabled consent with its text', () => {
    expect(clauseProblems({ informationClause: null, futureConsent: { text: 'I agree.', enabled: true }, customConsent: null })).toEqual({});
  });

  it('send a clause trimmed, none as none, and a consent without text kept only while it is on', () => {
    expect(cleanClauses({ informationClause: ' We process your data. ', futureConsent: null, customConsent: { text: ' ', enabled: false } })).toEqual(
      {
        informationClause: 'We process your data.',
        futureConsent: null,
        customConsent: null,
      },
    );
    expect(cleanClauses({ informationClause: null, futureConsent: { text: ' ', enabled: true }, customConsent: null })).toEqual({
      informationClause: null,
      futureConsent: { text: '', enabled: true },
      customConsent: null,
    });
  });

  it('pre-fill the invoice with the billing data trimmed', () => {
    const form = { companyName: '', street: '', streetNumber: '', city: '', postalCode: '', country: 'PL', taxId: '' };
    expect(prefilledInvoice(form, { ...form, companyName: ' Acme ', city: ' Warszawa ' })).toEqual({
      ...form,
      companyName: 'Acme',
      city: 'Warszawa',
    });
  });
});

describe('the panel’s company-data prompt', () => {
  it('asks an admin for a description that is only spaces', () => {
    const company: Company = {
      data: {
        id: 1,
        slug: 'acme-1',
        name: 'Acme',
        logoUrl: '/l',
        hasOwnLogo: true,
        coverUrl: null,
        shortDescription: '   ',
        type: 'other',
        industry: null,
        size: '',
        site: '',
      },
      billing: { companyName: '', street: '', streetNumber: '', city: '', postalCode: '', country: 'PL', taxId: '' },
      clauses: { informationClause: null, futureConsent: null, customConsent: null },
      brandStory: 'published',
    };
    expect(panelPrompts('admin', company, true)).toEqual(['company-data']);
  });
});

describe('the story’s limits', () => {
  const story = (overrides: Partial<StoryContent> = {}): StoryContent => ({ headline: 'Story', sections: [], benefits: [], ...overrides });
  const input = (overrides: Partial<Parameters<typeof storyProblems>[0]> = {}) => ({
    content: { pl: story(), en: story() },
    technologies: ['TypeScript'],
    published: true,
    keptPictures: [],
    newPictures: [],
    ...overrides,
  });
  const many = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);

  it('takes each list at exactly its limit', () => {
    const full = story({
      sections: many(STORY_LIMITS.sections, { title: 'T', body: 'B' }),
      benefits: many(STORY_LIMITS.benefits, 'Gym'),
    });
    expect(
      storyProblems(
        input({
          content: { pl: full, en: full },
          technologies: Array.from({ length: STORY_LIMITS.technologies }, (_, index) => `Tech ${index}`),
          keptPictures: many(STORY_LIMITS.pictures, 'picture'),
        }),
      ),
    ).toEqual([]);
  });

  it('names benefits and technologies past their limits, and each one wrong by its place', () => {
    expect(storyProblems(input({ content: { pl: story({ benefits: many(STORY_LIMITS.benefits + 1, 'Gym') }), en: story() } }))).toEqual([
      { path: 'pl.benefits', problem: 'too-many' },
    ]);
    expect(storyProblems(input({ content: { pl: story(), en: story({ benefits: ['Gym', 'x'.repeat(STORY_LIMITS.benefit + 1)] }) } }))).toEqual([
      { path: 'en.benefits.1', problem: 'too-long' },
    ]);
    expect(storyProblems(input({ technologies: many(STORY_LIMITS.technologies + 1, 'TypeScript') }))).toEqual([
      { path: 'technologies', problem: 'too-many' },
    ]);
    expect(storyProblems(input({ technologies: ['TypeScript', ' ', 'x'.repeat(STORY_LIMITS.technology + 1)] }))).toEqual([
      { path: 'technologies.1', problem: 'required' },
      { path: 'technologies.2', problem: 'too-long' },
    ]);
    expect(
      storyProblems(input({ content: { pl: story({ sections: [{ title: 'T', body: 'x'.repeat(STORY_LIMITS.sectionBody + 1) }] }), en: story() } })),
    ).toEqual([{ path: 'pl.sections.0.body', problem: 'too-long' }]);
  });

  it('wants a section’s title only when it has a body', () => {
    const sections = [
      { title: '', body: '' },
      { title: '', body: '  ' },
      { title: '', body: 'Text' },
    ];
    expect(storyProblems(input({ content: { pl: story({ sections }), en: story() } }))).toEqual([
      { path: 'pl.sections.2.title', problem: 'required' },
    ]);
  });

  it('wants both headlines, not only spaces, of a published story', () => {
    expect(storyProblems(input({ content: { pl: story({ headline: '  ' }), en: story({ headline: ' ' }) } }))).toEqual([
      { path: 'pl.headline', problem: 'required' },
      { path: 'en.headline', problem: 'required' },
    ]);
  });

  it('keeps a section with only a title or only a body', () => {
    const sections = [
      { title: 'Title', body: '' },
      { title: '', body: 'Body' },
    ];
    expect(cleanStoryContent(story({ sections })).sections).toEqual(sections);
  });

  it('starts a story empty: a draft with nothing in it, which cannot be published yet', () => {
    expect(emptyStoryContent).toEqual({ headline: '', sections: [], benefits: [] });
    expect(storyProblems(input({ content: { pl: emptyStoryContent, en: emptyStoryContent }, published: false }))).toEqual([]);
    expect(storyProblems(input({ content: { pl: emptyStoryContent, en: emptyStoryContent } }))).toEqual([
      { path: 'pl.headline', problem: 'required' },
      { path: 'en.headline', problem: 'required' },
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyTypes } from '../../../../core/employer/company/Company.ts';
import { companyDataProblems, imageProblem, imageTypeOf, normaliseCompanyType, siteProblem } from '../../../../core/employer/company/companyRules.ts';
import { panelPrompts } from '../../../../core/employer/company/prompts/panelPrompts.ts';
import { billingProblems, cleanClauses, clauseProblems, prefilledInvoice } from '../../../../core/employer/company/settingsRules.ts';
import { cleanStoryContent, cleanTechnologies, storyProblems, STORY_LIMITS } from '../../../../core/employer/company/story/storyRules.ts';
import type { Company } from '../../../../core/employer/company/Company.ts';

const story = (headline = 'Story') => ({ headline, sections: [], benefits: [] });

describe('company rules', () => {
  it('normalises each of the six types to itself, whatever its case and separators', () => {
    for (const type of companyTypes) {
      expect(normaliseCompanyType(type)).toBe(type);
      expect(normaliseCompanyType(` ${type.toUpperCase().replace('-', ' ')} `)).toBe(type);
      expect(normaliseCompanyType(type.replace('-', '_'))).toBe(type);
    }
  });

  it('never guesses: a type it does not know is null', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const type = normaliseCompanyType(text);
        expect(type === null || companyTypes.includes(type)).toBe(true);
      }),
    );
    expect(normaliseCompanyType('spaceship')).toBeNull();
  });

  it('tells PNG, JPEG and WebP by their first bytes, and nothing else', () => {
    expect(imageTypeOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('MZ executable'))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it('caps each image by its purpose and refuses a claimed type that is not an image we take', () => {
    expect(imageProblem({ size: 1024 * 1024, type: 'image/png' }, 'logo')).toBeUndefined();
    expect(imageProblem({ size: 1024 * 1024 + 1, type: 'image/png' }, 'logo')).toBe('file-too-large');
    expect(imageProblem({ size: 5 * 1024 * 1024, type: 'image/jpeg' }, 'cover')).toBeUndefined();
    expect(imageProblem({ size: 2 * 1024 * 1024 + 1, type: 'image/webp' }, 'story')).toBe('file-too-large');
    expect(imageProblem({ size: 100, type: 'image/svg+xml' }, 'logo')).toBe('file-type-not-allowed');
    expect(imageProblem({ size: 0, type: 'image/png' }, 'logo')).toBe('file-empty');
    // The browser may not know a type: the gateway reads the bytes anyway.
    expect(imageProblem({ size: 100, type: '' }, 'cover')).toBeUndefined();
  });

  it('checks only the fields given, each by its rule', () => {
    expect(companyDataProblems({})).toEqual({});
    expect(
      companyDataProblems({ name: ' ', type: 'spaceship', size: 'x'.repeat(31), site: 'ftp://acme.example', shortDescription: 'x'.repeat(501) }),
    ).toEqual({
      name: 'required',
      type: 'unknown-type',
      size: 'too-long',
      site: 'invalid-site',
      shortDescription: 'too-long',
    });
    expect(companyDataProblems({ name: 'Acme\u0007' })).toEqual({ name: 'invalid-characters' });
    expect(siteProblem('https://acme.example/careers')).toBeUndefined();
    expect(siteProblem('')).toBeUndefined();
  });

  it('asks billing data what the payment form asks, without the regulations', () => {
    const billing = { companyName: 'Acme', street: 'Prosta', streetNumber: '', city: 'Warszawa', postalCode: '00-001', country: 'PL', taxId: '' };
    expect(billingProblems(billing)).toEqual({});
    expect(billingProblems({ ...billing, companyName: '', country: 'Poland', taxId: 'PL!' })).toEqual({
      companyName: 'required',
      country: 'invalid-country',
      taxId: 'invalid-tax-id',
    });
  });

  it('wants an enabled consent’s text, and sends empty clauses as none', () => {
    expect(clauseProblems({ informationClause: null, futureConsent: { text: ' ', enabled: true }, customConsent: null })).toEqual({
      futureConsent: 'required',
    });
    expect(clauseProblems({ informationClause: 'x'.repeat(5001), futureConsent: null, customConsent: { text: '', enabled: false } })).toEqual({
      informationClause: 'too-long',
    });
    expect(
      cleanClauses({ informationClause: '  ', futureConsent: { text: '', enabled: false }, customConsent: { text: ' Keep it ', enabled: false } }),
    ).toEqual({
      informationClause: null,
      futureConsent: null,
      customConsent: { text: 'Keep it', enabled: false },
    });
  });
});

describe('story rules', () => {
  const input = (overrides: Partial<Parameters<typeof storyProblems>[0]> = {}) => ({
    content: { pl: story('Historia'), en: story('Story') },
    technologies: ['TypeScript'],
    published: true,
    keptPictures: [],
    newPictures: [],
    ...overrides,
  });

  it('accepts a story within its limits, and names each problem by its place', () => {
    expect(storyProblems(input())).toEqual([]);
    const sections = Array.from({ length: STORY_LIMITS.sections + 1 }, () => ({ title: 'T', body: 'B' }));
    expect(storyProblems(input({ content: { pl: { ...story('x'.repeat(151)), sections }, en: story('') } }))).toEqual([
      { path: 'pl.headline', problem: 'too-long' },
      { path: 'pl.sections', problem: 'too-many' },
      { path: 'en.headline', problem: 'required' },
    ]);
    expect(storyProblems(input({ content: { pl: { ...story(), sections: [{ title: '', body: 'Text' }] }, en: story() } }))).toEqual([
      { path: 'pl.sections.0.title', problem: 'required' },
    ]);
  });

  it('lets a draft go without headlines, never past six pictures', () => {
    expect(storyProblems(input({ published: false, content: { pl: story(''), en: story('') } }))).toEqual([]);
    const picture = { name: 'p.png', type: 'image/png', size: 10, arrayBuffer: async () => new ArrayBuffer(0) };
    expect(storyProblems(input({ keptPictures: ['a', 'b', 'c', 'd'], newPictures: [picture, picture, picture] }))).toContainEqual({
      path: 'pictures',
      problem: 'too-many',
    });
    expect(storyProblems(input({ newPictures: [{ ...picture, size: 3 * 1024 * 1024 }] }))).toEqual([
      { path: 'pictures.0', problem: 'file-too-large' },
    ]);
  });

  it('leaves out empty sections and benefits, and repeated technologies whatever their case', () => {
    expect(
      cleanStoryContent({
        headline: ' H ',
        sections: [
          { title: ' ', body: ' ' },
          { title: 'T', body: ' B ' },
        ],
        benefits: [' ', 'Gym '],
      }),
    ).toEqual({
      headline: 'H',
      sections: [{ title: 'T', body: 'B' }],
      benefits: ['Gym'],
    });
    expect(cleanTechnologies(['TypeScript', ' typescript', 'React', ''])).toEqual(['TypeScript', 'React']);
  });
});

describe('the panel’s prompts', () => {
  const company = (overrides: Partial<Company['data']> = {}, brandStory: Company['brandStory'] = 'none'): Company => ({
    data: {
      id: 1,
      slug: 'acme-1',
      name: 'Acme',
      logoUrl: '/l',
      hasOwnLogo: false,
      coverUrl: null,
      shortDescription: '',
      type: 'other',
      industry: null,
      size: '',
      site: '',
      ...overrides,
    },
    billing: { companyName: '', street: '', streetNumber: '', city: '', postalCode: '', country: 'PL', taxId: '' },
    clauses: { informationClause: null, futureConsent: null, customConsent: null },
    brandStory,
  });

  it('asks an admin for company data while the logo or the description is missing, for the profile while the story is not published', () => {
    expect(panelPrompts('admin', company(), false)).toEqual(['company-data', 'company-profile', 'marketing-promo']);
    expect(panelPrompts('admin', company({ hasOwnLogo: true }), false)).toEqual(['company-data', 'company-profile', 'marketing-promo']);
    expect(panelPrompts('admin', company({ hasOwnLogo: true, shortDescription: 'We build.' }, 'draft'), true)).toEqual(['company-profile']);
    expect(panelPrompts('admin', company({ hasOwnLogo: true, shortDescription: 'We build.' }, 'published'), true)).toEqual([]);
  });

  it('asks a recruiter nothing they cannot do: only the promotion, until dismissed', () => {
    expect(panelPrompts('recruiter', company(), false)).toEqual(['marketing-promo']);
    expect(panelPrompts('recruiter', company(), true)).toEqual([]);
  });
});

describe('the payment form’s invoice fields', () => {
  it('take each field the company’s billing data has, and keep the rest', () => {
    const form = { companyName: 'From the draft', street: '', streetNumber: '', city: '', postalCode: '', country: 'PL', taxId: '', plan: 'basic' };
    const billing = {
      companyName: 'Acme sp. z o.o.',
      street: 'Prosta',
      streetNumber: '',
      city: 'Warszawa',
      postalCode: '00-001',
      country: 'DE',
      taxId: '',
    };
    expect(prefilledInvoice(form, billing)).toEqual({
      ...form,
      companyName: 'Acme sp. z o.o.',
      street: 'Prosta',
      city: 'Warszawa',
      postalCode: '00-001',
      country: 'DE',
    });
    expect(prefilledInvoice(form, { ...billing, companyName: ' ', street: '', city: '', postalCode: '', country: '' })).toEqual(form);
  });
});

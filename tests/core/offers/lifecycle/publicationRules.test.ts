import { describe, expect, it } from 'vitest';
import { newEmploymentType } from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { formatProblems, publicationHints } from '../../../../core/offers/lifecycle/editing/offerEditorRules.ts';
import { editorValuesFromDraft, parseAmount, splitCategory } from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { hasPayRange, payTransparencyProblem } from '../../../../core/offers/lifecycle/editing/payTransparency.ts';
import { publicationProblem } from '../../../../core/offers/lifecycle/editing/publicationProblem.ts';
import { readOfferFormData } from '../../../../core/offers/lifecycle/editing/readOfferFormData.ts';
import { offerFormData } from '../../../../core/offers/lifecycle/editing/offerFormData.ts';
import { invoiceProblems } from '../../../../core/offers/lifecycle/publication/invoiceRules.ts';
import { fixtureDictionaries } from '../../../contracts/offers/lifecycleFixtures.ts';
import { editorValues, invoice as completeInvoice } from './lifecycleCoreWorld.ts';

describe('pay transparency (EU directive 2023/970)', () => {
  it('asks both ends of the range, a top above zero and a bottom not above it', () => {
    expect(hasPayRange({ type: 'b2b', from: 10, to: 20 })).toBe(true);
    expect(hasPayRange({ type: 'b2b', from: 0, to: 20 })).toBe(true);
    expect(hasPayRange({ type: 'b2b', from: 20, to: 20 })).toBe(true);
    expect(hasPayRange({ type: 'b2b', from: null, to: 20 })).toBe(false);
    expect(hasPayRange({ type: 'b2b', from: 10, to: null })).toBe(false);
    expect(hasPayRange({ type: 'b2b', from: 0, to: 0 })).toBe(false);
    expect(hasPayRange({ type: 'b2b', from: 30, to: 20 })).toBe(false);
  });

  it('names every contract without a range', () => {
    expect(payTransparencyProblem([{ type: 'b2b', from: 1, to: 2 }])).toBeNull();
    expect(
      payTransparencyProblem([
        { type: 'b2b', from: 1, to: 2 },
        { type: 'permanent', from: 1, to: null },
        { type: 'contract', from: null, to: null },
      ]),
    ).toEqual({
      kind: 'salary-range-required',
      employmentTypes: ['permanent', 'contract'],
    });
  });

  it('comes after completeness: what is missing first, then the ranges', () => {
    const fields = readOfferFormData(
      offerFormData(editorValues({ title: '', applyEmail: '', employmentTypes: [{ ...newEmploymentType('b2b'), from: '', to: '' }] })).fields,
    );
    expect(publicationProblem(fields)).toEqual({ kind: 'offer-incomplete', missing: ['title'] });
    const complete = readOfferFormData(offerFormData(editorValues({ employmentTypes: [{ ...newEmploymentType('b2b'), from: '', to: '' }] })).fields);
    expect(publicationProblem(complete)).toEqual({ kind: 'salary-range-required', employmentTypes: ['b2b'] });
    expect(publicationProblem(readOfferFormData(offerFormData(editorValues()).fields))).toBeNull();
  });
});

describe('the editor’s rules', () => {
  it('let an incomplete draft be saved but not a malformed one', () => {
    expect(formatProblems(editorValues({ title: '', employmentTypes: [] }))).toEqual({});
    expect(
      formatProblems(
        editorValues({
          applyEmail: 'nope',
          companyUrl: 'ftp://x',
          latitude: '91',
          contactPhone: 'call me',
          employmentTypes: [
            { ...newEmploymentType('b2b'), from: '30000', to: '20000' },
            { ...newEmploymentType('b2b'), from: 'lots', to: '' },
          ],
          requiredSkills: [
            { name: 'Go', level: 3 },
            { name: 'go ', level: 2 },
          ],
        }),
      ),
    ).toEqual({
      applyEmail: 'invalid-email',
      companyUrl: 'invalid-url',
      latitude: 'invalid-coordinate',
      contactPhone: 'invalid-phone',
      'employmentTypes.0.to': 'range-order',
      'employmentTypes.1.from': 'invalid-amount',
      'employmentTypes.1.type': 'duplicate',
      'requiredSkills.1.name': 'duplicate',
    });
  });

  it('hint what publication still needs, the salary range of each contract included', () => {
    expect(publicationHints(editorValues())).toEqual({});
    expect(
      publicationHints(
        editorValues({
          title: ' ',
          applyEmail: '',
          subcategoryId: '',
          categoryId: '',
          employmentTypes: [{ ...newEmploymentType('permanent'), from: '5000', to: '' }],
        }),
      ),
    ).toEqual({
      title: 'required',
      categoryId: 'required',
      'employmentTypes.0.to': 'salary-range-required',
    });
  });

  it('read amounts with spaces and a decimal comma', () => {
    expect(parseAmount('12 000')).toBe(12000);
    expect(parseAmount('12000,5')).toBe(12000.5);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('find the main category of a stored subcategory', () => {
    expect(splitCategory(12, fixtureDictionaries.categories)).toEqual({ categoryId: '1', subcategoryId: '12' });
    expect(splitCategory(2, fixtureDictionaries.categories)).toEqual({ categoryId: '2', subcategoryId: '' });
    expect(splitCategory(null, fixtureDictionaries.categories)).toEqual({ categoryId: '', subcategoryId: '' });
  });

  it('give a stored draft back as the form typed it', () => {
    const values = editorValues({ logo: null });
    const draft = {
      ...readOfferFormData(offerFormData(values).fields),
      id: 'x',
      slug: 'x',
      status: 'draft' as const,
      pricing_plan: 'standard',
      company_logo: null,
      created_at: '',
      updated_at: '',
      published_at: null,
      expires_at: null,
      finished_at: null,
    };
    expect(editorValuesFromDraft(draft, fixtureDictionaries.categories)).toEqual(values);
  });
});

describe('invoice rules', () => {
  // The street number may be left out.
  const invoice = { ...completeInvoice, streetNumber: '' };
  it('accept a complete invoice and name each problem', () => {
    expect(invoiceProblems(invoice)).toEqual({});
    expect(invoiceProblems({ ...invoice, companyName: '', country: 'POL', taxId: 'PL#1', acceptedRegulations: false })).toEqual({
      companyName: 'required',
      country: 'invalid-country',
      taxId: 'invalid-tax-id',
      acceptedRegulations: 'not-accepted',
    });
  });
});

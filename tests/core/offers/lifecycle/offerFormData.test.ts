import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newEmploymentType, type OfferEditorValues } from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { amountField, offerFormData } from '../../../../core/offers/lifecycle/editing/offerFormData.ts';
import { readOfferFormData } from '../../../../core/offers/lifecycle/editing/readOfferFormData.ts';
import { editorValues } from './lifecycleCoreWorld.ts';

const field = (values: OfferEditorValues, name: string) => offerFormData(values).fields.find(([key]) => key === name)?.[1];

describe('offerFormData (platform.md 5)', () => {
  it('sends booleans as 1 or 0', () => {
    const values = editorValues({ remoteInterview: true, openToHireUkrainians: false });
    expect(field(values, 'remote_interview')).toBe('1');
    expect(field(values, 'open_to_hire_ukrainians')).toBe('0');
    expect(field(values, 'employment_types[0][gross]')).toBe('0');
  });

  it('sends empty values as empty strings, lists and consents without entries as one empty field', () => {
    const values = editorValues({
      street: '  ',
      employmentTypes: [],
      requiredSkills: [{ name: ' ', level: 3 }],
      futureConsent: { text: '', enabled: true },
    });
    expect(field(values, 'street')).toBe('');
    expect(field(values, 'employment_types')).toBe('');
    expect(field(values, 'required_skills')).toBe('');
    expect(field(values, 'future_consent')).toBe('');
  });

  it('sends salary from and to empty when not given, amounts without their spaces', () => {
    const values = editorValues({ employmentTypes: [{ ...newEmploymentType('permanent'), from: '12 500,50', to: '' }] });
    expect(field(values, 'employment_types[0][from]')).toBe('12500.5');
    expect(field(values, 'employment_types[0][to]')).toBe('');
    expect(field(values, 'employment_types[0][gross]')).toBe('1');
    expect(amountField('twelve')).toBe('');
  });

  it('sends the subcategory as the category when one is chosen, else the category', () => {
    expect(field(editorValues({ categoryId: '1', subcategoryId: '12' }), 'category_id')).toBe('12');
    expect(field(editorValues({ categoryId: '1', subcategoryId: '' }), 'category_id')).toBe('1');
  });

  it('drops the logo when it is a string (the one already uploaded) and keeps a file', () => {
    expect(offerFormData(editorValues({ logo: '/api/jobboard/v1/offers/x/logo' })).logo).toBeNull();
    const file = { name: 'logo.png', type: 'image/png', size: 100 };
    expect(offerFormData(editorValues({ logo: file })).logo).toBe(file);
    expect(offerFormData(editorValues({ logo: file })).fields.some(([name]) => name === 'logo')).toBe(false);
  });

  it('is read back as the same offer, whatever the text (property)', () => {
    const text = fc.string({ maxLength: 30 });
    const amount = fc.option(fc.integer({ min: 0, max: 999_999 }), { nil: null });
    fc.assert(
      fc.property(
        text,
        text,
        fc.boolean(),
        fc.boolean(),
        amount,
        amount,
        fc.array(fc.string({ minLength: 1, maxLength: 10 }), { maxLength: 4 }),
        (title, street, remote, ukraine, from, to, skills) => {
          const values = editorValues({
            title,
            street,
            remoteInterview: remote,
            openToHireUkrainians: ukraine,
            employmentTypes: [{ ...newEmploymentType('b2b'), from: from === null ? '' : String(from), to: to === null ? '' : String(to) }],
            requiredSkills: skills.map((name, index) => ({ name, level: (index % 5) + 1 })),
          });
          const read = readOfferFormData(offerFormData(values).fields);
          expect(read.title).toBe(title.trim() === '' ? null : title.trim());
          expect(read.street).toBe(street.trim() === '' ? null : street.trim());
          expect(read.remote_interview).toBe(remote);
          expect(read.open_to_hire_ukrainians).toBe(ukraine);
          expect(read.employment_types).toEqual([{ type: 'b2b', from, to, currency: 'pln', gross: false, unit: 'month' }]);
          const named = skills.map((name, index) => ({ name: name.trim(), level: (index % 5) + 1 })).filter((skill) => skill.name !== '');
          expect(read.required_skills).toEqual(named);
        },
      ),
    );
  });
});

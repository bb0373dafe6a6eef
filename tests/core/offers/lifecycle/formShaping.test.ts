import { describe, expect, it } from 'vitest';
import {
  editorValuesFromDraft,
  newEmploymentType,
  splitCategory,
  type OfferEditorValues,
} from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { categoryField, offerFormData } from '../../../../core/offers/lifecycle/editing/offerFormData.ts';
import { readOfferFormData } from '../../../../core/offers/lifecycle/editing/readOfferFormData.ts';
import { emptyOfferFields, type OfferDraft } from '../../../../core/offers/lifecycle/OfferDraft.ts';
import { fixtureDictionaries } from '../../../contracts/offers/lifecycleFixtures.ts';
import { editorValues } from './lifecycleCoreWorld.ts';

/** Every field given, none with its default, each text padded with spaces. */
const fullForm: OfferEditorValues = {
  title: '  Senior Go Engineer ',
  body: ' <p>Build things.</p>\n',
  categoryId: '1',
  subcategoryId: ' 11 ',
  city: ' warszawa ',
  street: ' Prosta 1 ',
  latitude: ' 52.23 ',
  longitude: ' 21.01 ',
  experienceLevel: 'senior',
  workplaceType: 'hybrid',
  workingTime: 'part_time',
  employmentTypes: [
    { type: 'permanent', from: '12 000', to: '18000,50', currency: 'eur', gross: true, unit: 'hour' },
    { type: 'b2b', from: '100', to: '200', currency: 'usd', gross: false, unit: 'day' },
  ],
  requiredSkills: [
    { name: ' Go ', level: 5 },
    { name: 'SQL', level: 3 },
  ],
  optionalSkills: [{ name: ' Kubernetes', level: 2 }],
  applyUrl: ' https://acme.example/jobs ',
  applyEmail: ' jobs@acme.example ',
  contactEmail: ' hr@acme.example ',
  contactName: ' Ada Lovelace ',
  contactPhone: ' +48 123 456 789 ',
  informationClause: ' We keep your data. ',
  futureConsent: { text: ' Keep me for later offers. ', enabled: true },
  customConsent: { text: ' Share with partners. ', enabled: false },
  remoteInterview: true,
  openToHireUkrainians: true,
  companyName: ' Acme ',
  companySize: ' 50-200 ',
  companyUrl: ' https://acme.example ',
  logo: null,
};

const stored = (values: OfferEditorValues): OfferDraft => ({
  ...readOfferFormData(offerFormData(values).fields),
  id: 'offer-1',
  slug: 'offer-1',
  status: 'draft',
  pricing_plan: 'standard',
  company_logo: null,
  created_at: '',
  updated_at: '',
  published_at: null,
  expires_at: null,
  finished_at: null,
});

describe('the form sent and read back (platform.md 5)', () => {
  it('keeps every field of a full form, trimmed, amounts as numbers', () => {
    expect(readOfferFormData(offerFormData(fullForm).fields)).toEqual({
      title: 'Senior Go Engineer',
      body: '<p>Build things.</p>',
      category_id: 11,
      city: 'warszawa',
      street: 'Prosta 1',
      latitude: 52.23,
      longitude: 21.01,
      experience_level: 'senior',
      workplace_type: 'hybrid',
      working_time: 'part_time',
      employment_types: [
        { type: 'permanent', from: 12000, to: 18000.5, currency: 'eur', gross: true, unit: 'hour' },
        { type: 'b2b', from: 100, to: 200, currency: 'usd', gross: false, unit: 'day' },
      ],
      required_skills: [
        { name: 'Go', level: 5 },
        { name: 'SQL', level: 3 },
      ],
      optional_skills: [{ name: 'Kubernetes', level: 2 }],
      apply_url: 'https://acme.example/jobs',
      apply_email: 'jobs@acme.example',
      contact_email: 'hr@acme.example',
      contact_name: 'Ada Lovelace',
      contact_phone: '+48 123 456 789',
      information_clause: 'We keep your data.',
      future_consent: { text: 'Keep me for later offers.', enabled: true },
      custom_consent: { text: 'Share with partners.', enabled: false },
      remote_interview: true,
      open_to_hire_ukrainians: true,
      company_name: 'Acme',
      company_size: '50-200',
      company_url: 'https://acme.example',
    });
  });

  it('gives a full form back to the editor as it was typed, without the padding', () => {
    const values = editorValuesFromDraft(stored(fullForm), fixtureDictionaries.categories);
    expect(values).toMatchObject({
      title: 'Senior Go Engineer',
      categoryId: '1',
      subcategoryId: '11',
      latitude: '52.23',
      contactPhone: '+48 123 456 789',
    });
    expect(values.employmentTypes).toEqual([
      { type: 'permanent', from: '12000', to: '18000.5', currency: 'eur', gross: true, unit: 'hour' },
      { type: 'b2b', from: '100', to: '200', currency: 'usd', gross: false, unit: 'day' },
    ]);
    expect(values.futureConsent).toEqual({ text: 'Keep me for later offers.', enabled: true });
  });

  it('sends a consent whose text is only spaces as none', () => {
    const fields = offerFormData(editorValues({ customConsent: { text: '   ', enabled: true } })).fields;
    expect(fields.filter(([name]) => name.startsWith('custom_consent'))).toEqual([['custom_consent', '']]);
    expect(readOfferFormData(fields).custom_consent).toBeNull();
  });

  it('sends the subcategory when one is chosen, else the category, without spaces', () => {
    expect(categoryField({ categoryId: ' 1 ', subcategoryId: ' 12 ' })).toBe('12');
    expect(categoryField({ categoryId: ' 1 ', subcategoryId: '   ' })).toBe('1');
    expect(categoryField({ categoryId: ' 2 ', subcategoryId: '' })).toBe('2');
  });
});

describe('readOfferFormData', () => {
  it('reads fields that were not sent as none, and lists as empty', () => {
    expect(readOfferFormData([['title', 'Only a title']])).toEqual({ ...emptyOfferFields(), title: 'Only a title' });
  });

  it('reads blank texts and numbers as none', () => {
    const read = readOfferFormData([
      ['title', '   '],
      ['latitude', ' '],
      ['longitude', ''],
      ['category_id', 'twelve'],
    ]);
    expect(read).toMatchObject({ title: null, latitude: null, longitude: null, category_id: null });
  });

  it('gives a contract or skill the defaults of what it lacks', () => {
    const read = readOfferFormData([
      ['employment_types[0][from]', '1000'],
      ['required_skills[0][level]', '4'],
    ]);
    expect(read.employment_types).toEqual([{ type: '', from: 1000, to: null, currency: 'pln', gross: false, unit: 'month' }]);
    expect(read.required_skills).toEqual([{ name: '', level: 4 }]);
  });

  it('reads a consent without text as none', () => {
    expect(readOfferFormData([['future_consent[enabled]', '1']]).future_consent).toBeNull();
  });

  it('skips names it cannot read and list entries that are not groups', () => {
    const read = readOfferFormData([
      ['Title!', 'ignored'],
      ['required_skills[0]', 'Go'],
      ['required_skills[1][name]', 'SQL'],
      ['required_skills[1][level]', '3'],
      ['title', 'Kept'],
    ]);
    expect(read.title).toBe('Kept');
    expect(read.required_skills).toEqual([{ name: 'SQL', level: 3 }]);
  });
});

describe('the editor’s starting values', () => {
  it('start a new contract empty, a month’s pay in złoty, gross only for a permanent one', () => {
    expect(newEmploymentType('b2b')).toEqual({ type: 'b2b', from: '', to: '', currency: 'pln', gross: false, unit: 'month' });
    expect(newEmploymentType('permanent').gross).toBe(true);
  });

  it('keep a stored category that is neither a main category nor a subcategory as the main one', () => {
    expect(splitCategory(99, fixtureDictionaries.categories)).toEqual({ categoryId: '99', subcategoryId: '' });
    expect(splitCategory(11, fixtureDictionaries.categories)).toEqual({ categoryId: '1', subcategoryId: '11' });
  });
});

import type { OfferFormData } from '../OfferDrafts.ts';
import type { ConsentFields, SkillFields } from '../OfferDraft.ts';
import { parseAmount, type EmploymentTypeValues, type OfferEditorValues } from './OfferEditorValues.ts';

type Field = readonly [name: string, value: string];

/** platform.md 5: boolean flags travel as 1 or 0. */
export const flag = (value: boolean): string => (value ? '1' : '0');

/** An amount as the gateway reads it ("12000.5"), or the empty string for none (a null salary is sent empty). */
export function amountField(raw: string): string {
  const amount = parseAmount(raw);
  return amount === null ? '' : String(amount);
}

/** The category sent: the subcategory when one is chosen, else the main category. */
export const categoryField = (values: Pick<OfferEditorValues, 'categoryId' | 'subcategoryId'>): string =>
  values.subcategoryId.trim() !== '' ? values.subcategoryId.trim() : values.categoryId.trim();

function employmentTypeFields(types: readonly EmploymentTypeValues[]): Field[] {
  if (types.length === 0) return [['employment_types', '']];
  return types.flatMap((type, index): Field[] => {
    const name = (part: string) => `employment_types[${index}][${part}]`;
    return [
      [name('type'), type.type],
      [name('from'), amountField(type.from)],
      [name('to'), amountField(type.to)],
      [name('currency'), type.currency],
      [name('gross'), flag(type.gross)],
      [name('unit'), type.unit],
    ];
  });
}

function skillFields(key: 'required_skills' | 'optional_skills', skills: readonly SkillFields[]): Field[] {
  const named = skills.filter((skill) => skill.name.trim() !== '');
  if (named.length === 0) return [[key, '']];
  return named.flatMap((skill, index): Field[] => [
    [`${key}[${index}][name]`, skill.name.trim()],
    [`${key}[${index}][level]`, String(skill.level)],
  ]);
}

/** A consent without text is none (an empty value). */
function consentFields(key: 'future_consent' | 'custom_consent', consent: ConsentFields): Field[] {
  if (consent.text.trim() === '') return [[key, '']];
  return [
    [`${key}[text]`, consent.text.trim()],
    [`${key}[enabled]`, flag(consent.enabled)],
  ];
}

/**
 * The editor's values as the form fields of the logged-in PATCH (platform.md 5): booleans as 1 or
 * 0, empty values as empty strings (the gateway stores them as none), salaries from and to empty
 * when not given, the category from the subcategory when set, nested values by bracket names
 * (`employment_types[0][from]`), and the logo only when it is a file: one already uploaded (its
 * address, a string) is dropped, so the stored logo stays.
 */
export function offerFormData(values: OfferEditorValues): OfferFormData {
  const line = (value: string) => value.trim();
  const fields: Field[] = [
    ['title', line(values.title)],
    ['body', values.body.trim()],
    ['category_id', categoryField(values)],
    ['city', line(values.city)],
    ['street', line(values.street)],
    ['latitude', values.latitude.trim()],
    ['longitude', values.longitude.trim()],
    ['experience_level', values.experienceLevel],
    ['workplace_type', values.workplaceType],
    ['working_time', values.workingTime],
    ...employmentTypeFields(values.employmentTypes),
    ...skillFields('required_skills', values.requiredSkills),
    ...skillFields('optional_skills', values.optionalSkills),
    ['apply_url', line(values.applyUrl)],
    ['apply_email', line(values.applyEmail)],
    ['contact_email', line(values.contactEmail)],
    ['contact_name', line(values.contactName)],
    ['contact_phone', line(values.contactPhone)],
    ['information_clause', values.informationClause.trim()],
    ...consentFields('future_consent', values.futureConsent),
    ...consentFields('custom_consent', values.customConsent),
    ['remote_interview', flag(values.remoteInterview)],
    ['open_to_hire_ukrainians', flag(values.openToHireUkrainians)],
    ['company_name', line(values.companyName)],
    ['company_size', line(values.companySize)],
    ['company_url', line(values.companyUrl)],
  ];
  const logo = values.logo === null || typeof values.logo === 'string' ? null : values.logo;
  return { fields, logo };
}

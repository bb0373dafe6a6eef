import type { LogoUpload } from '../OfferDrafts.ts';
import type { EditorCategory } from '../OfferDictionaries.ts';
import type { ConsentFields, OfferDraft, SkillFields } from '../OfferDraft.ts';

/** One contract as the editor's inputs hold it: amounts as typed ("12 000", "85.50"). */
export interface EmploymentTypeValues {
  readonly type: string;
  readonly from: string;
  readonly to: string;
  readonly currency: string;
  readonly gross: boolean;
  readonly unit: string;
}

/**
 * Every field of the offer (server) entity as the editor's form holds it: text inputs as strings,
 * the main category and the subcategory apart, the logo as the file chosen or the address of the
 * one already uploaded.
 */
export interface OfferEditorValues {
  readonly title: string;
  readonly body: string;
  readonly categoryId: string;
  readonly subcategoryId: string;
  readonly city: string;
  readonly street: string;
  readonly latitude: string;
  readonly longitude: string;
  readonly experienceLevel: string;
  readonly workplaceType: string;
  readonly workingTime: string;
  readonly employmentTypes: readonly EmploymentTypeValues[];
  readonly requiredSkills: readonly SkillFields[];
  readonly optionalSkills: readonly SkillFields[];
  readonly applyUrl: string;
  readonly applyEmail: string;
  readonly contactEmail: string;
  readonly contactName: string;
  readonly contactPhone: string;
  readonly informationClause: string;
  readonly futureConsent: ConsentFields;
  readonly customConsent: ConsentFields;
  readonly remoteInterview: boolean;
  readonly openToHireUkrainians: boolean;
  readonly companyName: string;
  readonly companySize: string;
  readonly companyUrl: string;
  readonly logo: LogoUpload | string | null;
}

const noConsent: ConsentFields = { text: '', enabled: false };

/** A new contract row: a month's pay in złoty, gross for a permanent contract. */
export const newEmploymentType = (type: string): EmploymentTypeValues => ({
  type,
  from: '',
  to: '',
  currency: 'pln',
  gross: type === 'permanent',
  unit: 'month',
});

const text = (value: string | null): string => value ?? '';
const amountText = (value: number | null): string => (value === null ? '' : String(value));

/** The main category and subcategory of a stored category id (a subcategory's id names both). */
export function splitCategory(categoryId: number | null, categories: readonly EditorCategory[]): { categoryId: string; subcategoryId: string } {
  if (categoryId === null) return { categoryId: '', subcategoryId: '' };
  if (categories.some((category) => category.value === categoryId)) return { categoryId: String(categoryId), subcategoryId: '' };
  const parent = categories.find((category) => category.children.some((child) => child.value === categoryId));
  return parent ? { categoryId: String(parent.value), subcategoryId: String(categoryId) } : { categoryId: String(categoryId), subcategoryId: '' };
}

/** The editor's values for a stored offer. */
export function editorValuesFromDraft(draft: OfferDraft, categories: readonly EditorCategory[]): OfferEditorValues {
  return {
    title: text(draft.title),
    body: text(draft.body),
    ...splitCategory(draft.category_id, categories),
    city: text(draft.city),
    street: text(draft.street),
    latitude: amountText(draft.latitude),
    longitude: amountText(draft.longitude),
    experienceLevel: text(draft.experience_level),
    workplaceType: text(draft.workplace_type),
    workingTime: text(draft.working_time),
    employmentTypes: draft.employment_types.map((type) => ({
      type: type.type,
      from: amountText(type.from),
      to: amountText(type.to),
      currency: type.currency,
      gross: type.gross,
      unit: type.unit,
    })),
    requiredSkills: draft.required_skills,
    optionalSkills: draft.optional_skills,
    applyUrl: text(draft.apply_url),
    applyEmail: text(draft.apply_email),
    contactEmail: text(draft.contact_email),
    contactName: text(draft.contact_name),
    contactPhone: text(draft.contact_phone),
    informationClause: text(draft.information_clause),
    futureConsent: draft.future_consent ?? noConsent,
    customConsent: draft.custom_consent ?? noConsent,
    remoteInterview: draft.remote_interview,
    openToHireUkrainians: draft.open_to_hire_ukrainians,
    companyName: text(draft.company_name),
    companySize: text(draft.company_size),
    companyUrl: text(draft.company_url),
    logo: draft.company_logo,
  };
}

/** An amount as typed, as a number: spaces between thousands allowed, a dot or a comma before up to 2 decimals; null when blank or not an amount. */
export function parseAmount(raw: string): number | null {
  const compact = raw.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(compact)) return null;
  return Number(compact);
}

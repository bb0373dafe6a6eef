import { PHONE_PATTERN } from '../../../employer/accountRules.ts';
import { emailProblem } from '../../../session/credentials.ts';
import { categoryField } from './offerFormData.ts';
import { parseAmount, type OfferEditorValues } from './OfferEditorValues.ts';
import { hasPayRange } from './payTransparency.ts';

/** The editor's field limits; the gateway keeps the same (gateway/offers/draft/fieldRules.ts). */
export const EDITOR_LIMITS = {
  title: 120,
  street: 200,
  contactName: 100,
  companyName: 200,
  companySize: 30,
  informationClause: 5000,
  consentText: 2000,
  body: 50_000,
  skillName: 50,
  employmentTypes: 5,
  skills: 30,
} as const;

export type EditorProblem =
  | 'required'
  | 'too-long'
  | 'invalid-email'
  | 'invalid-url'
  | 'invalid-phone'
  | 'invalid-amount'
  | 'range-order'
  | 'invalid-coordinate'
  | 'duplicate'
  | 'too-many'
  | 'salary-range-required';

/** Problems by field path (`title`, `employmentTypes.0.from`, `requiredSkills.2.name`). */
export type EditorProblems = Readonly<Record<string, EditorProblem>>;

const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

function tooLong(value: string, max: number): EditorProblem | undefined {
  return value.trim().length > max ? 'too-long' : undefined;
}
const optionalEmail = (value: string): EditorProblem | undefined =>
  value.trim() === '' ? undefined : (emailProblem(value) as EditorProblem | undefined);
const optionalUrl = (value: string): EditorProblem | undefined => (value.trim() === '' || WEB_ADDRESS.test(value.trim()) ? undefined : 'invalid-url');
function coordinate(value: string, limit: number): EditorProblem | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value.trim());
  return Number.isFinite(number) && Math.abs(number) <= limit ? undefined : 'invalid-coordinate';
}

/**
 * What would make the gateway refuse to save the form: text too long, addresses that are not
 * addresses, amounts that are not amounts or whose bottom is above their top, a contract or skill
 * listed twice. A form without these problems can be saved as a draft, however incomplete.
 */
export function formatProblems(values: OfferEditorValues): EditorProblems {
  const problems: Record<string, EditorProblem | undefined> = {
    title: tooLong(values.title, EDITOR_LIMITS.title),
    body: values.body.length > EDITOR_LIMITS.body ? 'too-long' : undefined,
    street: tooLong(values.street, EDITOR_LIMITS.street),
    latitude: coordinate(values.latitude, 90),
    longitude: coordinate(values.longitude, 180),
    applyUrl: optionalUrl(values.applyUrl),
    companyUrl: optionalUrl(values.companyUrl),
    applyEmail: optionalEmail(values.applyEmail),
    contactEmail: optionalEmail(values.contactEmail),
    contactName: tooLong(values.contactName, EDITOR_LIMITS.contactName),
    contactPhone: values.contactPhone.trim() === '' || PHONE_PATTERN.test(values.contactPhone.trim()) ? undefined : 'invalid-phone',
    informationClause: tooLong(values.informationClause, EDITOR_LIMITS.informationClause),
    'futureConsent.text': tooLong(values.futureConsent.text, EDITOR_LIMITS.consentText),
    'customConsent.text': tooLong(values.customConsent.text, EDITOR_LIMITS.consentText),
    companyName: tooLong(values.companyName, EDITOR_LIMITS.companyName),
    companySize: tooLong(values.companySize, EDITOR_LIMITS.companySize),
    employmentTypes: values.employmentTypes.length > EDITOR_LIMITS.employmentTypes ? 'too-many' : undefined,
  };
  values.employmentTypes.forEach((type, index) => {
    const key = `employmentTypes.${index}`;
    const from = parseAmount(type.from);
    const to = parseAmount(type.to);
    if (type.from.trim() !== '' && from === null) problems[`${key}.from`] = 'invalid-amount';
    if (type.to.trim() !== '' && to === null) problems[`${key}.to`] = 'invalid-amount';
    if (from !== null && to !== null && from > to) problems[`${key}.to`] = 'range-order';
    if (values.employmentTypes.findIndex((other) => other.type === type.type) !== index) problems[`${key}.type`] = 'duplicate';
  });
  for (const list of ['requiredSkills', 'optionalSkills'] as const) {
    if (values[list].length > EDITOR_LIMITS.skills) problems[list] = 'too-many';
    values[list].forEach((skill, index) => {
      const name = skill.name.trim().toLowerCase();
      if (skill.name.trim().length > EDITOR_LIMITS.skillName) problems[`${list}.${index}.name`] = 'too-long';
      else if (name !== '' && values[list].findIndex((other) => other.name.trim().toLowerCase() === name) !== index)
        problems[`${list}.${index}.name`] = 'duplicate';
    });
  }
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, EditorProblem] => entry[1] !== undefined));
}

/**
 * What publication still needs, by field: every required field, at least one contract and, by pay
 * transparency, a salary range for every contract (without an apply address or e-mail, applications
 * come to the board: docs/applications.md).
 */
export function publicationHints(values: OfferEditorValues): EditorProblems {
  const hints: Record<string, EditorProblem> = {};
  const required = {
    title: values.title,
    body: values.body,
    categoryId: categoryField(values),
    city: values.city,
    experienceLevel: values.experienceLevel,
    workplaceType: values.workplaceType,
    workingTime: values.workingTime,
    companyName: values.companyName,
  };
  for (const [key, value] of Object.entries(required)) if (value.trim() === '') hints[key] = 'required';
  if (values.employmentTypes.length === 0) hints['employmentTypes'] = 'required';
  values.employmentTypes.forEach((type, index) => {
    if (!hasPayRange({ type: type.type, from: parseAmount(type.from), to: parseAmount(type.to) }))
      hints[`employmentTypes.${index}.to`] = 'salary-range-required';
  });
  return hints;
}

export const hasEditorProblems = (problems: EditorProblems): boolean => Object.keys(problems).length > 0;

import { isLeft } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { OfferFormCodec, type OfferFieldsDto, type OfferFormDto } from '../../../contract/offerLifecycle.ts';
import { experienceLevelKeys, workingTimeKeys, workplaceTypeKeys } from '../../listing/offerQuery.ts';
import type { ReferenceData } from '../../listing/referenceData.ts';
import {
  consent,
  coordinate,
  description,
  employmentTypes,
  oneOf,
  optionalBlock,
  optionalEmail,
  optionalLine,
  optionalPhone,
  optionalWebAddress,
  skills,
  type Checked,
} from './fieldRules.ts';

export type FormProblems = Readonly<Record<string, string>>;
export type FormResult = { readonly ok: true; readonly changes: Partial<OfferFieldsDto> } | { readonly ok: false; readonly problems: FormProblems };

type Props = typeof OfferFormCodec.props;
type Key = keyof Props;
const KEYS = Object.keys(OfferFormCodec.props) as Key[];

/** What a field is checked against: the tenant's categories and the cities. */
export interface FormContext {
  readonly tenantId: string;
  readonly reference: ReferenceData;
}

function category(value: number | null, context: FormContext): Checked<number | null> {
  if (value === null) return { ok: true, value: null };
  const known = Number.isInteger(value) ? context.reference.categoryById.get(value) : undefined;
  return known && known.tenant_id === context.tenantId
    ? { ok: true, value }
    : { ok: false, message: `category_id: ${value} is not a category of this board (see /categories).` };
}

function city(value: string | null, context: FormContext): Checked<string | null> {
  if (value === null || value.trim() === '') return { ok: true, value: null };
  const slug = value.trim().toLowerCase();
  return context.reference.cityBySlug.has(slug)
    ? { ok: true, value: slug }
    : { ok: false, message: `city: ${slug.slice(0, 60)} is not a city slug (see /cities).` };
}

/** Each field's rule, given the value typed by its codec. */
function checkField<K extends Key>(key: K, value: OfferFormDto[K], context: FormContext): Checked<unknown> {
  const v = value as never;
  switch (key) {
    case 'title':
      return value === null ? { ok: true, value: null } : optionalLine(v, 'title', 120);
    case 'body':
      return description(v);
    case 'category_id':
      return category(v, context);
    case 'city':
      return city(v, context);
    case 'street':
      return optionalLine(v, 'street', 200);
    case 'latitude':
      return coordinate(v, 'latitude', 90);
    case 'longitude':
      return coordinate(v, 'longitude', 180);
    case 'experience_level':
      return oneOf(v, key, experienceLevelKeys);
    case 'workplace_type':
      return oneOf(v, key, workplaceTypeKeys);
    case 'working_time':
      return oneOf(v, key, workingTimeKeys);
    case 'employment_types':
      return employmentTypes(v);
    case 'required_skills':
    case 'optional_skills':
      return skills(v, key);
    case 'apply_url':
    case 'company_url':
      return optionalWebAddress(v, key);
    case 'apply_email':
    case 'contact_email':
      return optionalEmail(v, key);
    case 'contact_name':
      return optionalLine(v, key, 100);
    case 'contact_phone':
      return optionalPhone(v, key);
    case 'information_clause':
      return optionalBlock(v, key, 5000);
    case 'future_consent':
    case 'custom_consent':
      return consent(v, key);
    case 'remote_interview':
    case 'open_to_hire_ukrainians':
      return { ok: true, value };
    case 'company_name':
      return optionalLine(v, key, 200);
    case 'company_size':
      return optionalLine(v, key, 30);
    default:
      return { ok: false, message: `${String(key)}: unknown field.` };
  }
}

/**
 * The fields a PATCH changes, each decoded with its codec from contract/offerLifecycle.ts and then
 * checked against its rule; every problem is reported, by field, in one answer. Fields the offer
 * entity does not have are ignored (clients send back what they read, id and slug included).
 */
export function readOfferForm(body: unknown, context: FormContext): FormResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, problems: { body: 'Send the offer fields as one JSON object.' } };
  const input = body as Record<string, unknown>;
  const problems: Record<string, string> = {};
  const changes: Record<string, unknown> = {};
  for (const key of KEYS) {
    if (!(key in input) || input[key] === undefined) continue;
    const codec = OfferFormCodec.props[key] as t.Mixed;
    const decoded = codec.decode(input[key]);
    if (isLeft(decoded)) {
      problems[key] = `${key}: expected ${codec.name}.`;
      continue;
    }
    const checked = checkField(key, decoded.right as OfferFormDto[typeof key], context);
    if (checked.ok) changes[key] = checked.value;
    else problems[key] = checked.message;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, changes: changes as Partial<OfferFieldsDto> };
}

import type { OfferConsentDto, OfferSkillDto, StoredEmploymentTypeDto } from '../../../contract/offerLifecycle.ts';
import { phoneNumber } from '../../employer/accountRules.ts';
import { emailAddress, plainBlock, plainLine, webAddress, type TextCheck } from '../../employer/plainText.ts';
import { hasControlCharactersBesidesLineBreaks } from '../../../core/shared/controlCharacters.ts';
import { sanitizeHtml } from '../../http/sanitizeHtml.ts';
import { isSalaryUnit } from '../../listing/currencyRates.ts';
import { currencyKeys, employmentTypeKeys } from '../../listing/offerQuery.ts';

/**
 * The rule of each offer field, applied to a value that already has the codec's type. Each answers
 * the value to store (empty text stored as null) or a message naming the field.
 */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export const MAX_BODY_LENGTH = 50_000;
export const MAX_SALARY = 10_000_000;
export const MAX_EMPLOYMENT_TYPES = 5;
export const MAX_SKILLS = 30;

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });
const fromText = (check: TextCheck): Checked<string | null> => (check.ok ? { ok: true, value: check.value === '' ? null : check.value } : check);

/** Optional one-line text: null or blank is none. */
export function optionalLine(value: string | null, field: string, max: number): Checked<string | null> {
  return value === null || value.trim() === '' ? { ok: true, value: null } : fromText(plainLine(value, field, max));
}

export function optionalBlock(value: string | null, field: string, max: number): Checked<string | null> {
  return value === null || value.trim() === '' ? { ok: true, value: null } : fromText(plainBlock(value, field, max));
}

export function optionalEmail(value: string | null, field: string): Checked<string | null> {
  return value === null || value.trim() === '' ? { ok: true, value: null } : fromText(emailAddress(value, field));
}

export function optionalWebAddress(value: string | null, field: string): Checked<string | null> {
  return value === null || value.trim() === '' ? { ok: true, value: null } : fromText(webAddress(value, field));
}

export function optionalPhone(value: string | null, field: string): Checked<string | null> {
  const phone = phoneNumber(value, field);
  return phone.ok ? { ok: true, value: phone.value } : fail(phone.message);
}

/** The description: HTML, sanitised here (scripts, handlers and styles gone), whatever the client did. */
export function description(value: string | null): Checked<string | null> {
  if (value === null) return { ok: true, value: null };
  if (hasControlCharactersBesidesLineBreaks(value)) return fail('body: control characters are not allowed.');
  if (value.length > MAX_BODY_LENGTH) return fail(`body: at most ${MAX_BODY_LENGTH} characters of HTML.`);
  const clean = sanitizeHtml(value).trim();
  return { ok: true, value: clean === '' ? null : clean };
}

export function oneOf(value: string | null, field: string, known: readonly string[]): Checked<string | null> {
  if (value === null || value === '') return { ok: true, value: null };
  const key = value.trim().toLowerCase();
  return known.includes(key) ? { ok: true, value: key } : fail(`${field}: one of ${known.join(', ')}.`);
}

export function coordinate(value: number | null, field: string, limit: 90 | 180): Checked<number | null> {
  if (value === null) return { ok: true, value: null };
  return Number.isFinite(value) && Math.abs(value) <= limit ? { ok: true, value } : fail(`${field}: a number from -${limit} to ${limit}.`);
}

const amount = (value: number | null | undefined): value is number | null | undefined =>
  value === null || value === undefined || (Number.isFinite(value) && value >= 0 && value <= MAX_SALARY);

interface EmploymentTypeInput {
  readonly type: string;
  readonly from?: number | null;
  readonly to?: number | null;
  readonly currency?: string;
  readonly gross?: boolean;
  readonly unit?: string;
}

/** Up to five distinct contracts; a salary is optional while drafting (publication asks for it, pay transparency). */
export function employmentTypes(values: readonly EmploymentTypeInput[]): Checked<StoredEmploymentTypeDto[]> {
  if (values.length > MAX_EMPLOYMENT_TYPES) return fail(`employment_types: at most ${MAX_EMPLOYMENT_TYPES}.`);
  const result: StoredEmploymentTypeDto[] = [];
  for (const [index, value] of values.entries()) {
    const field = `employment_types[${index}]`;
    const type = value.type.trim().toLowerCase();
    if (!employmentTypeKeys.some((key) => key === type)) return fail(`${field}.type: one of ${employmentTypeKeys.join(', ')}.`);
    if (result.some((other) => other.type === type)) return fail(`${field}.type: ${type} is listed twice.`);
    const currency = (value.currency ?? 'pln').trim().toLowerCase();
    if (!currencyKeys.some((key) => key === currency)) return fail(`${field}.currency: one of ${currencyKeys.join(', ')}.`);
    const unit = (value.unit ?? 'month').trim().toLowerCase();
    if (!isSalaryUnit(unit)) return fail(`${field}.unit: one of hour, day, month, year.`);
    if (!amount(value.from) || !amount(value.to)) return fail(`${field}: from and to are amounts from 0 to ${MAX_SALARY}, or empty.`);
    const from = value.from ?? null;
    const to = value.to ?? null;
    if (from !== null && to !== null && from > to) return fail(`${field}: from must not be more than to.`);
    result.push({ type, from, to, currency, unit, gross: value.gross ?? type === 'permanent' });
  }
  return { ok: true, value: result };
}

export function skills(values: readonly OfferSkillDto[], field: string): Checked<OfferSkillDto[]> {
  if (values.length > MAX_SKILLS) return fail(`${field}: at most ${MAX_SKILLS}.`);
  const result: OfferSkillDto[] = [];
  for (const [index, skill] of values.entries()) {
    const name = plainLine(skill.name, `${field}[${index}].name`, 50);
    if (!name.ok) return name;
    if (!Number.isInteger(skill.level) || skill.level < 1 || skill.level > 5) return fail(`${field}[${index}].level: a whole number from 1 to 5.`);
    if (result.some((other) => other.name.toLowerCase() === name.value.toLowerCase()))
      return fail(`${field}[${index}].name: ${name.value} is listed twice.`);
    result.push({ name: name.value, level: skill.level });
  }
  return { ok: true, value: result };
}

export function consent(value: OfferConsentDto | null, field: string): Checked<OfferConsentDto | null> {
  if (value === null) return { ok: true, value: null };
  const text = plainBlock(value.text, `${field}.text`, 2000);
  return text.ok ? { ok: true, value: { text: text.value, enabled: value.enabled } } : text;
}

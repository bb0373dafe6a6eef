import type { FastifyReply } from 'fastify';
import { isLeft } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { ALERT_NAME_MAX_LENGTH, SEARCH_URL_MAX_LENGTH, type FiltersDto, type InvalidAlertInputDto } from '../../contract/alerts.ts';
import { alertNameProblem, emailProblem } from '../../core/alerts/alertRules.ts';
import { hasControlCharacters } from '../../core/shared/controlCharacters.ts';

/**
 * The alert routes' input rules: the contract codec for shapes, then the same rules the forms apply
 * (core/alerts/alertRules.ts: name pattern and length, e-mail pattern), then bounds that keep the
 * database safe. Every problem is named per field in one 400.
 */

/** Field → problem: required, pattern, too-long, unknown (a value outside a fixed list), invalid. */
export type FieldProblems = Record<string, string>;

const FILTER_LIST_MAX = 50;
const FILTER_TEXT_MAX = 200;
const SALARY_LIMIT = 10_000_000;

function pathOf(error: t.ValidationError): string {
  const keys = error.context.slice(1).map((entry) => entry.key);
  const [first, second] = keys;
  if (first === undefined || first === '') return 'body';
  return first === 'filters' && second !== undefined && !/^\d+$/.test(second) ? `filters.${second}` : first;
}

function problemOf(error: t.ValidationError, path: string): string {
  const last = error.context[error.context.length - 1];
  if (error.value === undefined) return 'required';
  if (path === 'frequency' && typeof error.value === 'string') return 'unknown';
  return last?.type.name === 'undefined' ? 'unknown' : 'invalid';
}

/** The decoded body, or every field the codec refused. */
export function decodeFields<A, O>(codec: t.Type<A, O, unknown>, value: unknown): { ok: true; value: A } | { ok: false; fields: FieldProblems } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, fields: { body: 'required' } };
  const result = codec.decode(value);
  if (!isLeft(result)) return { ok: true, value: result.right };
  const fields: FieldProblems = {};
  for (const error of result.left) {
    const path = pathOf(error);
    fields[path] ??= problemOf(error, path);
  }
  return { ok: false, fields };
}

export function nameProblem(name: string): string | null {
  return alertNameProblem(name);
}

export function emailAddressProblem(email: string): string | null {
  return emailProblem(email);
}

/** A listing path and query (`/job-offers/krakow?keyword=react`), or an absolute http(s) URL of one. */
export function searchUrlProblem(searchUrl: string): string | null {
  const text = searchUrl.trim();
  if (text === '') return 'required';
  if (text.length > SEARCH_URL_MAX_LENGTH) return 'too-long';
  if (hasControlCharacters(text) || text.includes('\\')) return 'pattern';
  if (text.startsWith('/')) return text.startsWith('//') ? 'pattern' : null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'pattern';
  } catch {
    return 'pattern';
  }
}

/** Bounds on the filters payload: short lists of short texts, a sane salary range. */
export function filtersProblems(filters: FiltersDto): FieldProblems {
  const fields: FieldProblems = {};
  const lists: Record<string, readonly string[]> = {
    categories: filters.categories,
    employmentTypes: filters.employmentTypes,
    experiences: filters.experiences,
    workingTimes: filters.workingTimes,
    remoteWorkOptions: filters.remoteWorkOptions,
    search: [...filters.search.keywords, ...filters.search.companyNames, ...filters.search.skills, ...filters.search.jobTitles],
  };
  for (const [name, list] of Object.entries(lists)) {
    if (list.length > FILTER_LIST_MAX * (name === 'search' ? 4 : 1)) fields[`filters.${name}`] = 'too-long';
    else if (list.some((item) => item.length > FILTER_TEXT_MAX || hasControlCharacters(item))) fields[`filters.${name}`] = 'invalid';
  }
  const city = filters.localization?.city;
  if (city !== undefined && (city.length > FILTER_TEXT_MAX || hasControlCharacters(city))) fields['filters.localization'] = 'invalid';
  const salary = filters.salary;
  if (salary !== null) {
    const inRange = (n: number) => Number.isFinite(n) && n >= 0 && n <= SALARY_LIMIT;
    if (!inRange(salary.from) || !inRange(salary.to) || salary.from > salary.to) fields['filters.salary'] = 'invalid';
  }
  return fields;
}

const explanations: Record<string, Record<string, string>> = {
  name: {
    required: 'name is required',
    'too-long': `name may have at most ${ALERT_NAME_MAX_LENGTH} characters`,
    pattern: 'name may contain only letters (Polish letters too), digits, spaces and , & # ( ) / + -',
  },
  email: { required: 'email is required', pattern: 'email must be a valid e-mail address' },
  frequency: { required: 'frequency is required', unknown: 'frequency must be daily, twiceAWeek or weekly' },
  searchUrl: {
    required: 'searchUrl is required',
    'too-long': `searchUrl may have at most ${SEARCH_URL_MAX_LENGTH} characters`,
    pattern: 'searchUrl must be a listing path such as /job-offers/krakow',
  },
};

function explain(field: string, problem: string): string {
  return (
    explanations[field]?.[problem] ??
    (problem === 'required' ? `${field} is required` : `${field} is ${problem === 'too-long' ? 'too long' : 'not valid'}`)
  );
}

/**
 * The guest form's field rules (e-mail, name, searchUrl) over whatever text fields the body has,
 * so that they are named even when the body's shape is refused.
 */
export function guestFieldProblems(body: unknown): FieldProblems {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : null);
  const problems: FieldProblems = {};
  const email = text('email');
  const name = text('name');
  const searchUrl = text('searchUrl');
  if (email !== null && emailAddressProblem(email) !== null) problems['email'] = emailAddressProblem(email) ?? 'invalid';
  if (name !== null && nameProblem(name) !== null) problems['name'] = nameProblem(name) ?? 'invalid';
  if (searchUrl !== null && searchUrlProblem(searchUrl) !== null) problems['searchUrl'] = searchUrlProblem(searchUrl) ?? 'invalid';
  return problems;
}

export function sendInvalidInput(reply: FastifyReply, fields: FieldProblems): FastifyReply {
  const body: InvalidAlertInputDto = {
    error: 'invalid-input',
    message: `Check the request: ${Object.entries(fields)
      .map(([field, problem]) => explain(field, problem))
      .join('; ')}.`,
    fields,
  };
  return reply.code(400).send(body);
}

/**
 * The logged-in editor's multipart form as the JSON object PATCH takes, by the shaping rules of
 * platform.md 5 read backwards: booleans arrive as 1/0, empty values as empty strings (none), a
 * `logo` that is text rather than a file is dropped, empty salaries are none, and `subcategory_id`,
 * when set, is the category. Nested values use bracket names: `employment_types[0][from]`,
 * `future_consent[enabled]`; a JSON text in `employment_types`, the skills or a consent is read too.
 * A value that cannot be what its field wants is passed on as text, so the field's codec names it.
 */
const BOOLEANS = new Set(['remote_interview', 'open_to_hire_ukrainians']);
const NUMBERS = new Set(['category_id', 'subcategory_id', 'latitude', 'longitude']);
const STRUCTURED = new Set(['employment_types', 'required_skills', 'optional_skills', 'future_consent', 'custom_consent']);
const MAX_INDEX = 50;
/** Names that would reach an object's prototype rather than a field. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const NAME = /^([a-z_]{1,40})((?:\[[a-z_0-9]{0,40}\]){0,2})$/;

type Tree = Record<string, unknown>;

export function flag(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (text === '1' || text === 'true' || text === 'on') return true;
  if (text === '0' || text === 'false' || text === '') return false;
  return value;
}

export function numberOrNone(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d{1,12}(\.\d{1,8})?$/.test(text) ? Number(text) : value;
}

/** `a[0][b]` → ['a', '0', 'b']; null for a name that is not of this form. */
function pathOf(name: string): string[] | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const rest = [...(match[2] ?? '').matchAll(/\[([a-z_0-9]*)\]/g)].map((m) => m[1] ?? '');
  const path = [match[1] ?? '', ...rest];
  if (rest.some((part) => /^\d+$/.test(part) && Number(part) > MAX_INDEX) || path.some((part) => FORBIDDEN.has(part))) return null;
  return path;
}

/** Objects keyed 0, 1, 2 … become arrays in index order. */
function arrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const tree = value as Tree;
  const keys = Object.keys(tree);
  const indexed = keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
  const mapped = Object.fromEntries(keys.map((key) => [key, arrays(tree[key])]));
  return indexed ? keys.sort((a, b) => Number(a) - Number(b)).map((key) => mapped[key]) : mapped;
}

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('[') && !text.startsWith('{')) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

function shapeEmploymentType(entry: unknown): unknown {
  if (typeof entry !== 'object' || entry === null) return entry;
  const value = entry as Tree;
  return { ...value, from: numberOrNone(value['from']), to: numberOrNone(value['to']), ...('gross' in value ? { gross: flag(value['gross']) } : {}) };
}

const shapeSkill = (entry: unknown): unknown =>
  typeof entry === 'object' && entry !== null ? { ...(entry as Tree), level: numberOrNone((entry as Tree)['level']) } : entry;
const shapeConsent = (entry: unknown): unknown =>
  typeof entry === 'object' && entry !== null ? { ...(entry as Tree), enabled: flag((entry as Tree)['enabled']) } : entry;

/** The form fields (text parts only, in order) as the object the JSON PATCH takes. */
export function shapeMultipartFields(fields: ReadonlyArray<readonly [string, string]>): Record<string, unknown> {
  const tree: Tree = {};
  for (const [name, value] of fields) {
    const path = pathOf(name);
    if (!path || path[0] === 'logo') continue;
    let node = tree;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = (typeof next === 'object' && next !== null ? next : (node[part] = {})) as Tree;
    }
    node[path[path.length - 1] ?? ''] = value;
  }
  const shaped = arrays(tree) as Tree;
  const result: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(shaped)) {
    const value = STRUCTURED.has(key) ? parseJsonText(raw) : raw;
    if (BOOLEANS.has(key)) result[key] = flag(value);
    else if (NUMBERS.has(key)) result[key] = numberOrNone(value);
    else if (key === 'employment_types') result[key] = Array.isArray(value) ? value.map(shapeEmploymentType) : value === '' ? [] : value;
    else if (key === 'required_skills' || key === 'optional_skills')
      result[key] = Array.isArray(value) ? value.map(shapeSkill) : value === '' ? [] : value;
    else if (key === 'future_consent' || key === 'custom_consent') result[key] = value === '' ? null : shapeConsent(value);
    else result[key] = value === '' ? null : value;
  }
  const subcategory = result['subcategory_id'];
  delete result['subcategory_id'];
  if (subcategory !== null && subcategory !== undefined) result['category_id'] = subcategory;
  return result;
}

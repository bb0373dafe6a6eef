import type { ConsentFields, EmploymentTypeFields, OfferFields, SkillFields } from '../OfferDraft.ts';

type Tree = { [key: string]: string | Tree };
const BRACKETS = /^([a-z_]+)((?:\[[a-z_0-9]+\])*)$/;

const textOrNone = (value: string | Tree | undefined): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const numberOrNone = (value: string | Tree | undefined): number | null =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;
const isFlag = (value: string | Tree | undefined): boolean => value === '1';

/** `a[0][b]` fields as a tree, in order. */
function treeOf(fields: ReadonlyArray<readonly [string, string]>): Tree {
  const tree: Tree = {};
  for (const [name, value] of fields) {
    const match = BRACKETS.exec(name);
    if (!match) continue;
    const path = [match[1] ?? '', ...[...(match[2] ?? '').matchAll(/\[([a-z_0-9]+)\]/g)].map((part) => part[1] ?? '')];
    let node = tree;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[path[path.length - 1] ?? ''] = value;
  }
  return tree;
}

const entries = (value: string | Tree | undefined): Tree[] =>
  typeof value === 'object'
    ? Object.keys(value)
        .sort((a, b) => Number(a) - Number(b))
        .map((key) => value[key])
        .filter((entry): entry is Tree => typeof entry === 'object')
    : [];

const employmentType = (entry: Tree): EmploymentTypeFields => ({
  type: typeof entry['type'] === 'string' ? entry['type'] : '',
  from: numberOrNone(entry['from']),
  to: numberOrNone(entry['to']),
  currency: typeof entry['currency'] === 'string' ? entry['currency'] : 'pln',
  gross: isFlag(entry['gross']),
  unit: typeof entry['unit'] === 'string' ? entry['unit'] : 'month',
});
const skill = (entry: Tree): SkillFields => ({ name: typeof entry['name'] === 'string' ? entry['name'] : '', level: Number(entry['level'] ?? 0) });
const consent = (value: string | Tree | undefined): ConsentFields | null =>
  typeof value === 'object' && typeof value['text'] === 'string' ? { text: value['text'], enabled: isFlag(value['enabled']) } : null;

/**
 * The form fields `offerFormData` writes, read back as the offer's fields (what the gateway's
 * multipart reader does): empty values are none, 1/0 are booleans, bracket names nest. For the
 * in-memory adapter and the shaping's round-trip tests.
 */
export function readOfferFormData(fields: ReadonlyArray<readonly [string, string]>): OfferFields {
  const tree = treeOf(fields);
  return {
    title: textOrNone(tree['title']),
    body: textOrNone(tree['body']),
    category_id: numberOrNone(tree['category_id']),
    city: textOrNone(tree['city']),
    street: textOrNone(tree['street']),
    latitude: numberOrNone(tree['latitude']),
    longitude: numberOrNone(tree['longitude']),
    experience_level: textOrNone(tree['experience_level']),
    workplace_type: textOrNone(tree['workplace_type']),
    working_time: textOrNone(tree['working_time']),
    employment_types: entries(tree['employment_types']).map(employmentType),
    required_skills: entries(tree['required_skills']).map(skill),
    optional_skills: entries(tree['optional_skills']).map(skill),
    apply_url: textOrNone(tree['apply_url']),
    apply_email: textOrNone(tree['apply_email']),
    contact_email: textOrNone(tree['contact_email']),
    contact_name: textOrNone(tree['contact_name']),
    contact_phone: textOrNone(tree['contact_phone']),
    information_clause: textOrNone(tree['information_clause']),
    future_consent: consent(tree['future_consent']),
    custom_consent: consent(tree['custom_consent']),
    remote_interview: isFlag(tree['remote_interview']),
    open_to_hire_ukrainians: isFlag(tree['open_to_hire_ukrainians']),
    company_name: textOrNone(tree['company_name']),
    company_size: textOrNone(tree['company_size']),
    company_url: textOrNone(tree['company_url']),
  };
}

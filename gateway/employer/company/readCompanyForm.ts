import type { Kysely } from 'kysely';
import { companyTypes } from '../../../core/employer/company/Company.ts';
import { COMPANY_LIMITS, normaliseCompanyType } from '../../../core/employer/company/companyRules.ts';
import type { Schema } from '../../db/Schema.ts';
import { plainBlock, plainLine, webAddress } from '../plainText.ts';
import type { CompanyDataChange } from './companyRows.ts';
import { checkImage } from './imageUpload.ts';
import type { MultipartForm } from './readMultipart.ts';

export type CompanyFormRead =
  { readonly ok: true; readonly change: CompanyDataChange } | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string };

type TextField = 'name' | 'short_description' | 'type' | 'industry' | 'size' | 'site';

/**
 * POST /v1/company/company_data's form: the text fields present are changed (left out: kept), a
 * `type` normalised to the six types or refused, an `industry` of the dictionary ('' clears it), a
 * `site` an http(s) address ('' clears it), and `logo` and `cover` files checked by their bytes (an empty one is none). Every
 * text problem is reported at once (400); an image problem answers its own status (413, 415).
 */
export async function readCompanyForm(db: Kysely<Schema>, form: MultipartForm): Promise<CompanyFormRead> {
  const problems: string[] = [];
  const change: { -readonly [K in keyof CompanyDataChange]: CompanyDataChange[K] } = {};
  const text = (field: TextField) => form.fields.get(field);
  const name = text('name');
  if (name !== undefined) {
    const checked = plainLine(name, 'name', COMPANY_LIMITS.name);
    if (checked.ok) change.name = checked.value;
    else problems.push(checked.message);
  }
  const description = text('short_description');
  if (description !== undefined) {
    const checked = plainBlock(description, 'short_description', COMPANY_LIMITS.shortDescription);
    if (checked.ok) change.short_description = checked.value;
    else problems.push(checked.message);
  }
  const type = text('type');
  if (type !== undefined) {
    const normalised = normaliseCompanyType(type);
    if (normalised) change.company_type = normalised;
    else problems.push(`type: one of ${companyTypes.join(', ')}.`);
  }
  const industry = text('industry');
  if (industry !== undefined) {
    const key = industry.trim();
    if (key === '') change.industry = null;
    else if (key.length <= 60 && (await isIndustryKey(db, key))) change.industry = key;
    else problems.push('industry: a key of GET /industries.');
  }
  const size = text('size');
  if (size !== undefined) {
    const checked = plainLine(size, 'size', COMPANY_LIMITS.size, 0);
    if (checked.ok) change.size = checked.value;
    else problems.push(checked.message);
  }
  const site = text('site');
  if (site !== undefined) {
    const checked = site.trim() === '' ? { ok: true as const, value: '' } : webAddress(site, 'site', COMPANY_LIMITS.site);
    if (checked.ok) change.url = checked.value;
    else problems.push(checked.message);
  }
  if (problems.length > 0) return { ok: false, status: 400, message: problems.join(' ') };
  for (const file of form.files) {
    // An empty file part is a form's file input left empty: no new image.
    if ((file.field !== 'logo' && file.field !== 'cover') || file.bytes.length === 0) continue;
    const image = await checkImage(file.field, file.bytes, file.field);
    if (!image.ok) return image;
    change[file.field] = { bytes: image.bytes, mediaType: image.mediaType };
  }
  return { ok: true, change };
}

async function isIndustryKey(db: Kysely<Schema>, key: string): Promise<boolean> {
  return (await db.selectFrom('industries').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;
}

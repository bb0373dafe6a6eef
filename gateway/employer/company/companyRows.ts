import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CompanyDto } from '../../../contract/employerCompany.ts';
import type { Schema } from '../../db/Schema.ts';
import { COMPANY_IMAGE_PATH, companyImageUrl, companyTypeOf } from '../../companies/companyDto.ts';
import { publicLogoUrl } from '../../listing/companyLogos.ts';
import { EMPTY_BILLING, NO_CLAUSES } from './companySettings.ts';

type Db = Kysely<Schema>;

/** The company of an employer of this tenant with its profile and settings, as GET /v1/company answers it; undefined when it is not one. */
export async function loadCompany(db: Db, tenantId: string, companyId: number): Promise<CompanyDto | undefined> {
  const row = await db
    .selectFrom('companies as c')
    .innerJoin('employer_companies as ec', 'ec.company_id', 'c.id')
    .leftJoin('company_profiles as p', 'p.company_id', 'c.id')
    .leftJoin('brand_stories as bs', 'bs.company_id', 'c.id')
    .select([
      'c.id',
      'c.slug',
      'c.name',
      'c.logo',
      'c.short_description',
      'c.company_type',
      'c.size',
      'c.url',
      'p.cover_image_id',
      'p.industry',
      'ec.billing',
      'ec.clauses',
      'bs.status as story_status',
    ])
    .where('c.id', '=', companyId)
    .where('ec.tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logo_url: publicLogoUrl(row.slug, row.logo),
    has_own_logo: row.logo.startsWith(COMPANY_IMAGE_PATH),
    cover_url: row.cover_image_id === null ? null : companyImageUrl(row.cover_image_id),
    short_description: row.short_description,
    type: companyTypeOf(row.company_type),
    industry: row.industry,
    size: row.size,
    site: row.url,
    billing: { ...EMPTY_BILLING, ...row.billing },
    clauses: row.clauses ?? NO_CLAUSES,
    brand_story: row.story_status ?? 'none',
  };
}

export interface CompanyDataChange {
  readonly name?: string;
  readonly short_description?: string;
  readonly company_type?: string;
  readonly industry?: string | null;
  readonly size?: string;
  readonly url?: string;
  readonly logo?: { readonly bytes: Buffer; readonly mediaType: string };
  readonly cover?: { readonly bytes: Buffer; readonly mediaType: string };
}

async function storeImage(
  db: Db,
  companyId: number,
  purpose: 'logo' | 'cover',
  image: { bytes: Buffer; mediaType: string },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('company_images')
    .values({ id, company_id: companyId, purpose, media_type: image.mediaType, bytes: image.bytes, created_at: now })
    .execute();
  return id;
}

/**
 * Writes the company's data in one transaction (the caller's): its `companies` row, a new logo or
 * cover as a `company_images` row (the one it replaces deleted), industry and cover on its profile
 * (made on the first save, so the company is no longer a "legacy" profile).
 */
export async function saveCompanyData(db: Db, companyId: number, change: CompanyDataChange, now: Date): Promise<void> {
  const current = await db.selectFrom('companies').select('logo').where('id', '=', companyId).forUpdate().executeTakeFirstOrThrow();
  const row: Record<string, string> = {};
  if (change.name !== undefined) row['name'] = change.name;
  if (change.short_description !== undefined) row['short_description'] = change.short_description;
  if (change.company_type !== undefined) row['company_type'] = change.company_type;
  if (change.size !== undefined) row['size'] = change.size;
  if (change.url !== undefined) row['url'] = change.url;
  if (change.logo) {
    row['logo'] = companyImageUrl(await storeImage(db, companyId, 'logo', change.logo, now));
    if (current.logo.startsWith(COMPANY_IMAGE_PATH))
      await db
        .deleteFrom('company_images')
        .where('id', '=', current.logo.slice(COMPANY_IMAGE_PATH.length))
        .where('company_id', '=', companyId)
        .execute();
  }
  if (Object.keys(row).length > 0) await db.updateTable('companies').set(row).where('id', '=', companyId).execute();

  const profile = await db
    .selectFrom('company_profiles')
    .select(['cover_image_id', 'industry'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  const cover = change.cover ? await storeImage(db, companyId, 'cover', change.cover, now) : (profile?.cover_image_id ?? null);
  const industry = change.industry !== undefined ? change.industry : (profile?.industry ?? null);
  await db
    .insertInto('company_profiles')
    .values({ company_id: companyId, cover_image_id: cover, industry, updated_at: now })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ cover_image_id: cover, industry, updated_at: now }))
    .execute();
  if (change.cover && profile?.cover_image_id) await db.deleteFrom('company_images').where('id', '=', profile.cover_image_id).execute();
}

/** The company's billing data or clauses replaced by `value` (JSON). */
export async function saveSetting(db: Db, companyId: number, column: 'billing' | 'clauses', value: object): Promise<void> {
  await db
    .updateTable('employer_companies')
    .set(column === 'billing' ? { billing: JSON.stringify(value) } : { clauses: JSON.stringify(value) })
    .where('company_id', '=', companyId)
    .execute();
}

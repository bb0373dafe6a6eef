import type { Kysely } from 'kysely';
import type { Schema } from '../../db/Schema.ts';

/** The offer page's company box: the company and how many offers it has on this board. */
export interface CompanyInfoRow {
  slug: string;
  name: string;
  logo: string;
  short_description: string;
  company_type: string;
  size: string;
  url: string;
  offers: number;
}

export async function companyShortInfo(db: Kysely<Schema>, tenantId: string, slug: string): Promise<CompanyInfoRow | undefined> {
  const row = await db
    .selectFrom('companies as c')
    .select((eb) => [
      'c.slug',
      'c.name',
      'c.logo',
      'c.short_description',
      'c.company_type',
      'c.size',
      'c.url',
      eb
        .selectFrom('offers as o')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('o.company_id', '=', 'c.id')
        .where('o.tenant_id', '=', tenantId)
        .as('offers'),
    ])
    .where('c.slug', '=', slug)
    .executeTakeFirst();
  return row ? { ...row, offers: Number(row.offers ?? 0) } : undefined;
}

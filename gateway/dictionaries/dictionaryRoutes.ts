import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { LabelledKeyDto } from '../../contract/companies.ts';
import type { Schema } from '../db/Schema.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { languageValue, type RawQuery } from '../listing/offerQuery.ts';
import type { DictionaryKind } from './tables.ts';

/** Each dictionary's path (engagement.md 7: GET with a lang parameter). */
const paths: Readonly<Record<DictionaryKind, string>> = { benefit: 'benefits', dresscode: 'dresscodes' };

/**
 * GET /{tenant}/benefits and /{tenant}/dresscodes?lang=pl|en: the seeded dictionary in the language
 * asked for (else the tenant's default), in its order, as `{ key, label }` like the companies'
 * `/industries` and `/company-types`. A few dozen rows that change only with a migration: read once.
 */
export async function dictionaryRoutes(app: FastifyInstance, deps: Pick<GatewayDeps, 'db'>): Promise<void> {
  const read = rowsOnce(deps.db);
  for (const [kind, path] of Object.entries(paths) as Array<[DictionaryKind, string]>) {
    app.get(`/:tenant/${path}`, { preHandler: requireTenant }, async (request): Promise<LabelledKeyDto[]> => {
      const lang = languageValue(request.query as RawQuery) ?? request.tenant.defaultLanguage;
      const rows = (await read()).filter((row) => row.kind === kind);
      return rows.map((row) => ({ key: row.key, label: lang === 'pl' ? row.label_pl : row.label_en }));
    });
  }
}

function rowsOnce(db: Kysely<Schema>) {
  let rows: Promise<Array<{ kind: DictionaryKind; key: string; label_pl: string; label_en: string }>> | null = null;
  return () => {
    rows ??= db.selectFrom('dictionary_entries').select(['kind', 'key', 'label_pl', 'label_en']).orderBy('kind').orderBy('position').execute();
    // A failed read is not kept: the next request tries again.
    rows.catch(() => (rows = null));
    return rows;
  };
}

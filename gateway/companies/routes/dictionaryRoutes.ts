import type { FastifyInstance } from 'fastify';
import { companyTypeKeys, type CompanyTypeKey, type LabelledKeyDto } from '../../../contract/companies.ts';
import { UUID_PATTERN } from '../../http/decodeInput.ts';
import { requireTenant } from '../../http/tenantScope.ts';
import type { CompaniesScope } from './companiesScope.ts';

const companyTypeLabels: Readonly<Record<CompanyTypeKey, { readonly pl: string; readonly en: string }>> = {
  'software-house': { pl: 'Software house', en: 'Software house' },
  'e-commerce': { pl: 'E-commerce', en: 'E-commerce' },
  startup: { pl: 'Startup', en: 'Startup' },
  corporation: { pl: 'Korporacja', en: 'Corporation' },
  agency: { pl: 'Agencja', en: 'Agency' },
  other: { pl: 'Inna', en: 'Other' },
};

/** A day fresh, then a week while it revalidates: an image's id changes when the image does. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** The companies' dictionaries in the language asked for, and the companies' stored images. */
export function dictionaryRoutes(app: FastifyInstance, scope: CompaniesScope): void {
  const { db, cached, languageOf } = scope;
  const scoped = { preHandler: requireTenant };

  app.get('/:tenant/industries', scoped, async (request): Promise<LabelledKeyDto[]> => {
    const lang = languageOf(request);
    return cached('industries', '*', lang, async () => {
      const rows = await db.selectFrom('industries').select(['key', 'label_pl', 'label_en']).orderBy('position').execute();
      return rows.map((row) => ({ key: row.key, label: lang === 'pl' ? row.label_pl : row.label_en }));
    });
  });

  app.get('/:tenant/company-types', scoped, async (request): Promise<LabelledKeyDto[]> => {
    const lang = languageOf(request);
    return companyTypeKeys.map((key) => ({ key, label: companyTypeLabels[key][lang] }));
  });

  // A sized variant (?w=) is asked by cards; stored images are served as they are, at any width asked.
  app.get('/company-images/:id', async (request, reply) => {
    const id = (request.params as { id: string }).id;
    const row = UUID_PATTERN.test(id)
      ? await db.selectFrom('company_images').select(['media_type', 'bytes']).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) return reply.code(404).send({ error: 'not-found', message: 'No such company image.' });
    void reply.header('cache-control', IMAGE_CACHE_CONTROL).header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.type(row.media_type).send(row.bytes);
  });
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';

/** Where the gateway serves a company's stored logo: one cacheable file instead of the image inlined into every card. */
export const COMPANY_LOGO_PATH = '/api/company-logos/';

/** How a stored SVG logo (the seed's) begins: a data URL. */
export const SVG_LOGO_PREFIX = 'data:image/svg+xml;utf8,';
const COMPANY_SLUG = /^[a-z0-9-]{1,200}$/;
/** A day fresh, then revalidated by its ETag (a logo changes rarely, and must change when it does). */
const LOGO_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * The logo address an answer carries: a stored SVG (the seed's, a data URL) becomes the logo's own
 * address, so a page of 100 offers does not carry 100 inlined images three times over (markup,
 * loader data, JSON-LD); any other stored address (https) is passed on as it is.
 */
export function publicLogoUrl(companySlug: string, stored: string): string {
  return stored.startsWith(SVG_LOGO_PREFIX) && COMPANY_SLUG.test(companySlug) ? `${COMPANY_LOGO_PATH}${companySlug}` : stored;
}

/** The SVG inside a stored data URL, or null when it is not one. */
export function svgOfDataUrl(stored: string): string | null {
  if (!stored.startsWith(SVG_LOGO_PREFIX)) return null;
  try {
    return decodeURIComponent(stored.slice(SVG_LOGO_PREFIX.length));
  } catch {
    return null;
  }
}

/** GET /api/company-logos/{slug}: the stored SVG logo, cacheable, with a policy that lets it run nothing. */
export async function companyLogoRoutes(app: FastifyInstance, db: Kysely<Schema>): Promise<void> {
  app.get('/company-logos/:slug', async (request, reply) => {
    const slug = (request.params as { slug: string }).slug;
    const row = COMPANY_SLUG.test(slug) ? await db.selectFrom('companies').select(['logo']).where('slug', '=', slug).executeTakeFirst() : undefined;
    const svg = row ? svgOfDataUrl(row.logo) : null;
    if (svg === null) return reply.code(404).send({ error: 'not-found', message: 'No such company logo.' });
    const etag = `"${Buffer.from(svg).length.toString(36)}-${hash(svg)}"`;
    void reply
      .header('cache-control', LOGO_CACHE_CONTROL)
      .header('etag', etag)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}

/** A short, stable digest of the text (FNV-1a), enough for an ETag. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(36);
}

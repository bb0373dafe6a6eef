import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TenantDto } from '../../contract/tenancy.ts';
import { iconIco, iconPng, iconSvg } from './tenantIcon.ts';

/** Icons change only with a tenant's colours: a day, then a week while they revalidate. */
const ICON_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** The manifest's icons: what installed apps and home screens ask for. */
export const manifestIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
] as const;

/** A tenant's web app manifest: its name, colours and icons; the home page opens it. */
export function webManifest(tenant: TenantDto) {
  return {
    name: tenant.name,
    short_name: tenant.name,
    description: tenant.tagline,
    lang: tenant.defaultLanguage,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: tenant.theme.light.background,
    theme_color: tenant.theme.light.primary,
    icons: manifestIcons,
  };
}

/**
 * Per tenant, drawn once per tenant and size and kept: /favicon.ico (16, 32, 48), /favicon.svg,
 * /apple-touch-icon.png (180), the manifest's PNGs (192, 512, maskable 512), /manifest.webmanifest.
 */
export async function iconRoutes(app: FastifyInstance, tenantOf: (request: FastifyRequest) => TenantDto): Promise<void> {
  const drawn = new Map<string, Buffer | string>();
  const once = <T extends Buffer | string>(key: string, draw: () => T): T => {
    const kept = drawn.get(key);
    if (kept !== undefined) return kept as T;
    const made = draw();
    drawn.set(key, made);
    return made;
  };
  const primary = (request: FastifyRequest) => tenantOf(request).theme.light.primary;

  app.get('/favicon.ico', async (request, reply) =>
    reply
      .type('image/x-icon')
      .header('cache-control', ICON_CACHE)
      .send(once(`ico:${primary(request)}`, () => iconIco(primary(request)))),
  );
  app.get('/favicon.svg', async (request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', ICON_CACHE)
      .send(once(`svg:${primary(request)}`, () => iconSvg(primary(request)))),
  );
  const pngRoutes: ReadonlyArray<readonly [string, number, boolean]> = [
    ['/apple-touch-icon.png', 180, false],
    ['/icons/icon-192.png', 192, false],
    ['/icons/icon-512.png', 512, false],
    ['/icons/maskable-512.png', 512, true],
  ];
  for (const [path, size, maskable] of pngRoutes) {
    app.get(path, async (request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', ICON_CACHE)
        .send(once(`png:${size}:${maskable}:${primary(request)}`, () => iconPng(size, primary(request), { maskable }))),
    );
  }
  app.get('/manifest.webmanifest', async (request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(webManifest(tenantOf(request)))),
  );
}

import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createServer as createVite, type ViteDevServer } from 'vite';
import { createServer, type PageRenderer } from '../../composition/server/createServer.ts';
import { ssrPlugin } from '../../composition/server/ssrPlugin.ts';
import type { Database } from '../../gateway/db/openDatabase.ts';
import { seedDatabase } from '../../gateway/seed/seedDatabase.ts';
import { testDatabase } from '../support/databases.ts';

const root = path.resolve(import.meta.dirname, '../..');
const unlimited = { max: 1_000_000, windowMs: 60_000 };

export interface FuzzServer {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** The React Router route table of the pages (paths as in ui/routes.ts). */
  readonly pagePaths: readonly string[];
  /** A seeded offer's slug and id, for routes that take one. */
  readonly offer: { readonly slug: string; readonly id: string };
  close(): Promise<void>;
}

/**
 * The whole server as `npm start` runs it, over a small seeded database, with the real pages
 * rendered by React Router (`pageRendering`: the fresh production build, or through Vite), and limits high enough that the fuzzing
 * reaches the handlers instead of the rate limiters.
 */
export async function startFuzzServer(): Promise<FuzzServer> {
  const database = await testDatabase();
  await seedDatabase(database.db, { offers: 60, now: new Date() });
  const pages = await pageRendering();
  const app = await createServer({
    gateway: {
      db: database.db,
      databaseKind: database.source,
      version: 'fuzz',
      now: () => new Date(),
      auth: {
        secret: new TextEncoder().encode('a fuzzing secret of at least thirty-two bytes'),
        passwordHashing: { N: 1024, r: 8, p: 1 },
        loginRateLimit: unlimited,
        accountRateLimit: unlimited,
      },
      alerts: { guestRateLimit: unlimited },
    },
    defaultTenant: 'jobboard',
    renderPages: pages.render,
  });
  await app.ready();
  const pagePaths = routePaths(await pages.routes());
  const offer = await database.db
    .selectFrom('offers')
    .select(['slug', 'id'])
    .where('tenant_id', '=', 'jobboard')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    app,
    database,
    pagePaths,
    offer,
    close: async () => {
      await app.close();
      await pages.close();
      await database.close();
    },
  };
}

interface PageRendering {
  readonly render: PageRenderer;
  readonly routes: () => Promise<ServerBuild['routes']>;
  close(): Promise<void>;
}

/**
 * The pages as `npm test` has just built them (it sets `JOBBOARD_TEST_BUILD` after the production
 * build): what ships, rendered two to three times faster than through Vite. Otherwise (vitest run
 * alone, where a build may be stale or missing) through Vite's development server, no build needed.
 */
async function pageRendering(): Promise<PageRendering> {
  if (process.env['JOBBOARD_TEST_BUILD'] === '1') {
    const entry = pathToFileURL(path.join(root, 'build/server/index.js')).href;
    const built = (await import(entry)) as { productionSsrPlugin: PageRenderer; productionRoutes: () => Promise<ServerBuild['routes']> };
    return { render: built.productionSsrPlugin, routes: built.productionRoutes, close: async () => {} };
  }
  const vite: ViteDevServer = await createVite({
    root,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  });
  const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  return {
    render: (app, options) => ssrPlugin(app, { ...options, mode: 'development', build }),
    routes: async () => (await build()).routes,
    close: () => vite.close(),
  };
}

/** Full paths of the React Router routes (`/`, `/oferta-pracy/:slug`, `/*`), from the build's flat route table. */
function routePaths(routes: ServerBuild['routes']): string[] {
  const full = (id: string): string => {
    const route = routes[id];
    if (!route) return '';
    const parent = route.parentId ? full(route.parentId) : '';
    const own = route.index ? '' : (route.path ?? '');
    return [parent, own].filter((part) => part !== '').join('/');
  };
  return [
    ...new Set(
      Object.keys(routes)
        .filter((id) => id !== 'root')
        .map((id) => `/${full(id)}`.replace(/\/+/g, '/')),
    ),
  ];
}

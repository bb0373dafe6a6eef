import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer as createVite } from 'vite';
import type { PageRenderer } from './createServer.ts';
import { ssrPlugin } from './ssrPlugin.ts';

/** Dev mode: Vite in middleware mode inside the same Fastify process, pages rebuilt on every change. */
export async function developmentSsr(root: string): Promise<PageRenderer> {
  const vite = await createVite({ root, server: { middlewareMode: true }, appType: 'custom' });
  return async (app, options) => {
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    await ssrPlugin(app, {
      ...options,
      mode: 'development',
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    });
  };
}

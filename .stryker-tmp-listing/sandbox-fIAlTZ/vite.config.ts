// @ts-nocheck
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The client build and the server build. The server build's entry is our own Fastify plugin,
 * which wraps React Router's request handler (see composition/server/ssrPlugin.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    ...(isSsrBuild ? { rollupOptions: { input: './composition/server/ssrPlugin.ts' } } : {}),
  },
  ssr: { noExternal: isSsrBuild ? ['@emotion/react', '@emotion/styled'] : [] },
}));

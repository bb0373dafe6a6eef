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
    sourcemap: process.env.BUNDLE_SOURCEMAP === '1',
    rollupOptions: {
      ...(isSsrBuild ? { input: './composition/server/ssrPlugin.ts' } : {}),
      // A feature's public entry (ui/features/<name>/index.ts) only re-exports: importing one part of it
      // must not pull the feature's other parts into the importer's chunk.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]ui[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) },
    },
  },
  // The development server renders with the aliases below too: io-ts and fp-ts are then transformed by
  // Vite, whose resolver reads their ES builds' extensionless imports (Node's loader refuses them).
  ssr: { noExternal: isSsrBuild ? ['@emotion/react', '@emotion/styled'] : ['io-ts', 'fp-ts'] },
  // In the browser, io-ts and fp-ts as ES modules: the CommonJS builds cannot be tree-shaken (ADR 15).
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^io-ts$/, replacement: 'io-ts/es6/index.js' },
          { find: /^fp-ts\/lib\/(.*)$/, replacement: 'fp-ts/es6/$1' },
        ],
      },
}));

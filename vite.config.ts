import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { eagerCompileHints } from './scripts/build/compileHints.ts';
import { isFeatureEntry, SHELL_CHUNK, shellChunk } from './scripts/build/shellChunk.ts';
import { stacklessReactSentinels } from './scripts/build/stacklessSentinels.ts';

/**
 * Archivo with `font-display: optional` instead of its package's `swap`: a phone on a slow first
 * visit keeps the fallback font rather than re-flowing every text (the bottom-anchored cookie banner
 * grew with the swap, a layout shift of 0.1 on every page); the font is cached for the next page.
 */
const archivoOptional: Plugin = {
  name: 'archivo-font-display-optional',
  enforce: 'pre',
  transform(code, id) {
    if (!/@fontsource-variable[\\/]archivo[\\/]index\.css/.test(id)) return null;
    return code.replaceAll(/font-display:\s*swap/g, 'font-display: optional');
  },
};

/**
 * The client build and the server build. The server build's entry is our own Fastify plugin,
 * which wraps React Router's request handler (see composition/server/ssrPlugin.ts).
 */
export default defineConfig(({ isSsrBuild }) => {
  const shell = shellChunk();
  return {
    plugins: [archivoOptional, stacklessReactSentinels(), shell.plugin, reactRouter(), eagerCompileHints()],
    build: {
      target: 'es2022',
      sourcemap: process.env.BUNDLE_SOURCEMAP === '1',
      rollupOptions: {
        ...(isSsrBuild
          ? { input: './composition/server/ssrPlugin.ts' }
          : { output: { codeSplitting: { groups: [{ name: SHELL_CHUNK, test: shell.isShellModule }] } } }),
        // A feature's public entry (ui/features/<name>/index.ts) only re-exports: importing one part of it
        // must not pull the feature's other parts into the importer's chunk.
        treeshake: { moduleSideEffects: (id: string) => !isFeatureEntry(id) },
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
  };
});

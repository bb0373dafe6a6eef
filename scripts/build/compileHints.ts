import type { Plugin } from 'vite';
import { SHELL_CHUNK } from './shellChunk.ts';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function of a
 * file whose first line it is gets compiled while the file streams in, on a background thread, instead
 * of on the main thread the first time it is called. ADR 37.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface EmittedChunk {
  readonly type: 'chunk';
  readonly name: string;
  readonly fileName: string;
  code: string;
  map: { mappings: string; toString(): string } | null;
}

/** One line before a chunk's code, and its source map moved down by that line (an empty first line of mappings). */
export function withFirstLine(chunk: EmittedChunk, line: string, mapAsset: { source: string | Uint8Array } | undefined): void {
  chunk.code = `${line}\n${chunk.code}`;
  if (chunk.map === null) return;
  chunk.map.mappings = `;${chunk.map.mappings}`;
  if (mapAsset) mapAsset.source = chunk.map.toString();
}

/**
 * The hint as the shell chunk's first line, whose functions nearly all run while a page starts and
 * hydrates; none for the chunks that load later or on use (dialogs, the map), whose functions would be
 * compiled for nothing. It runs after Vite has written its own first line (the preload map), because V8
 * reads the hint only at the very top of a file.
 */
export function eagerCompileHints(): Plugin {
  return {
    name: 'eager-compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.name !== SHELL_CHUNK) continue;
          const mapAsset = bundle[`${output.fileName}.map`];
          withFirstLine(output as unknown as EmittedChunk, EAGER_COMPILE_HINT, mapAsset?.type === 'asset' ? mapAsset : undefined);
        }
      },
    },
  };
}

import path from 'node:path';
import type { Plugin } from 'vite';

/** A feature's public entry (`ui/features/<name>/index.ts`): re-exports only, so side-effect free (vite.config.ts). */
export const isFeatureEntry = (id: string): boolean => /[\\/]ui[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id);
const isClientRoot = (id: string) => /[\\/]ui[\\/](entry\.client|root)\.tsx$/.test(id);
/**
 * The client entry itself stays in its own file: its code hydrates, and React Router's inline module
 * imports it last, once the route modules are in place (in the shell it would run as soon as a route
 * module imported the shell, before the router's globals exist).
 */
const isClientEntry = (id: string) => /[\\/]ui[\\/]entry\.client\.tsx$/.test(id);

/** The chunk every page starts from (ADR 28): React, the router, the container, the layout. */
export const SHELL_CHUNK = 'shell';

type Names = ReadonlySet<string> | 'all';

/**
 * What a module takes from each module it names, read from its transformed code: `import { a, b as c }
 * from "x"` takes `a` and `b` from x; a default, namespace or bare import, or `export *`, takes all.
 */
export function takenNames(code: string): Map<string, Names> {
  const taken = new Map<string, Names>();
  const add = (specifier: string, names: Names) => {
    const known = taken.get(specifier);
    if (names === 'all' || known === 'all') taken.set(specifier, 'all');
    else taken.set(specifier, new Set([...(known ?? []), ...names]));
  };
  for (const [, clause = '', specifier = ''] of code.matchAll(/(?:^|\n)\s*(?:import|export)\s*([^'";]*?)\s*(?:from\s*)?["']([^"']+)["']/g)) {
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    add(specifier, braces === null ? 'all' : new Set(importedNamesIn(braces[1] ?? '')));
  }
  return taken;
}

/** `a, b as c` → a, b (the names as the other module exports them). */
function importedNamesIn(list: string): string[] {
  return list
    .split(',')
    .map((part) => (part.trim().split(/\s+as\s+/)[0] ?? '').trim())
    .filter((name) => name !== '' && !name.startsWith('type '));
}

/** A feature entry's re-exports: exported name → [specifier, the name there]. */
export function reExports(code: string): Map<string, readonly [string, string]> {
  const exported = new Map<string, readonly [string, string]>();
  for (const [, list = '', specifier = ''] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const part of list.split(',')) {
      const [original, alias] = part.trim().split(/\s+as\s+/).map((name) => name.trim());
      if (original) exported.set(alias ?? original, [specifier, original]);
    }
  }
  return exported;
}

/**
 * Every page's scripts in one chunk: the modules the client entry and the root route need, found by
 * walking the module graph once it is complete. Through a feature's public entry the walk follows only
 * the names taken from it, as tree-shaking does; otherwise a re-export that no page shell uses (the
 * apply form and its form library, say) would move into every page's chunk.
 */
export function shellChunk(): { readonly plugin: Plugin; readonly isShellModule: (id: string) => boolean } {
  const shell = new Set<string>();
  const walked = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      const codeOf = (id: string) => this.getModuleInfo(id)?.code ?? '';
      const resolve = (from: string, specifier: string) => (specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : specifier);
      /** Names taken from each feature entry so far: an entry is walked again only for a name not yet followed. */
      const takenFromEntries = new Map<string, Set<string>>();
      const pending: { id: string; names: Names }[] = [...this.getModuleIds()].filter(isClientRoot).map((id) => ({ id, names: 'all' }));
      const follow = (id: string, names: Names) => {
        if (!isFeatureEntry(id)) {
          if (walked.has(id)) return;
          walked.add(id);
          if (!isClientEntry(id)) shell.add(id);
          const takenById = new Map([...takenNames(codeOf(id))].map(([specifier, takenHere]) => [resolve(id, specifier), takenHere]));
          for (const child of this.getModuleInfo(id)?.importedIds ?? []) pending.push({ id: child, names: takenById.get(child) ?? 'all' });
          return;
        }
        const exported = reExports(codeOf(id));
        const known = takenFromEntries.get(id) ?? new Set<string>();
        const fresh = [...(names === 'all' ? exported.keys() : names)].filter((name) => !known.has(name));
        takenFromEntries.set(id, new Set([...known, ...fresh]));
        shell.add(id);
        for (const name of fresh) {
          const source = exported.get(name);
          if (source !== undefined) pending.push({ id: resolve(id, source[0]), names: new Set([source[1]]) });
        }
      };
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) follow(next.id, next.names);
    },
  };
  return { plugin, isShellModule: (id) => shell.has(id) };
}

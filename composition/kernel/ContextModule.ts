import { Container } from 'inversify';
import { recordModules } from './attachModules.ts';
import type { Keys, Token } from './Token.ts';

/**
 * One context's bindings for one kind of entry point: `alerts.useCases`, `alerts.http`,
 * `alerts.inMemory`. A root is a list of modules; each module binds only the keys it names in
 * `provides` (the root test resolves every one of them), and no module binds a key another module
 * of the same root binds: what differs between roots is which modules they list, never a rebinding.
 */
export interface ContextModule {
  readonly name: string;
  readonly provides: readonly Token<unknown>[];
  bind(container: Container): void;
}

/** A module binding `keys` (a context's keys object, or a part of it). */
export function contextModule(name: string, keys: Keys | readonly Token<unknown>[], bind: (container: Container) => void): ContextModule {
  return { name, provides: Array.isArray(keys) ? keys : Object.values(keys), bind };
}

/** Picks some keys of a context's keys object: `pick(AlertsKeys, 'JobFilters', 'JobAlerts')`. */
export function pick<K extends Keys, N extends keyof K & string>(keys: K, ...names: N[]): Token<unknown>[] {
  return names.map((name) => keys[name] as Token<unknown>);
}

/** The keys every module of a root binds, each with the module that binds it. */
export function declaredKeys(modules: readonly ContextModule[]): ReadonlyMap<Token<unknown>, string> {
  const declared = new Map<Token<unknown>, string>();
  for (const module of modules) {
    for (const key of module.provides) {
      const earlier = declared.get(key);
      if (earlier !== undefined) throw new Error(`${String(key.description)} is bound by both ${earlier} and ${module.name}`);
      declared.set(key, module.name);
    }
  }
  return declared;
}

/**
 * A root's container: singleton-scoped (one store per tab in the browser, per request on the
 * server, per run in the CLI), with every module's bindings. Two modules declaring one key is a
 * wiring mistake and throws here, at start-up, not at the first lookup.
 */
export function buildRoot(modules: readonly ContextModule[]): Container {
  declaredKeys(modules);
  const container = new Container({ defaultScope: 'Singleton' });
  for (const module of modules) module.bind(container);
  recordModules(container, modules);
  return container;
}

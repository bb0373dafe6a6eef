import { Container } from 'inversify';
import type { Keys, Resolves, Token } from './Token.ts';

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

/**
 * A module binding some of a context's keys to values made already (a test's fakes, the store a
 * root chose): `valuesModule('favourites.inMemory', FavouritesKeys, { Favourites: favourites })`.
 */
export function valuesModule<K extends Keys>(name: string, keys: K, values: { readonly [N in keyof K]?: Resolves<K[N]> }): ContextModule {
  const names = Object.keys(values) as (keyof K & string)[];
  return contextModule(name, pick(keys, ...names), (container) => {
    for (const bound of names) container.bind(keys[bound] as Token<unknown>).toConstantValue(values[bound]);
  });
}

/** Picks some keys of a context's keys object: `pick(AlertsKeys, 'JobFilters', 'JobAlerts')`. */
export function pick<K extends Keys, N extends keyof K & string>(keys: K, ...names: N[]): Token<unknown>[] {
  return names.map((name) => keys[name] as Token<unknown>);
}

/** Every key of a context's keys object but the named ones: `omit(AlertsKeys, ...PORTS)`, a use-case module's keys beside its port modules. */
export function omit<K extends Keys>(keys: K, ...names: readonly (keyof K & string)[]): Token<unknown>[] {
  return Object.entries(keys)
    .filter(([name]) => !names.includes(name))
    .map(([, key]) => key);
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
  const container = emptyRoot(modules);
  for (const module of modules) module.bind(container);
  recordModules(container, modules);
  return container;
}

/** How a root built in steps pauses (the browser's `yieldToMain`) and reads the time. */
export interface Slicing {
  readonly pause: () => Promise<void>;
  /** The longest a step binds before it pauses: a phone's tap is answered in between. */
  readonly sliceMs: number;
  readonly now?: () => number;
}

/**
 * `buildRoot` in steps of about `sliceMs`, each its own task: a browser tab binds some 150 keys at
 * start-up, 10 to 22 ms in one task on a desktop processor and 40 to 90 ms at a phone's 4x slowdown
 * (docs/performance.md). The container is the same; it is ready when the promise settles.
 */
export async function buildRootInSlices(modules: readonly ContextModule[], slicing: Slicing): Promise<Container> {
  const now = slicing.now ?? (() => performance.now());
  const container = emptyRoot(modules);
  let sliceEnd = now() + slicing.sliceMs;
  for (const module of modules) {
    if (now() >= sliceEnd) {
      await slicing.pause();
      sliceEnd = now() + slicing.sliceMs;
    }
    module.bind(container);
  }
  recordModules(container, modules);
  return container;
}

function emptyRoot(modules: readonly ContextModule[]): Container {
  declaredKeys(modules);
  return new Container({ defaultScope: 'Singleton' });
}

/**
 * For each container, the key each bound module declared, and by which module: kept on the container
 * under a registered symbol, so that a second copy of this file (the development server's renderer
 * loads the routes through Vite, the root through Node) reads the same record.
 */
const BOUND_KEYS = Symbol.for('jobboard.kernel.boundKeys');
type Recorded = Container & { [BOUND_KEYS]?: Map<Token<unknown>, string> };
const boundKeys = {
  get: (container: Container) => (container as Recorded)[BOUND_KEYS],
  set: (container: Container, keys: Map<Token<unknown>, string>) => void ((container as Recorded)[BOUND_KEYS] = keys),
};

/** Records a root's modules (buildRoot calls this): what `attachModules` will find already there. */
export function recordModules(container: Container, modules: readonly ContextModule[]): void {
  const keys = boundKeys.get(container) ?? new Map<Token<unknown>, string>();
  for (const module of modules) for (const key of module.provides) keys.set(key, module.name);
  boundKeys.set(container, keys);
}

/**
 * Binds the modules a page needs that its root did not bind yet: the browser's root holds what
 * every page's first screen needs, and a route that needs more (the profile pages, the home page's
 * blocks) brings its context's modules in its own chunk and attaches them on first render. A module
 * whose keys are all bound already (the server renderer's and the test root bind every context up
 * front, the test root with fakes) is skipped; one whose keys are partly bound is a wiring mistake.
 */
export function attachModules(container: Container, modules: readonly ContextModule[]): void {
  const keys = boundKeys.get(container) ?? new Map<Token<unknown>, string>();
  for (const module of modules) {
    const bound = module.provides.filter((key) => keys.has(key));
    if (bound.length === module.provides.length) continue;
    if (bound.length > 0) {
      const [first] = bound;
      throw new Error(`${module.name} cannot attach: ${String(first?.description)} is already bound by ${keys.get(first!)}`);
    }
    module.bind(container);
    for (const key of module.provides) keys.set(key, module.name);
  }
  boundKeys.set(container, keys);
}

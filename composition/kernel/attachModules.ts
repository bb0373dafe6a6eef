import type { Container } from 'inversify';
import type { ContextModule } from './ContextModule.ts';
import type { Token } from './Token.ts';

/** For each container, the key each bound module declared, and by which module. */
const boundKeys = new WeakMap<Container, Map<Token<unknown>, string>>();

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

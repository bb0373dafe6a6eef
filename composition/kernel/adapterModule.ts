import { contextModule, pick, type ContextModule } from './ContextModule.ts';
import { provideClass, type Resolved } from './provide.ts';
import type { Keys, Token } from './Token.ts';

type Resolves<T> = T extends Token<infer U> ? U : never;

/**
 * A module binding some of a context's ports, each to an adapter class whose constructor takes the
 * same dependencies (the HTTP adapters' gateway client and tenant):
 * `adapterModule('listing.http', K, httpAdapterDeps, { OfferSearch: OfferSearchHttp })`.
 * It provides exactly the ports it names.
 */
export function adapterModule<K extends Keys, const D extends readonly Token<unknown>[]>(
  name: string,
  keys: K,
  dependencies: D,
  adapters: { readonly [N in keyof K]?: new (...args: Resolved<D>) => Resolves<K[N]> },
): ContextModule {
  const ports = Object.keys(adapters) as (keyof K & string)[];
  return contextModule(name, pick(keys, ...ports), (container) => {
    for (const port of ports) provideClass(container, keys[port] as Token<unknown>, adapters[port]!, dependencies);
  });
}

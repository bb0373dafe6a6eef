import { contextModule, pick, type ContextModule } from './ContextModule.ts';
import { provideEach, type ClassesFor } from './provide.ts';
import type { Keys, Token } from './Token.ts';

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
  adapters: ClassesFor<K, D>,
): ContextModule {
  return contextModule(name, pick(keys, ...(Object.keys(adapters) as (keyof K & string)[])), (container) =>
    provideEach(container, keys, dependencies, adapters),
  );
}

import { createContext, useContext, type Provider } from 'react';

/**
 * A context whose hook throws the spec's error outside its provider (platform.md 8): a part rendered
 * where its context cannot be is a bug. `hookName` names the hook in the error.
 */
export function requiredContext<T>(hookName: string): { readonly Provider: Provider<T | null>; readonly useValue: () => T } {
  const Context = createContext<T | null>(null);
  function useValue(): T {
    const value = useContext(Context);
    if (value === null) throw new Error(`${hookName} was used outside of its Provider`);
    return value;
  }
  return { Provider: Context.Provider, useValue };
}

import type { BindInWhenOnFluentSyntax, Container } from 'inversify';
import type { Keys, Resolves, Token } from './Token.ts';

type Resolved<D extends readonly Token<unknown>[]> = { [K in keyof D]: Resolves<D[K]> };

/**
 * Binds a key to a factory of other keys, typed end to end: `provide(c, T.SaveAlert, [T.JobFilters], (f) => new SaveAlert(f))`.
 * No decorators, no reflection: the factory says what it needs.
 */
export function provide<U, const D extends readonly Token<unknown>[]>(
  container: Container,
  key: Token<U>,
  dependencies: D,
  factory: (...args: Resolved<D>) => U,
): BindInWhenOnFluentSyntax<U> {
  return container.bind<U>(key).toResolvedValue(factory as (...args: unknown[]) => U, dependencies as unknown as never);
}

/** Resolves a key with the type it carries. */
export const resolve = <U>(container: Container, key: Token<U>): U => container.get<U>(key);

/**
 * `provide` for a class whose constructor takes exactly the dependencies, in order:
 * `provideClass(c, T.LogIn, LogIn, [T.CandidateAuthentication, T.BearerTokenStore])`.
 */
export function provideClass<U, const D extends readonly Token<unknown>[]>(
  container: Container,
  key: Token<U>,
  type: new (...args: Resolved<D>) => U,
  dependencies: D,
): BindInWhenOnFluentSyntax<U> {
  return provide(container, key, dependencies, (...args) => new type(...args));
}

/** Classes for some keys of `K`, by key name, each taking the resolved `D` and making what its key resolves to. */
export type ClassesFor<K extends Keys, D extends readonly Token<unknown>[]> = {
  readonly [N in keyof K]?: new (...args: Resolved<D>) => Resolves<K[N]>;
};

/**
 * `provideClass` for several keys of one context whose classes take the same dependencies, each
 * under its key's name: `provideEach(c, T, [T.LocalMailbox], { ListLocalMail, ReadLocalMail })`.
 */
export function provideEach<K extends Keys, const D extends readonly Token<unknown>[]>(
  container: Container,
  keys: K,
  dependencies: D,
  classes: ClassesFor<K, D>,
): void {
  for (const [name, type] of Object.entries(classes)) provideClass(container, keys[name] as Token<unknown>, type!, dependencies);
}

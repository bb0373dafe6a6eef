import type { BindInWhenOnFluentSyntax, Container } from 'inversify';
import type { Token } from './Token.ts';

/** What each key of `D` resolves to, in order. */
export type Resolved<D extends readonly Token<unknown>[]> = { [K in keyof D]: D[K] extends Token<infer U> ? U : never };

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

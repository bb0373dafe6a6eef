/** A container key that carries the type it resolves to. `Symbol.for` keeps keys equal across reloads. */
export type Token<T> = symbol & { readonly __resolves?: T };

/** What a key resolves to: `Resolves<typeof AlertsKeys.SaveAlert>` is `SaveAlert`. */
export type Resolves<T> = T extends Token<infer U> ? U : never;

/** `token<SaveAlert>('alerts.SaveAlert')`: the name says the context, then the key. */
export const token = <T>(name: string): Token<T> => Symbol.for(`jobboard.${name}`) as Token<T>;

/** The tokens of one context, by name: `AlertsKeys.SaveAlert`. */
export type Keys = Readonly<Record<string, Token<unknown>>>;

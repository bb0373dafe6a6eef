/** The shape of a message tree with every text widened to string: what the other language must match. */
// @ts-nocheck

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

import * as t from 'io-ts';

/** A value of the codec's type or null: the wire's "none" for a field that is always present. */
export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

import type { ColumnType } from 'kysely';

/** A timestamp column: read as a Date (PGlite and pg both), written as a Date or ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A nullable timestamp column: optional on insert. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A timestamp with a database default: optional on insert. */
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column written as JSON text. */
export type Json<T> = ColumnType<T, string, string>;

import { sql, type RawBuilder, type UpdateType } from 'kysely';

/** What each column may be set to; unwrapped twice, as `Generated<Timestamp>` nests one column type in another. */
type FromExcluded<Table> = { [K in keyof Table]?: RawBuilder<UpdateType<UpdateType<Table[K]>>> };

/**
 * An upsert's SET list in which each of `columns` takes the value the INSERT proposed (PostgreSQL's
 * `excluded` row): `.onConflict((oc) => oc.column('slug').doUpdateSet(takeExcluded<CitiesTable>(['label_pl', …])))`.
 */
export function takeExcluded<Table>(columns: readonly (keyof Table & string)[]): FromExcluded<Table> {
  return Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)])) as FromExcluded<Table>;
}

import type { Migration } from 'kysely';
import * as m0001 from './0001_listing.ts';

/** Every migration in order. Add a file, then a line here; never edit a migration that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_listing': m0001,
};

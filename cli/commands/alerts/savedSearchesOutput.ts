import { stringify } from 'csv-stringify/sync';
import type { JobFilter } from '../../../core/alerts/JobFilter.ts';
import type { SavedSearchList } from '../../../core/alerts/saved-searches/ListSavedSearches.ts';
import type { MoveOutcome } from '../../../core/alerts/saved-searches/MoveLocalSearchesToAccount.ts';
import type { CliIo } from '../../CliIo.ts';
import { table } from '../../output.ts';

/** The saved searches for people: id, alert, unread count, name, URL. */
export function searchesTable(list: SavedSearchList): string {
  if (list.searches.length === 0) return list.source === 'local' ? 'no saved searches on this computer' : 'no saved searches on the account';
  const rows = list.searches.map((search) => [
    search.id,
    search.jobAlert === null ? '-' : `${search.jobAlert.status} ${search.jobAlert.frequency}`,
    String(search.count),
    search.filterName,
    search.searchUrl,
  ]);
  return table(['ID', 'ALERT', 'UNREAD', 'NAME', 'URL'], rows);
}

/** CSV of saved searches: id, name, searchUrl, alert status, frequency, unread count. */
export function searchesCsv(searches: readonly JobFilter[]): string {
  return stringify(
    searches.map((search) => [
      search.id,
      search.filterName,
      search.searchUrl,
      search.jobAlert?.status ?? '',
      search.jobAlert?.frequency ?? '',
      String(search.count),
    ]),
    { header: true, columns: ['id', 'name', 'searchUrl', 'alertStatus', 'frequency', 'unread'] },
  );
}

/** A guest's file that could not all be read was kept aside: say where, on stderr. */
export function noteQuarantine(io: CliIo, list: Pick<SavedSearchList, 'quarantined'>): void {
  if (!list.quarantined) return;
  io.stderr(
    `jobboard: note: the saved searches could not all be read (${list.quarantined.reason}); the original is kept at ${list.quarantined.location}\n`,
  );
}

export const alertEnabledLine = (filter: JobFilter): string =>
  `alert enabled (${filter.jobAlert?.frequency ?? '-'}): ${filter.id}  ${filter.filterName}`;

export function describeMove(outcome: MoveOutcome): string {
  const parts = [`${outcome.moved.length} moved to the account`];
  if (outcome.alreadyOnAccount.length > 0) parts.push(`${outcome.alreadyOnAccount.length} already there`);
  if (outcome.kept.length > 0) parts.push(`${outcome.kept.length} kept on this computer (could not be moved)`);
  if (!outcome.deviceUpdated) parts.push("this computer's list could not be updated, so it still has them all");
  return parts.join(', ');
}

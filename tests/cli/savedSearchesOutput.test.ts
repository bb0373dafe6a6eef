import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/CliIo.ts';
import { importProgress } from '../../cli/commands/alerts/importProgress.ts';
import { searchesCsv } from '../../cli/commands/alerts/savedSearchesOutput.ts';
import { aJobFilter } from '../core/alerts/alertsWorld.ts';

describe('alerts export as CSV', () => {
  it('writes a header and one record per search, quoting what needs it, so a CSV reader gets the values back', () => {
    const searches = [
      aJobFilter('a1', { filterName: 'Java, "senior"', jobAlert: { status: 'active', frequency: 'daily' }, count: 3 }),
      aJobFilter('b2', { filterName: 'two\nlines', searchUrl: '/job-offers/krakow?keyword=go' }),
    ];
    const csv = searchesCsv(searches);
    expect(csv.split('\n')[0]).toBe('id,name,searchUrl,alertStatus,frequency,unread');
    expect(csv.split('\n')[1]).toBe('a1,"Java, ""senior""",/job-offers/all-locations?keyword=a1,active,daily,3');
    expect(csv.endsWith('\n')).toBe(true);
    expect(parse(csv)).toEqual([
      ['id', 'name', 'searchUrl', 'alertStatus', 'frequency', 'unread'],
      ['a1', 'Java, "senior"', '/job-offers/all-locations?keyword=a1', 'active', 'daily', '3'],
      ['b2', 'two\nlines', '/job-offers/krakow?keyword=go', '', '', '0'],
    ]);
  });

  it('writes only the header when nothing is saved', () => {
    expect(searchesCsv([])).toBe('id,name,searchUrl,alertStatus,frequency,unread\n');
  });
});

describe('the import progress bar', () => {
  const capture = (stderrIsTTY: boolean) => {
    let stderr = '';
    const io: CliIo = {
      stdout: () => undefined,
      stderr: (text) => void (stderr += text),
      env: {},
      fetch: () => Promise.reject(new Error('no network')),
      stderrIsTTY,
    };
    return { io, stderr: () => stderr };
  };

  it('draws on stderr through the CliIo seam when it is a terminal', () => {
    const terminal = capture(true);
    const progress = importProgress(terminal.io, 3);
    progress.advance();
    progress.advance();
    progress.advance();
    progress.stop();
    expect(terminal.stderr()).toContain('importing [');
    expect(terminal.stderr()).toContain('3/3 rows');
  });

  it('stays silent when stderr is not a terminal, or there is nothing to count', () => {
    const piped = capture(false);
    importProgress(piped.io, 3).stop();
    const empty = capture(true);
    importProgress(empty.io, 0).stop();
    expect(piped.stderr() + empty.stderr()).toBe('');
  });
});

// @ts-nocheck
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SavedSearchesFile } from '../../../adapters/node/SavedSearchesFile.ts';
import { savedSearchesStoreContract } from './savedSearchesStore.contract.ts';

const homes: string[] = [];
afterAll(() => {
  for (const home of homes) rmSync(home, { recursive: true, force: true });
});

function aHome(): string {
  const home = mkdtempSync(path.join(tmpdir(), 'jobboard-home-'));
  homes.push(home);
  return home;
}

savedSearchesStoreContract('SavedSearchesFile (a temporary home folder)', async (stored) => {
  const home = aHome();
  const folder = path.join(home, '.jobboard', 'jobboard');
  const file = path.join(folder, 'job-alerts.json');
  if (stored !== null) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, stored);
  }
  const read = (target: string) => {
    try {
      return readFileSync(target, 'utf8');
    } catch {
      return null;
    }
  };
  return {
    open: () => new SavedSearchesFile(home, 'jobboard', () => new Date('2025-03-01T12:00:00Z')),
    storedText: () => read(file),
    keptAside: (location) => read(location),
    keptAsideCount: () => readdirSync(folder).filter((name) => name.startsWith('job-alerts.corrupt.')).length,
  };
});

describe('SavedSearchesFile', () => {
  it('lives at ~/.jobboard/<tenant>/job-alerts.json, owner-only, in owner-only folders', async () => {
    const home = aHome();
    const store = new SavedSearchesFile(home, 'it-jobs');
    (await store.save([]))._unsafeUnwrap();
    expect(store.file).toBe(path.join(home, '.jobboard', 'it-jobs', 'job-alerts.json'));
    expect(statSync(store.file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(store.file)).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(home, '.jobboard')).mode & 0o777).toBe(0o700);
  });

  it('tightens a folder that was too open', async () => {
    const home = aHome();
    const folder = path.join(home, '.jobboard', 'jobboard');
    mkdirSync(folder, { recursive: true, mode: 0o755 });
    chmodSync(folder, 0o755);
    await new SavedSearchesFile(home, 'jobboard').save([]);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('leaves no temporary files behind', async () => {
    const home = aHome();
    const store = new SavedSearchesFile(home, 'jobboard');
    for (let i = 0; i < 5; i++) await store.save([]);
    expect(readdirSync(path.dirname(store.file))).toEqual(['job-alerts.json']);
  });

  it('refuses a tenant id that would leave the folder', () => {
    expect(() => new SavedSearchesFile(aHome(), '../etc')).toThrow();
    expect(() => new SavedSearchesFile(aHome(), '..')).toThrow();
  });

  it('does not overwrite a file it cannot read', async () => {
    const home = aHome();
    const file = path.join(home, '.jobboard', 'jobboard', 'job-alerts.json');
    mkdirSync(file, { recursive: true });
    const store = new SavedSearchesFile(home, 'jobboard');
    expect((await store.load())._unsafeUnwrap()).toEqual({ searches: [] });
    expect((await store.save([]))._unsafeUnwrapErr().kind).toBe('storage-unavailable');
    expect(statSync(file).isDirectory()).toBe(true);
  });
});

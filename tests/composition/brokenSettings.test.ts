import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Starts the real server process with one broken setting and returns what it said and how it ended. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'composition/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: path.join(root, '.data', 'never-created'), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return {
    status: result.status,
    stderrLines: result.stderr.split('\n').filter((line) => line.trim() !== '' && !line.includes('ExperimentalWarning')),
  };
}

describe('a broken setting', () => {
  it('stops the process with one readable line naming DATABASE_URL when the URL is not a URL', () => {
    const { status, stderrLines } = start({ DATABASE_URL: 'not a url at all' });
    expect(status).toBe(1);
    expect(stderrLines).toHaveLength(1);
    expect(stderrLines[0]).toMatch(/^jobboard: DATABASE_URL/);
  });

  it('stops the process with one line naming DATABASE_URL when nothing answers there', () => {
    const { status, stderrLines } = start({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/jobboard' });
    expect(status).toBe(1);
    expect(stderrLines).toHaveLength(1);
    expect(stderrLines[0]).toMatch(/^jobboard: DATABASE_URL: cannot connect to 127\.0\.0\.1:1/);
  });

  it('stops the process with one line naming PORT', () => {
    const { status, stderrLines } = start({ PORT: 'eighty' });
    expect(status).toBe(1);
    expect(stderrLines).toEqual([expect.stringMatching(/^jobboard: PORT/)]);
  });
});

import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLE, freshBundle, INPUTS } from '../../cli/bin/freshBundle.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const HOUR = 3600;

/** A project with two source files written an hour ago and, when asked, a bundle built after them. */
function aProject(options: { bundle?: boolean; inputs?: string } = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'jobboard-bundle-'));
  roots.push(root);
  const anHourAgo = Date.now() / 1000 - HOUR;
  for (const file of ['cli/main.ts', 'package-lock.json']) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
    utimesSync(path.join(root, file), anHourAgo, anHourAgo);
  }
  mkdirSync(path.join(root, 'build/cli'), { recursive: true });
  writeFileSync(path.join(root, INPUTS), options.inputs ?? JSON.stringify(['cli/main.ts', 'package-lock.json']));
  if (options.bundle !== false) writeFileSync(path.join(root, BUNDLE), '');
  return root;
}

describe('freshBundle: whether the launcher may run the built command line', () => {
  it('gives the bundle while nothing it was made from has changed', () => {
    const root = aProject();
    expect(freshBundle(root)).toBe(path.join(root, BUNDLE));
  });

  it('gives nothing once a source is newer than the bundle, so the sources run', () => {
    const root = aProject();
    const later = Date.now() / 1000 + 60;
    utimesSync(path.join(root, 'cli/main.ts'), later, later);
    expect(freshBundle(root)).toBeNull();
  });

  it('gives nothing once the installed packages changed (package-lock.json)', () => {
    const root = aProject();
    const later = Date.now() / 1000 + 60;
    utimesSync(path.join(root, 'package-lock.json'), later, later);
    expect(freshBundle(root)).toBeNull();
  });

  it('gives nothing when a source it was made from is gone', () => {
    const root = aProject();
    rmSync(path.join(root, 'cli/main.ts'));
    expect(freshBundle(root)).toBeNull();
  });

  it('gives nothing without a bundle', () => {
    expect(freshBundle(aProject({ bundle: false }))).toBeNull();
  });

  it.each([
    ['not JSON', '{"cli/main.ts"'],
    ['not a list', '{"inputs": []}'],
    ['an empty list', '[]'],
    ['a list of other things', '[42]'],
  ])('gives nothing, without throwing, when the list of inputs is %s', (_case, inputs) => {
    expect(freshBundle(aProject({ inputs }))).toBeNull();
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPorts } from '../../scripts/portCatalogue.ts';

/**
 * Every port with two or more adapters has a shared contract suite (`*.contract.ts` that imports
 * the port from core), and every one of its adapters runs it: some test file here imports the
 * adapter and calls the suite with a label naming it (`jobAlertsContract('JobAlertsHttp against the
 * real gateway', ...)`). A new adapter without its run, or a port's second adapter without a suite,
 * fails here rather than drifting from the others unseen.
 */
const root = path.resolve(import.meta.dirname, '../..');
const here = path.join(root, 'tests/contracts');

function filesUnder(dir: string, pattern: RegExp): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, pattern);
    return pattern.test(entry.name) ? [{ file: path.relative(root, full), text: readFileSync(full, 'utf8') }] : [];
  });
}

/** The labels `text` runs the suite `suite` with (its first argument). */
const labelsOf = (text: string, suite: string) => [...text.matchAll(new RegExp(`\\b${suite}\\(\\s*'([^']*)'`, 'g'))].map((match) => match[1] ?? '');

/** Whether `text` imports `name` from the module at `file` (a path from the repository root). */
const imports = (text: string, name: string, file: string) =>
  new RegExp(`import\\s*(type\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'[./]*${file.replace(/[.]/g, '\\.')}'`).test(text);

const ports = findPorts(root).filter((port) => port.adapters.length >= 2);
const suites = filesUnder(here, /\.contract\.ts$/);
const runs = filesUnder(here, /\.test\.tsx?$/);

describe('every port with more than one adapter is proven by one contract suite', () => {
  it('finds the ports', () => {
    expect(ports.map((port) => port.name)).toContain('JobAlerts');
  });

  it.each(ports.map((port) => [port.name, port] as const))('%s', (_name, port) => {
    const own = suites.filter((suite) => imports(suite.text, port.name, port.file));
    expect(
      own.map((suite) => suite.file),
      `no tests/contracts/**/*.contract.ts imports ${port.name}`,
    ).not.toEqual([]);
    const suiteFunctions = own.flatMap((suite) => [...suite.text.matchAll(/export function (\w+Contract)\(/g)].map((match) => match[1] ?? ''));
    for (const adapter of port.adapters) {
      const named = (run: { text: string }) =>
        suiteFunctions.some((suite) => labelsOf(run.text, suite).some((label) => new RegExp(`\\b${adapter.name}\\b`).test(label)));
      const running = runs.filter((run) => imports(run.text, adapter.name, adapter.file) && named(run));
      expect(
        running.map((run) => run.file),
        `${adapter.name} never runs ${suiteFunctions.join(' or ')}`,
      ).not.toEqual([]);
    }
  });
});

/**
 * `npm run bench [-- <name>...] [--no-build]`: runs the benchmarks in `scripts/bench/<name>.ts`
 * (all of them without names) and writes each one's markdown into its own section of
 * `docs/performance.md`, between `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->`.
 * Other sections and any text outside the markers stay as they are.
 *
 * A benchmark module exports `run(): Promise<string>` (markdown) and may export `title`.
 * It builds the production app first (`npm run build`) unless told `--no-build`.
 */
// @ts-nocheck

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface BenchModule {
  readonly run: () => Promise<string>;
  readonly title?: string;
}

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'scripts/bench');
const reportPath = path.join(root, 'docs/performance.md');

const REPORT_HEADER = `# Performance

Figures written by \`npm run bench\` (\`scripts/bench.ts\`); each benchmark owns the section between its
\`<!-- bench:<name>:start -->\` and \`<!-- bench:<name>:end -->\` markers and rewrites only that.
Run one with \`npm run bench -- <name>\`. Text outside the markers is kept.
`;

const available = readdirSync(benchDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const requested = args.filter((arg) => !arg.startsWith('--'));
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  process.stderr.write(`bench: no benchmark named ${unknown.join(', ')} (available: ${available.join(', ')})\n`);
  process.exit(2);
}
const selected = requested.length > 0 ? requested : available;

/** Replaces the named section, or appends it when the report has none yet. */
function replaceSection(report: string, name: string, markdown: string): string {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const section = `${start}\n${markdown.trim()}\n${end}`;
  const from = report.indexOf(start);
  const to = report.indexOf(end, from);
  if (from !== -1 && to !== -1) return report.slice(0, from) + section + report.slice(to + end.length);
  return `${report.trimEnd()}\n\n${section}\n`;
}

async function main(): Promise<void> {
  if (!skipBuild) {
    process.stdout.write('▶ build\n');
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
  }
  for (const name of selected) {
    const started = performance.now();
    process.stdout.write(`▶ ${name}\n`);
    const module = (await import(pathToFileURL(path.join(benchDir, `${name}.ts`)).href)) as BenchModule;
    const markdown = await module.run();
    // Read just before writing: another benchmark (or a person) may have changed the file meanwhile.
    const report = existsSync(reportPath) ? await readFile(reportPath, 'utf8') : REPORT_HEADER;
    await writeFile(reportPath, replaceSection(report, name, markdown));
    process.stdout.write(`✔ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s) → docs/performance.md\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

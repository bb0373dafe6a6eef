import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listingScripts, manifestFile, measureListingBundle, routeScripts } from '../../../scripts/bench/support/listingBundle.ts';
import { EAGER_COMPILE_HINT } from '../../../scripts/build/compileHints.ts';

/**
 * The listing route's first-load JavaScript budget: what the browser fetches before the listing page
 * is interactive (the entry, root and listing route modules with every chunk they import, and React
 * Router's manifest script), gzip-compressed. The page's texts are not counted: they travel in its
 * HTML, only those its render used (ADR 33), and count in the page's weight instead.
 * The map chunk is loaded only with the map and is reported, not budgeted.
 *
 * `npm test` runs vitest before `npm run build`, so this test builds first when the client build is
 * missing or older than any source it is made from.
 */

/**
 * The issue's target is 130 KiB (issue #11 asks for 160), but the required packages every hydrated page
 * loads (React, React DOM, React Router, Emotion, i18next, inversify) measure about 150 KiB on their own
 * (`npm run bench -- listingBundle` attributes the bytes through source maps). So this is a ceiling that
 * stops growth, not the target (see docs/performance.md). It was 245 KiB before the employer,
 * applications, profile, chat and homepage contexts landed; with them wired into the browser's root the
 * page measured 288 KiB, and 283 KiB once the profile editor, the home page's blocks and the company
 * pages moved to page modules (composition/roots/pageModules.ts, ADR 26). Every page's modules in one
 * shell chunk (scripts/build/shellChunk.ts, ADR 28) made it 258 KiB in 18 files instead of 283 KiB in
 * 91: fewer files compress better. Until 2026-11-29 the figure also counted a whole language's texts
 * (16.9 KiB), which no page carries any more: 262 KiB with them was 245.3 KiB of script (docs/performance.md).
 * A signed-in candidate's parts (applied and match marks, unread counts, chat, invitations) load only
 * with a session since 2026-11-30 (ADR 39): 245.6 → 237.0 KiB; the alerts' use cases with their surfaces
 * (ADR 40): 232.3 KiB.
 */
const BUDGET_KIB = 233;
/** Context modules a guest's first load leaves out (their names are strings in the build). */
const SIGNED_IN_MODULES = ['chat.conversations.useCases', 'applications.useCases', 'invitations.useCases', 'profile.matching'];
/** The other page modules' names. */
const OTHER_PAGE_MODULES = ['profile.useCases', 'homepage.useCases', 'companies.useCases', 'alerts.useCases'];
/** The page modules each route's first load carries: those its route attaches, no other page's (the alerts come with their surfaces, after hydration). */
const FIRST_LOAD_OF: Readonly<Record<string, readonly string[]>> = {
  'routes/listing': [],
  'routes/home': ['homepage.useCases', 'profile.matching'],
  'offer-pl': ['applications.useCases'],
  'candidate-chats': ['chat.conversations.useCases', 'invitations.useCases'],
  'candidate-profile': ['profile.useCases', 'profile.matching', 'applications.useCases'],
};
/** Each file is a preload link the page's head carries before the first paint: about 90 before the shell chunk. */
const FILES_BUDGET = 24;
const root = path.resolve(import.meta.dirname, '../../..');
const clientDir = path.join(root, 'build/client');
const assetsDir = path.join(clientDir, 'assets');
const sourceDirs = ['ui', 'core', 'adapters', 'composition', 'contract'].map((dir) => path.join(root, dir));
const configFiles = [
  'vite.config.ts',
  'scripts/build/shellChunk.ts',
  'scripts/build/compileHints.ts',
  'react-router.config.ts',
  'package-lock.json',
].map((file) => path.join(root, file));

function newestSourceTime(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of sourceDirs) if (existsSync(dir)) walk(dir);
  for (const file of configFiles) if (existsSync(file)) newest = Math.max(newest, statSync(file).mtimeMs);
  return newest;
}

function ensureFreshBuild(): string {
  const existing = manifestFile(clientDir);
  if (existing !== null && statSync(existing).mtimeMs >= newestSourceTime()) return existing;
  try {
    // vitest sets NODE_ENV=test, which would make a development build: build as `npm run build` does.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
    execFileSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'pipe', timeout: 240_000, env: { ...env, NODE_ENV: 'production' } });
  } catch (error) {
    const output = error instanceof Error && 'stderr' in error ? String((error as { stderr: unknown }).stderr) : String(error);
    throw new Error(`The bundle budget needs a client build, and \`npm run build\` failed:\n${output.slice(-2000)}`);
  }
  const built = manifestFile(clientDir);
  if (built === null) throw new Error(`\`npm run build\` ran but wrote no React Router manifest under ${assetsDir}`);
  return built;
}

/** The scripts among `files` whose code names the context module `name` (a string in the build). */
const holding = (name: string, files: readonly string[]) =>
  files.filter((file) => readFileSync(path.join(clientDir, file), 'utf8').includes(`\`${name}\``));

describe('listing route bundle budget', () => {
  it(`loads at most ${BUDGET_KIB} KiB of gzip-compressed JavaScript up front`, () => {
    ensureFreshBuild();
    const bundle = measureListingBundle(clientDir);
    const total = bundle.totalKib;
    const breakdown = bundle.files.map((file) => `  ${file.gzipKib.toFixed(1).padStart(6)} KiB  ${file.name}`).join('\n');
    console.info(
      `listing initial JS: ${total.toFixed(1)} KiB gzip (budget ${BUDGET_KIB})\n${breakdown}\n` +
        `map chunks, loaded only with the map: ${bundle.mapKib.toFixed(1)} KiB gzip, plus its worker ${bundle.mapWorkerKib.toFixed(1)} KiB gzip`,
    );
    expect(
      total,
      `the listing route's initial JS is ${total.toFixed(1)} KiB gzip, over its ${BUDGET_KIB} KiB budget:\n${breakdown}`,
    ).toBeLessThanOrEqual(BUDGET_KIB);
    expect(bundle.files.length, `the listing loads ${bundle.files.length} files up front:\n${breakdown}`).toBeLessThanOrEqual(FILES_BUDGET);
  }, 300_000);

  it('leaves a signed-in candidate’s contexts out of the first load, in a chunk of their own (ADR 39)', () => {
    ensureFreshBuild();
    const everyScript = readdirSync(assetsDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/assets/${file}`);
    for (const name of SIGNED_IN_MODULES) {
      expect(holding(name, listingScripts(clientDir)), name).toEqual([]);
      expect(holding(name, everyScript), name).toHaveLength(1);
    }
  }, 300_000);

  it.each(Object.entries(FIRST_LOAD_OF))(
    'loads on the %s page only the page modules it attaches (pages/, ADR 26)',
    (route, expected) => {
      ensureFreshBuild();
      const scripts = routeScripts(clientDir, route);
      const attached = [...SIGNED_IN_MODULES, ...OTHER_PAGE_MODULES].filter((name) => holding(name, scripts).length > 0);
      expect(attached.sort()).toEqual([...expected].sort());
    },
    300_000,
  );

  it('starts the shell chunk, and no other, with the eager compile hint (ADR 37)', () => {
    ensureFreshBuild();
    const firstLines = readdirSync(assetsDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(path.join(assetsDir, name), 'utf8').split('\n', 1)[0]] as const);
    const hinted = firstLines.filter(([, line]) => line === EAGER_COMPILE_HINT).map(([name]) => name);
    expect(hinted).toHaveLength(1);
    expect(hinted[0]).toMatch(/^shell-[\w-]+\.js$/);
  }, 300_000);
});

/**
 * The listing route's initial JavaScript (issue "fast on a phone", item 5: 160 KiB gzip) and the map chunk, from the
 * production build `npm run bench` makes first. `tests/ui/listing/bundleBudget.test.ts` holds the
 * same figure under its ceiling in `npm test`.
 *
 * Then where those bytes come from: the same build again with source maps, into `.data/bundle-sources`
 * (the real build stays as it is), each byte of the listing's scripts attributed to its package or to
 * our own folder (support/bundleSources.ts).
 */
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { attributeBySource, type SourceGroup } from './support/bundleSources.ts';
import { machineFacts, table } from './support/markdown.ts';
import { listingScripts, measureListingBundle } from './support/listingBundle.ts';
import { projectRoot } from './support/startServer.ts';

export const title = 'Listing route: initial JavaScript and the map chunk';

const TARGET_KIB = 160;

/** The packages every hydrated page of this stack loads, whatever the page: the required packages. */
const REQUIRED_FLOOR: readonly { readonly label: string; readonly packages: RegExp }[] = [
  { label: 'React and React DOM', packages: /^(react|react-dom|scheduler)$/ },
  { label: 'React Router', packages: /^react-router$/ },
  { label: 'Emotion', packages: /^(@emotion\/.*|stylis|hoist-non-react-statics|react-is)$/ },
  { label: 'i18next and react-i18next', packages: /^(i18next|react-i18next)$/ },
];
/** The other required packages the listing loads: the container and the core's libraries. */
const OTHER_REQUIRED: readonly { readonly label: string; readonly packages: RegExp }[] = [
  { label: 'inversify (with reflect-metadata)', packages: /^(inversify|@inversifyjs\/.*|reflect-metadata)$/ },
  { label: 'rxjs, io-ts, fp-ts, neverthrow', packages: /^(rxjs|io-ts|fp-ts|neverthrow|tslib)$/ },
];

const SOURCES_DIR = path.join(projectRoot, '.data/bundle-sources');

export async function run(): Promise<string> {
  const bundle = measureListingBundle(path.join(projectRoot, 'build/client'));
  const sources = await sourcesOfListingScripts();
  const rows = bundle.files.map((file) => [`\`${file.name}\``, file.rawKib.toFixed(1), file.gzipKib.toFixed(1)]);
  const kibOf = (packages: RegExp) => sources.filter((group) => packages.test(group.group)).reduce((sum, group) => sum + group.gzipKib, 0);
  const floor = REQUIRED_FLOOR.map((part) => ({ ...part, kib: kibOf(part.packages) }));
  const floorKib = floor.reduce((sum, part) => sum + part.kib, 0);
  const others = OTHER_REQUIRED.map((part) => ({ ...part, kib: kibOf(part.packages) }));
  const ours = sources.filter((group) => group.group.endsWith('(ours)')).reduce((sum, group) => sum + group.gzipKib, 0);
  const sourcesTotal = sources.reduce((sum, group) => sum + group.gzipKib, 0);
  return [
    `## ${title}`,
    '',
    machineFacts(),
    '',
    `**${bundle.totalKib.toFixed(1)} KiB gzip** before the listing page is interactive (target ${TARGET_KIB} KiB: ${bundle.totalKib <= TARGET_KIB ? 'met' : '**missed**'}):`,
    "the entry, root and listing route modules with every chunk they import (React Router's manifest) and the manifest",
    "script. The page's texts travel in its HTML, only those its render used (ADR 33), and count in the page's weight.",
    `The map loads only with the map: **${bundle.mapKib.toFixed(1)} KiB gzip** of chunks (maplibre-gl and the offline shapes) plus its worker, ${bundle.mapWorkerKib.toFixed(1)} KiB gzip.`,
    '',
    table(['File', 'Raw KiB', 'Gzip KiB'], [...rows, ['**total**', '', `**${bundle.totalKib.toFixed(1)}**`]], ['left', 'right', 'right']),
    '',
    '### Where it comes from',
    '',
    'The same scripts from a build with source maps, each byte attributed to its package or to our top folder. Each',
    `group is gzipped on its own, so the groups add up to ${sourcesTotal.toFixed(1)} KiB, a little more than the files.`,
    '',
    table(
      ['Part', 'Gzip KiB'],
      [
        ...floor.map((part) => [part.label, part.kib.toFixed(1)]),
        [`**Required packages every hydrated page loads**`, `**${floorKib.toFixed(1)}**`],
        ...others.map((part) => [part.label, part.kib.toFixed(1)]),
        ['Our code (core, adapters, composition, contract, ui)', ours.toFixed(1)],
      ],
      ['left', 'right'],
    ),
    '',
    floorKib > TARGET_KIB
      ? `- The required packages alone come to ${floorKib.toFixed(1)} KiB, over the ${TARGET_KIB} KiB target before any of our code or the`
      : `- The required packages come to ${floorKib.toFixed(1)} KiB of the ${TARGET_KIB} KiB target, before any of our code or the`,
    `  container: the target ${floorKib > TARGET_KIB ? 'cannot be met without replacing one of them' : 'leaves the rest for our code'}. The budget test keeps the figure from growing.`,
    '',
    '<details><summary>By package and folder</summary>',
    '',
    table(
      ['Source', 'Raw KiB', 'Gzip KiB'],
      sources.map((group) => [`\`${group.group}\``, group.rawKib.toFixed(1), group.gzipKib.toFixed(1)]),
      ['left', 'right', 'right'],
    ),
    '',
    '</details>',
  ].join('\n');
}

/** Builds again with source maps into SOURCES_DIR and attributes the listing's scripts there. */
async function sourcesOfListingScripts(): Promise<SourceGroup[]> {
  await rm(SOURCES_DIR, { recursive: true, force: true });
  const build = spawnSync('npx', ['react-router', 'build'], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, BUNDLE_SOURCEMAP: '1', BUILD_DIRECTORY: SOURCES_DIR },
  });
  if (build.status !== 0) throw new Error(`the source-mapped build failed:\n${build.stdout}${build.stderr}`);
  const clientDir = path.join(SOURCES_DIR, 'client');
  return attributeBySource(clientDir, listingScripts(clientDir));
}

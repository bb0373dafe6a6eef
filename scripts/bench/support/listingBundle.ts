import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { en } from '../../../ui/i18n/en/index.ts';
import { pl } from '../../../ui/i18n/pl/index.ts';

/**
 * What the listing route makes the browser load before it is interactive, read from a client build:
 * the entry, root and listing route modules with every chunk they import (React Router's manifest
 * says which), the manifest script itself, and the page's texts, which travel in the HTML as one
 * language's JSON (the larger language counts). All gzip-compressed. The map's chunks and worker
 * load only with the map: reported apart.
 */
export interface ListingBundle {
  readonly files: readonly { readonly name: string; readonly gzipKib: number; readonly rawKib: number }[];
  readonly totalKib: number;
  readonly mapKib: number;
  readonly mapWorkerKib: number;
}

interface RouteEntry {
  readonly module: string;
  readonly imports?: readonly string[];
}
interface BrowserManifest {
  readonly entry: RouteEntry;
  readonly routes: Readonly<Record<string, RouteEntry & { readonly id: string }>>;
}

export function manifestFile(clientDir: string): string | null {
  const assetsDir = path.join(clientDir, 'assets');
  if (!existsSync(assetsDir)) return null;
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  return file === undefined ? null : path.join(assetsDir, file);
}

function readManifest(file: string): BrowserManifest {
  const text = readFileSync(file, 'utf8');
  return JSON.parse(text.replace(/^window\.__reactRouterManifest\s*=\s*/, '').replace(/;?\s*$/, '')) as BrowserManifest;
}

const kib = (bytes: number) => bytes / 1024;

/** The scripts a route loads before it is interactive (entry, root, the route and their imports), as URL paths (`/assets/…`). */
export function routeScripts(clientDir: string, routeId: string): string[] {
  const manifestPath = manifestFile(clientDir);
  if (manifestPath === null) throw new Error(`No client build under ${clientDir} (run \`npm run build\`)`);
  const manifest = readManifest(manifestPath);
  const route = Object.values(manifest.routes).find((candidate) => candidate.id === routeId);
  const rootRoute = manifest.routes['root'];
  if (!route || !rootRoute) throw new Error(`The manifest has no root or ${routeId} route`);
  const modules = [manifest.entry, rootRoute, route].flatMap((entry) => [entry.module, ...(entry.imports ?? [])]);
  return [...new Set([`/assets/${path.basename(manifestPath)}`, ...modules])];
}

/** The scripts the listing route loads before it is interactive. */
export const listingScripts = (clientDir: string): string[] => routeScripts(clientDir, 'routes/listing');

export function measureListingBundle(clientDir: string): ListingBundle {
  const scripts = listingScripts(clientDir);
  const fileSize = (urlPath: string) => {
    const bytes = readFileSync(path.join(clientDir, urlPath));
    return { name: urlPath, gzipKib: kib(gzipSync(bytes).length), rawKib: kib(bytes.length) };
  };
  const texts = [pl, en].map((messages) => JSON.stringify(messages)).sort((a, b) => b.length - a.length)[0] ?? '';
  const files = [
    ...scripts.map(fileSize),
    { name: 'texts of one language (inline JSON)', gzipKib: kib(gzipSync(texts).length), rawKib: kib(Buffer.byteLength(texts)) },
  ].sort((a, b) => b.gzipKib - a.gzipKib);
  const assets = readdirSync(path.join(clientDir, 'assets'));
  const lazy = (pattern: RegExp) => assets.filter((name) => pattern.test(name)).reduce((sum, name) => sum + fileSize(`/assets/${name}`).gzipKib, 0);
  return {
    files,
    totalKib: files.reduce((sum, file) => sum + file.gzipKib, 0),
    mapKib: lazy(/^(OfferMap|countries-110m)[\w.-]*\.js$/),
    mapWorkerKib: lazy(/^maplibre-gl-worker[\w.-]*\.mjs$/),
  };
}

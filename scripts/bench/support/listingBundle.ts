import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript the listing route makes the browser load before it is interactive, read from a
 * client build: the entry, root and listing route modules with every chunk they import (React
 * Router's manifest says which) and the manifest script itself, gzip-compressed. The map's chunks and
 * worker load only with the map: reported apart. The page's texts are not script: they travel in its
 * HTML, only those its render used (ADR 33), and count in the page's weight (the Lighthouse
 * benchmark's HTML table). They were counted here, as a whole language, while a page carried one.
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
  const files = scripts.map(fileSize).sort((a, b) => b.gzipKib - a.gzipKib);
  const assets = readdirSync(path.join(clientDir, 'assets'));
  const lazy = (pattern: RegExp) => assets.filter((name) => pattern.test(name)).reduce((sum, name) => sum + fileSize(`/assets/${name}`).gzipKib, 0);
  return {
    files,
    totalKib: files.reduce((sum, file) => sum + file.gzipKib, 0),
    mapKib: lazy(/^(OfferMap|countries-110m)[\w.-]*\.js$/),
    mapWorkerKib: lazy(/^maplibre-gl-worker[\w.-]*\.mjs$/),
  };
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Where a build's bytes come from: each character of the given files is attributed, through the
 * file's source map, to the source it was made from, and the sources are grouped (an npm package by
 * its name, our own code by its top folder). A group's gzip figure is the size of its code gzipped on
 * its own, so the groups add up to a little more than the files do (gzip finds more repeats in a
 * whole file).
 */
export interface SourceGroup {
  readonly group: string;
  readonly rawKib: number;
  readonly gzipKib: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One mapping segment's Base64 VLQ fields. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let shift = 0;
  let value = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`Not a Base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** `node_modules/@scope/name/…` → `@scope/name`; `node_modules/name/…` → `name`; ours → its top folder. */
export function sourceGroup(source: string): string {
  const inPackage = source.lastIndexOf('node_modules/');
  if (inPackage >= 0) {
    const [first = '', second = ''] = source.slice(inPackage + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const own = source.replace(/^(\.\.\/)+/, '').replace(/^\/+/, '');
  const [top = own] = own.split('/');
  return `${top}/ (ours)`;
}

interface SourceMap {
  readonly sources: readonly string[];
  readonly mappings: string;
}

/** The code of each group across `files` (paths under `dir`, each with its `.map` beside it). */
function codeByGroup(dir: string, files: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const add = (group: string, code: string) => {
    const parts = groups.get(group) ?? [];
    parts.push(code);
    groups.set(group, parts);
  };
  for (const file of files) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    const mapFile = path.join(dir, `${file}.map`);
    if (!existsSync(mapFile)) {
      add('(no source map)', code);
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap;
    const lines = code.split('\n');
    let sourceIndex = 0;
    map.mappings.split(';').forEach((line, lineIndex) => {
      const text = lines[lineIndex] ?? '';
      let column = 0;
      const starts: { column: number; group: string }[] = [];
      for (const segment of line === '' ? [] : line.split(',')) {
        const [columnDelta = 0, sourceDelta] = decodeVlq(segment);
        column += columnDelta;
        if (sourceDelta === undefined) {
          starts.push({ column, group: '(generated)' });
          continue;
        }
        sourceIndex += sourceDelta;
        starts.push({ column, group: sourceGroup(map.sources[sourceIndex] ?? '?') });
      }
      if (starts.length === 0 || starts[0]!.column > 0) add('(generated)', text.slice(0, starts[0]?.column ?? text.length));
      starts.forEach((start, i) => add(start.group, text.slice(start.column, starts[i + 1]?.column ?? text.length)));
    });
  }
  return groups;
}

export function attributeBySource(dir: string, files: readonly string[]): SourceGroup[] {
  return [...codeByGroup(dir, files)]
    .map(([group, parts]) => {
      const code = parts.join('');
      return { group, rawKib: Buffer.byteLength(code) / 1024, gzipKib: gzipSync(code).length / 1024 };
    })
    .sort((a, b) => b.gzipKib - a.gzipKib);
}

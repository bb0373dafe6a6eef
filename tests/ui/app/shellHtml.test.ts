import { describe, expect, it } from 'vitest';
import { compactRouteManifest, rewriteShell, withoutScriptHints, ShellHtml, stylesIntoHead, withPageTexts } from '../../../ui/app/shellHtml.ts';
import '../../../ui/i18n/createI18n.ts';
import { pl } from '../../../ui/i18n/pl/index.ts';
import { TEXTS_PENDING } from '../../../ui/i18n/texts.ts';
import type { TextsRecorder } from '../../../ui/i18n/usedTexts.ts';

const routerModule = [
  '<script nonce="n" type="module" async="">;',
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/listing-2.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-3.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/listing":route1};',
  'import("/assets/entry.client-3.js");</script>',
].join('\n');

const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-3.js" nonce="n"/><link rel="modulepreload" href="/assets/shell-4.js" nonce="n"/></head>',
  '<body><style data-emotion="jb-global g1" nonce="n">body{margin:0}</style>',
  '<style data-emotion="jb 1ab 2cd" nonce="n">.jb-1ab{color:red}.jb-2cd{content:"ż"}</style><main class="jb-1ab">Zażółć</main>',
  '<script type="module" nonce="n">document.body.dataset.other = "1";</script>',
  `<style data-emotion="jb 3ef" nonce="n">.jb-3ef{gap:1px}</style><p class="jb-3ef">x</p>${routerModule}</body></html>`,
].join('');

describe('the shell’s HTML', () => {
  it('drops every script hint and leaves the rest as it was, the router’s module script included', () => {
    const html = withoutScriptHints(page);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(routerModule);
    expect(html).toBe(
      page.replace(
        '<link rel="modulepreload" href="/assets/entry.client-3.js" nonce="n"/><link rel="modulepreload" href="/assets/shell-4.js" nonce="n"/>',
        '',
      ),
    );
  });

  it('moves the body’s style elements to the end of the head, in order, under the server’s attribute; global styles stay', () => {
    const html = stylesIntoHead(page);
    expect(html).toContain(
      '<style data-jb-ssr="jb 1ab 2cd" nonce="n">.jb-1ab{color:red}.jb-2cd{content:"ż"}</style><style data-jb-ssr="jb 3ef" nonce="n">.jb-3ef{gap:1px}</style></head>',
    );
    expect(html).toContain('<body><style data-emotion="jb-global g1" nonce="n">body{margin:0}</style><main class="jb-1ab">Zażółć</main>');
    expect(html).not.toContain('data-emotion="jb ');
  });

  it('writes the router’s manifest without its indentation, and leaves one it cannot read as it is', () => {
    const manifest = { entry: { module: '/assets/entry.client-3.js', imports: ['/assets/shell-4.js'] }, routes: { root: { id: 'root', path: '' } } };
    const indented = routerModule.replace('{"entry":{"module":"/assets/entry.client-3.js"}}', JSON.stringify(manifest, null, 2));
    const compacted = compactRouteManifest(indented);
    expect(compacted).toBe(routerModule.replace('{"entry":{"module":"/assets/entry.client-3.js"}}', JSON.stringify(manifest)));
    expect(compacted.length).toBeLessThan(indented.length);
    const unreadable = indented.replace('"root": {', 'root: {');
    expect(compactRouteManifest(unreadable)).toBe(unreadable);
  });

  it('leaves a fragment without a head as it is (a part streamed after the shell)', () => {
    const fragment = '<div hidden id="S:0"><style data-emotion="jb 9z" nonce="n">.jb-9z{}</style><p>late</p></div>';
    expect(stylesIntoHead(fragment)).toBe(fragment);
  });
});

/** Writes the chunks (the first `shellChunks` in one turn, the rest later) and returns what came out. */
async function through(shellChunks: readonly Buffer[], later: readonly Buffer[] = [], used?: TextsRecorder): Promise<string> {
  const transform = new ShellHtml(used);
  const out: Buffer[] = [];
  transform.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => transform.on('end', resolve));
  for (const chunk of shellChunks) transform.write(chunk);
  await new Promise((resolve) => setImmediate(resolve));
  for (const chunk of later) transform.write(chunk);
  transform.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

describe('ShellHtml', () => {
  it('rewrites the shell written in one turn, whatever its chunks and wherever a character is cut', async () => {
    const bytes = Buffer.from(page);
    for (const cut of [1, 40, 120, 200, bytes.indexOf('ż') + 1, bytes.length - 1]) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(rewriteShell(page));
    }
  });

  it('passes what streams after the shell unchanged', async () => {
    const late = '<div hidden id="S:0"><style data-emotion="jb 9z" nonce="n">.jb-9z{}</style></div>';
    const shell = page.replace('</body></html>', '');
    expect(await through([Buffer.from(shell)], [Buffer.from(late)])).toBe(rewriteShell(shell) + late);
  });

  it('sends the shell when the page ends within the same turn', async () => {
    const transform = new ShellHtml();
    const out: Buffer[] = [];
    transform.on('data', (chunk: Buffer) => out.push(chunk));
    const ended = new Promise((resolve) => transform.on('end', resolve));
    transform.end(Buffer.from(page));
    await ended;
    expect(Buffer.concat(out).toString('utf8')).toBe(rewriteShell(page));
  });
});

describe('the page’s texts', () => {
  const withBlock = page.replace(
    '<p class="jb-3ef">',
    `<script type="application/json" id="jb-texts" nonce="n">${TEXTS_PENDING}</script><p class="jb-3ef">`,
  );

  it('fill the texts block with the texts the render used, in the page’s language, as UTF-8 through the Latin-1 shell', async () => {
    const used: TextsRecorder = { keys: new Set(['offerCard', 'common', 'panel']), language: 'pl' };
    const html = await through([Buffer.from(withBlock)], [], used);
    const block = /id="jb-texts" nonce="n">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual({ common: pl.common, offerCard: pl.offerCard });
    expect(html).toContain('Zażółć');
    expect(html).not.toContain(TEXTS_PENDING);
  });

  it('leave the block pending when the render named no language (the browser then loads the whole language)', () => {
    expect(withPageTexts(withBlock, { keys: new Set(['common']) })).toBe(withBlock);
  });
});

import { Transform, type TransformCallback } from 'node:stream';
import { SERVER_STYLE_ATTRIBUTE, STYLE_KEY } from './serverStyles.ts';

const SCRIPT_HINTS_ID = 'jb-script-hints';
const scriptHint = /<link rel="modulepreload"[^>]*>/g;
const routerScript =
  /(<script\b[^>]*type="module"[^>]*>)((?:(?!<\/script>)[\s\S])*?window\.__reactRouterRouteModules(?:(?!<\/script>)[\s\S])*)<\/script>/;
const staticImport = /import \* as (\w+) from "([^"]+)";/g;

/**
 * What the router's inline module does first: wait until the page has been painted (a frame, then a
 * task; a hidden tab, where frames wait, goes on after a second), then fetch the scripts it hinted.
 */
const AFTER_FIRST_PAINT = [
  'await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 1000); });',
  `const hints = document.getElementById("${SCRIPT_HINTS_ID}"); if (hints) document.head.append(hints.content);`,
].join('\n');

/**
 * The page's scripts fetched only once its first screen is painted (ADR 30): the server's HTML is the
 * first paint, and on a slow phone connection the scripts, which only hydrate what is already there,
 * must not share the connection with the document, the stylesheet, the font and the pictures before
 * it. React Router writes `<link rel="modulepreload">`s into `<head>` and an inline module that imports
 * the route modules; the hints are put in a `<template>` (not fetched) and the imports become dynamic
 * ones behind a wait for the first paint. Any other shape is left as it is.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  const router = routerScript.exec(html);
  if (headEnd < 0 || router === null || router.index < headEnd) return html;
  const [whole, open = '', body = ''] = router;
  const imports = [...body.matchAll(staticImport)];
  const names = imports.map(([, name]) => name).join(', ');
  const loads = imports.map(([, , specifier = '']) => `import(${JSON.stringify(specifier)})`).join(', ');
  const script = `${open}${AFTER_FIRST_PAINT}\nconst [${names}] = await Promise.all([${loads}]);\n${body.replace(staticImport, '')}</script>`;
  const head = html.slice(0, headEnd);
  const hints = head.match(scriptHint) ?? [];
  const firstHint = head.search(scriptHint);
  const template = hints.length === 0 ? '' : `<template id="${SCRIPT_HINTS_ID}">${hints.join('')}</template>`;
  const newHead = firstHint < 0 ? head : head.slice(0, firstHint) + template + head.slice(firstHint).replace(scriptHint, '');
  const rest = html.slice(headEnd);
  return newHead + rest.replace(whole, () => script);
}

const bodyStyle = new RegExp(`<style data-emotion="${STYLE_KEY} ([^"]*)"([^>]*)>([\\s\\S]*?)</style>`, 'g');

/**
 * The style elements Emotion wrote into the body (one before each element it styles) moved to the end
 * of `<head>`, in their order, under the server's attribute (serverStyles.ts). The browser's style cache
 * would otherwise move each of them before hydrating, and the phone would compute the whole page's
 * styles twice more after its first paint. Global styles (`jb-global`) stay where Emotion put them.
 */
export function stylesIntoHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const moved: string[] = [];
  const body = html.slice(headEnd).replace(bodyStyle, (_element, names: string, attributes: string, css: string) => {
    moved.push(`<style ${SERVER_STYLE_ATTRIBUTE}="${STYLE_KEY} ${names}"${attributes}>${css}</style>`);
    return '';
  });
  return html.slice(0, headEnd) + moved.join('') + body;
}

/** Both rewrites of the first screen's HTML. */
export const rewriteShell = (html: string): string => stylesIntoHead(scriptsAfterFirstPaint(html));

/**
 * The rendered page on its way out: React writes the whole first screen (the shell) in one go, so the
 * chunks of that first turn are held, rewritten (`rewriteShell`) and sent together; whatever streams
 * later (a suspended part) passes unchanged. Bytes are read as Latin-1, so no character is cut in two.
 */
export class ShellHtml extends Transform {
  private shell: Buffer[] | null = [];

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (this.shell === null) return done(null, bytes);
    if (this.shell.length === 0) setImmediate(() => this.sendShell());
    this.shell.push(bytes);
    done();
  }

  override _flush(done: TransformCallback): void {
    this.sendShell();
    done();
  }

  private sendShell(): void {
    if (this.shell === null) return;
    const html = Buffer.concat(this.shell).toString('latin1');
    this.shell = null;
    if (html !== '') this.push(Buffer.from(rewriteShell(html), 'latin1'));
  }
}

import { Transform, type TransformCallback } from 'node:stream';
import { inlineTextsJson, TEXTS_PENDING } from '../i18n/texts.ts';
import type { TextsRecorder } from '../i18n/usedTexts.ts';
import { SERVER_STYLE_ATTRIBUTE, STYLE_KEY } from './serverStyles.ts';

const SCRIPT_HINT = /<link rel="modulepreload"[^>]*>/g;

/**
 * The page without its script hints (ADR 30, "Later: no script hints"). React Router writes a
 * `<link rel="modulepreload">` in `<head>` for every module the route imports; the browser's preload
 * scanner finds them as soon as the document arrives, so on a fast link the scripts ended before the
 * first paint and Lighthouse's simulation counted all of them in the largest paint (about 3 s instead
 * of 1.2 s, in one run of two). Without them the modules are asked for when the parser reaches the
 * router's inline module script, after the first screen; the simulated time to interactive is the same.
 */
export const withoutScriptHints = (html: string): string => html.replace(SCRIPT_HINT, '');

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

const ROUTE_MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\})(;\s*window\.__reactRouterRouteModules)/;

/**
 * React Router's manifest of the page's routes without its indentation: the router writes it into
 * every page as JSON indented by two spaces, about a quarter of it white space (0.7 of 3 KB on the
 * listing; issue "fast on a phone", item 4). What does not read as that JSON is left as it is.
 */
export function compactRouteManifest(html: string): string {
  return html.replace(ROUTE_MANIFEST, (whole, assignment: string, manifest: string, rest: string) => {
    try {
      return `${assignment}${JSON.stringify(JSON.parse(manifest))}${rest}`;
    } catch {
      return whole;
    }
  });
}

/** The rewrites of the first screen's HTML. */
export const rewriteShell = (html: string): string => compactRouteManifest(stylesIntoHead(withoutScriptHints(html)));

const TEXTS_BLOCK_PENDING = `>${TEXTS_PENDING}</script>`;

/**
 * The page's texts block filled with the texts of its language that the first screen used
 * (usedTexts.ts). `html` is Latin-1 (as ShellHtml reads bytes), so the texts go in as their UTF-8 bytes.
 * Without a block or a language it is left as it is, and the browser loads the whole language.
 */
export function withPageTexts(html: string, used: TextsRecorder): string {
  const at = html.indexOf(TEXTS_BLOCK_PENDING);
  if (at < 0 || used.language === undefined) return html;
  const json = Buffer.from(inlineTextsJson(used.language, used.keys), 'utf8').toString('latin1');
  return `${html.slice(0, at)}>${json}</script>${html.slice(at + TEXTS_BLOCK_PENDING.length)}`;
}

/**
 * The rendered page on its way out: React writes the whole first screen (the shell) in one go, so the
 * chunks of that first turn are held, rewritten (`rewriteShell`, and the texts it used written in,
 * `withPageTexts`) and sent together; whatever streams later (a suspended part) passes unchanged.
 * Bytes are read as Latin-1, so no character is cut in two.
 */
export class ShellHtml extends Transform {
  private shell: Buffer[] | null = [];

  /** `used`: the texts the render used so far (none in tests of the rewrites alone). */
  constructor(private readonly used?: TextsRecorder) {
    super();
  }

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
    if (html === '') return;
    const rewritten = rewriteShell(html);
    this.push(Buffer.from(this.used ? withPageTexts(rewritten, this.used) : rewritten, 'latin1'));
  }
}

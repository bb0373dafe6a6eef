import { Transform, type TransformCallback } from 'node:stream';
import { SERVER_STYLE_ATTRIBUTE, STYLE_KEY } from './serverStyles.ts';

const PRELOAD = '<link rel="modulepreload"';

/**
 * The page's script hints at low fetch priority (ADR 30): on a slow phone connection the document,
 * the stylesheet, the font and the first screen's pictures come before the scripts, which only hydrate
 * what is already painted. React Router writes its `<link rel="modulepreload">`s without a priority.
 */
export const lowPriorityScripts = (html: string): string => html.replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`);

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
export const rewriteShell = (html: string): string => stylesIntoHead(lowPriorityScripts(html));

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

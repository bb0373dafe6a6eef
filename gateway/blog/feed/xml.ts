/**
 * A small XML reader for RSS and Atom feeds: elements, attributes, text, CDATA and the predefined
 * and numeric entities. Deliberately not a full XML processor: a DOCTYPE is skipped and its entity
 * declarations are never expanded (no entity expansion attacks), processing instructions and
 * comments are skipped, namespace prefixes stay part of the name (`media:thumbnail`). Malformed
 * input throws an XmlError naming the position; so does a document deeper or larger than a feed is.
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly (XmlElement | string)[];
}

export class XmlError extends Error {}

const MAX_DEPTH = 64;
const MAX_NODES = 200_000;
const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/y;
const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with its entities read; an entity that is neither predefined nor numeric stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[A-Za-z]{2,8});/g, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return PREDEFINED[entity] ?? whole;
  });
}

/** The document's root element. */
export function parseXml(source: string): XmlElement {
  let position = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  let nodes = 0;
  const fail = (what: string): never => {
    throw new XmlError(`${what} at character ${position}`);
  };
  const skipPast = (end: string) => {
    const at = source.indexOf(end, position);
    if (at < 0) fail(`unterminated ${end === '-->' ? 'comment' : end === '?>' ? 'processing instruction' : 'section'}`);
    position = at + end.length;
  };
  const skipDoctype = () => {
    // <!DOCTYPE name [ ...declarations... ]>: skipped whole, brackets included, declarations unread.
    let depth = 0;
    for (; position < source.length; position += 1) {
      const character = source[position];
      if (character === '[') depth += 1;
      else if (character === ']') depth -= 1;
      else if (character === '>' && depth <= 0) {
        position += 1;
        return;
      }
    }
    fail('unterminated DOCTYPE');
  };
  const skipMisc = () => {
    for (;;) {
      while (position < source.length && /\s/.test(source[position] ?? '')) position += 1;
      if (source.startsWith('<?', position)) skipPast('?>');
      else if (source.startsWith('<!--', position)) skipPast('-->');
      else if (source.startsWith('<!DOCTYPE', position)) skipDoctype();
      else return;
    }
  };
  const readName = (): string => {
    NAME.lastIndex = position;
    const match = NAME.exec(source);
    if (!match) return fail('expected a name');
    position = NAME.lastIndex;
    return match[0];
  };
  const readElement = (depth: number): XmlElement => {
    if (depth > MAX_DEPTH) fail('elements nested too deeply');
    if ((nodes += 1) > MAX_NODES) fail('too many elements');
    if (source[position] !== '<') fail('expected an element');
    position += 1;
    const name = readName();
    const attributes: Record<string, string> = {};
    for (;;) {
      ATTRIBUTE.lastIndex = position;
      const match = ATTRIBUTE.exec(source);
      if (!match) break;
      attributes[match[1] ?? ''] = decodeEntities(match[3] ?? match[4] ?? '');
      position = ATTRIBUTE.lastIndex;
    }
    while (/\s/.test(source[position] ?? '')) position += 1;
    if (source.startsWith('/>', position)) {
      position += 2;
      return { name, attributes, children: [] };
    }
    if (source[position] !== '>') fail(`malformed start tag <${name}>`);
    position += 1;
    const children: (XmlElement | string)[] = [];
    for (;;) {
      if (position >= source.length) fail(`<${name}> is never closed`);
      if (source.startsWith('</', position)) {
        position += 2;
        const closing = readName();
        if (closing !== name) fail(`</${closing}> closes <${name}>`);
        while (/\s/.test(source[position] ?? '')) position += 1;
        if (source[position] !== '>') fail(`malformed end tag </${closing}>`);
        position += 1;
        return { name, attributes, children };
      }
      if (source.startsWith('<![CDATA[', position)) {
        const end = source.indexOf(']]>', position);
        if (end < 0) fail('unterminated CDATA');
        children.push(source.slice(position + 9, end));
        position = end + 3;
      } else if (source.startsWith('<!--', position)) skipPast('-->');
      else if (source.startsWith('<?', position)) skipPast('?>');
      else if (source[position] === '<') children.push(readElement(depth + 1));
      else {
        const end = source.indexOf('<', position);
        const stop = end < 0 ? source.length : end;
        children.push(decodeEntities(source.slice(position, stop)));
        position = stop;
      }
    }
  };
  skipMisc();
  const root = readElement(0);
  skipMisc();
  if (position < source.length) fail('content after the root element');
  return root;
}

/** The element's children named `name` (any of them, in order). */
export const childrenNamed = (element: XmlElement, ...names: string[]): XmlElement[] =>
  element.children.filter((child): child is XmlElement => typeof child !== 'string' && names.includes(child.name));

/** The first child named any of `names`. */
export const childNamed = (element: XmlElement, ...names: string[]): XmlElement | undefined => childrenNamed(element, ...names)[0];

/** All text inside the element, trimmed. */
export function textOf(element: XmlElement | undefined): string {
  if (!element) return '';
  const parts: string[] = [];
  const walk = (node: XmlElement) => node.children.forEach((child) => (typeof child === 'string' ? parts.push(child) : walk(child)));
  walk(element);
  return parts.join('').trim();
}

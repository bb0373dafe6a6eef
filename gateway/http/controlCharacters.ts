import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasControlCharactersBesidesLineBreaks } from '../../core/shared/controlCharacters.ts';

/**
 * C0 controls but tab, line feed and carriage return; DEL; C1 controls. None belongs in anything a
 * person types, and PostgreSQL refuses a NUL in text outright (a 500 with its own words, before).
 */

/** JSON objects, and the query parser's objects (whose prototype is a bare one of its own); not buffers, dates or streams. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !ArrayBuffer.isView(value) &&
  !(value instanceof Date) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function';

/**
 * The path (`email`, `filters.keywords[2]`) of the first string or key holding a control character,
 * or null. Walks without recursion, so that a body nested a hundred thousand levels deep is read,
 * not a stack overflow.
 */
export function findControlCharacter(root: unknown, rootPath = ''): string | null {
  const pending: Array<readonly [unknown, string]> = [[root, rootPath]];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharactersBesidesLineBreaks(value)) return path;
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) pending.push([value[index], `${path}[${index}]`]);
    } else if (isRecord(value)) {
      for (const key of Object.keys(value)) {
        const child = path === '' ? key : `${path}.${key}`;
        if (hasControlCharactersBesidesLineBreaks(key)) return child;
        pending.push([value[key], child]);
      }
    }
  }
  return null;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * A preValidation hook for the API: a request whose JSON body or path parameters carry a control
 * character in any text answers 400 naming the field, before any route or database sees it. Query
 * strings are read leniently by their routes (the listing drops what it cannot use); one that
 * reaches the database anyway is the error handler's 400 (safeErrorHandler.ts).
 */
export async function refuseControlCharacters(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isApiPath(request.url)) return;
  for (const [part, value] of [
    ['body', request.body],
    ['path', request.params],
  ] as const) {
    const field = findControlCharacter(value);
    if (field === null) continue;
    await reply
      .code(400)
      .send({ error: 'bad-request', message: `Control characters are not allowed (${part}${field === '' ? '' : `: ${field.slice(0, 100)}`}).` });
    return;
  }
}

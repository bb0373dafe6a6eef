import type { FastifyInstance } from 'fastify';

export interface Route {
  readonly method: string;
  /** As registered: `/api/:tenant/candidates/:id`. */
  readonly path: string;
}

/**
 * Every route Fastify has, read from its own table (`printRoutes` without common prefixes: one line
 * per node, children indented under their parent and written as the rest of the path).
 */
export function routeTable(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    // Two routes with different parameter names at one node print as `:a|:b`: either will do.
    const segment = match[2]!.split('|')[0]!;
    const path = `${parents[depth - 1] ?? ''}${segment}`;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

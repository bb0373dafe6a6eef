import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A tiny blog on a local port for the feed tests: RSS, Atom and a WordPress REST API from the
 * fixtures, pictures, and the ways a real blog fails (500, a malformed feed, an oversized one, an
 * SVG where a picture should be). Counts requests so tests can see what was fetched.
 */
export interface FeedServer {
  readonly base: string;
  readonly requests: string[];
  close(): Promise<void>;
}

const fixtures = path.join(import.meta.dirname, 'fixtures');

export async function startFeedServer(): Promise<FeedServer> {
  const requests: string[] = [];
  let base = '';
  const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8').replaceAll('IMAGE_BASE', `${base}/images`);
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    requests.push(url);
    const send = (status: number, type: string, body: string | Buffer) => response.writeHead(status, { 'content-type': type }).end(body);
    const route = url.split('?')[0] ?? '';
    if (route === '/rss.xml' || route === '/en/rss.xml') return send(200, 'application/rss+xml', fixture('rss.xml'));
    if (route === '/atom.xml') return send(200, 'application/atom+xml', fixture('atom.xml'));
    if (route === '/wp-json/wp/v2/posts') return send(200, 'application/json', fixture('wp-posts.json'));
    if (route === '/wp-json/wp/v2/categories') return send(200, 'application/json', fixture('wp-categories.json'));
    if (route.startsWith('/images/')) return send(200, 'image/png', readFileSync(path.join(fixtures, 'picture.png')));
    if (route === '/svg.svg') return send(200, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    if (route === '/broken.xml') return send(200, 'application/rss+xml', '<rss><channel><item><title>Unclosed</channel></rss>');
    if (route === '/not-a-feed.xml') return send(200, 'text/html', '<html><body>Hello</body></html>');
    if (route === '/big.xml') return send(200, 'application/rss+xml', `<rss><channel>${'<x/>'.repeat(700_000)}</channel></rss>`);
    return send(500, 'text/plain', 'down');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The sitemap protocol's XML (sitemaps.org 0.9): an index of files, each a set of URLs with
 * `lastmod` and, for pages that exist in both languages, `xhtml:link` alternates.
 */

/** The protocol's ceiling for one file. */
export const SITEMAP_URLS_MAX = 50_000;

export interface SitemapUrl {
  readonly loc: string;
  /** ISO 8601; left out when unknown. */
  readonly lastmod?: string;
  /** The same page in each language (hreflang → absolute URL). */
  readonly alternates?: Readonly<Record<string, string>>;
}

export interface SitemapFile {
  readonly loc: string;
  readonly lastmod?: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Text and attribute values escaped for XML (URLs may carry & and quotes). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character] ?? character);
}

export function sitemapIndexXml(files: readonly SitemapFile[]): string {
  const entries = files.map(
    (file) => `<sitemap><loc>${escapeXml(file.loc)}</loc>${file.lastmod ? `<lastmod>${file.lastmod}</lastmod>` : ''}</sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A file of at most SITEMAP_URLS_MAX URLs (a bug otherwise: callers split first). */
export function urlSetXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > SITEMAP_URLS_MAX) throw new Error(`a sitemap file holds at most ${SITEMAP_URLS_MAX} URLs, not ${urls.length}`);
  const entries = urls.map((url) => {
    const alternates = Object.entries(url.alternates ?? {}).map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    return `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}${alternates.join('')}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** How many files `count` items need when each file holds `perFile` of them (at least one: an empty set is still a file). */
export const fileCount = (count: number, perFile: number): number => Math.max(1, Math.ceil(count / perFile));

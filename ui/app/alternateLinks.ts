import type { Language } from '../../core/tenancy/Tenant.ts';

/** A page's address in each language (absolute), plus `x-default`: the tenant's default language's. */
export type Alternates = Readonly<Record<Language | 'x-default', string>>;

/**
 * The `<link rel="alternate" hreflang>` descriptors of a route's meta: each language's own URL,
 * so search engines index both and send each reader to theirs. The attribute is spelled in lower
 * case on purpose: React writes a prop as spelled (`hrefLang` would arrive as `hrefLang="pl"`),
 * and the lower-case form is the one crawlers' and auditors' tools look for.
 */
export function alternateLinks(alternates: Alternates) {
  return (Object.entries(alternates) as Array<[string, string]>).map(
    ([language, href]) => ({ tagName: 'link', rel: 'alternate', hreflang: language, href }) as const,
  );
}

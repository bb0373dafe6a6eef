import type { MetaDescriptor } from 'react-router';

/** The head of a page that search engines index: its title, description and canonical address. */
export function seoMeta(seo: { readonly title: string; readonly description: string; readonly canonical: string }): MetaDescriptor[] {
  return [{ title: seo.title }, { name: 'description', content: seo.description }, { tagName: 'link', rel: 'canonical', href: seo.canonical }];
}

/** The head of a page kept out of search engines (one that failed to load, a private or one-off page): its title. */
export function unindexedPageMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

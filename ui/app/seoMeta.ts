import type { MetaDescriptor } from 'react-router';

/** The head of a page that search engines index: its title, description and canonical address. */
export function seoMeta(seo: { readonly title: string; readonly description: string; readonly canonical: string }): MetaDescriptor[] {
  return [{ title: seo.title }, { name: 'description', content: seo.description }, { tagName: 'link', rel: 'canonical', href: seo.canonical }];
}

/** The head of a page that failed to load: its title, kept out of search engines. */
export function failedPageMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

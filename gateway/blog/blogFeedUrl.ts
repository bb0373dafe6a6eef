/** BLOG_FEED_URL's form: an http(s) address, in which `{lang}` and `{tenant}` may stand (FeedBlogSource fills them in). */
export function isBlogFeedUrl(text: string): boolean {
  try {
    const url = new URL(text.replaceAll('{lang}', 'en').replaceAll('{tenant}', 'tenant'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

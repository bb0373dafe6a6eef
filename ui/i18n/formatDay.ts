/**
 * `12 March 2026`, `12 marca 2026`: a day in the page's language. A page's first date formatter
 * costs a phone's main thread 20–40 ms unthrottled (its locale's calendar data), so pages that show a
 * date on their first screen get it formatted by their loader, on the server (the offer page's
 * publication date), and hydrate without one.
 */
export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

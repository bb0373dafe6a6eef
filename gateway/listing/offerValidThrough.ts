/**
 * When an offer ends, for JobPosting's `validThrough`. An employer's offer ends when its paid
 * publication does (`employer_offers.expires_at`). The demo offers have no end of their own: they
 * count as listed on the basic plan's 30 days and renewed at each period's end (the demo never
 * expires them), so their end is the end of the current 30-day period since publication: a date in
 * the future while they are listed, as search engines expect of a live posting.
 */
export const SEEDED_OFFER_PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

export function offerValidThrough(publishedAt: Date, expiresAt: Date | null, now: Date): Date {
  if (expiresAt !== null) return expiresAt;
  const period = SEEDED_OFFER_PERIOD_DAYS * DAY_MS;
  const elapsed = Math.max(0, now.getTime() - publishedAt.getTime());
  return new Date(publishedAt.getTime() + (Math.floor(elapsed / period) + 1) * period);
}

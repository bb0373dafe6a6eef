import type { Language } from '../../../../core/tenancy/Tenant.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date (ISO 8601, or YYYY-MM-DD) as the panel writes it, the same on the server and in the
 * browser whatever their locales (so hydration matches): `31.12.2027` in Polish, `31 Dec 2027` in
 * English. The calendar day in UTC, as the gateway counts days.
 */
export function formatDate(iso: string | null, language: Language): string {
  if (iso === null) return '';
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = date.getUTCDate();
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear();
  return language === 'pl' ? `${String(day).padStart(2, '0')}.${String(month + 1).padStart(2, '0')}.${year}` : `${day} ${MONTHS[month]} ${year}`;
}

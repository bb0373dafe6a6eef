/**
 * What stands for a company's missing logo, the same on every surface (offer cards, the directory's
 * cards, the company page, the seeded logos): the first letters of its first two words that begin with
 * a letter ("Baltic Ventures" → "BV", "42 Labs" → "L"), or its first two characters other than spaces when no word does.
 */
export function companyInitials(name: string): string {
  const words = name.trim().split(/\s+/);
  const initials = words
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
  return initials !== '' ? initials : [...name.replace(/\s+/gu, '')].slice(0, 2).join('').toUpperCase();
}

/** Letters NFD cannot take apart: Polish ł and a few others. */
// @ts-nocheck

const specialLetters: Record<string, string> = { ł: 'l', Ł: 'l', ø: 'o', Ø: 'o', ß: 'ss', æ: 'ae', Æ: 'ae' };

/**
 * Lower-case ASCII words joined by hyphens, as used in URLs. Diacritics are dropped (Łódź → lodz),
 * and C#, C++ and .NET keep a readable trace instead of vanishing.
 */
export function slugify(text: string): string {
  return text
    .replace(/[łŁøØßæÆ]/g, (letter) => specialLetters[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/c#/g, 'c-sharp')
    .replace(/c\+\+/g, 'c-plus-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

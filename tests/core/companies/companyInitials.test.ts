import { describe, expect, it } from 'vitest';
import { companyInitials } from '../../../core/companies/companyInitials.ts';

describe('a company’s initials for a missing logo', () => {
  it('takes the first letters of the first two words', () => {
    expect(companyInitials('Baltic Ventures Group')).toBe('BV');
    expect(companyInitials('acme labs')).toBe('AL');
    expect(companyInitials('Solo')).toBe('S');
  });

  it('reads letters beyond ASCII and skips words that do not begin with one', () => {
    expect(companyInitials('Łódź Ćma')).toBe('ŁĆ');
    expect(companyInitials('42 Labs & Co')).toBe('LC');
    expect(companyInitials('  spaced   out  ')).toBe('SO');
  });

  it('falls back to the first two characters other than spaces when no word begins with a letter', () => {
    expect(companyInitials('3M')).toBe('3M');
    expect(companyInitials('1 2 3')).toBe('12');
    expect(companyInitials('')).toBe('');
  });
});

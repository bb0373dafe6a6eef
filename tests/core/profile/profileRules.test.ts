import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS } from '../../../core/profile/profileLimits.ts';
import { avatarProblem, avatarTypeOf } from '../../../core/profile/rules/avatarRules.ts';
import { linkProblem, profilePatchProblems } from '../../../core/profile/rules/personalRules.ts';
import { preferencesProblems } from '../../../core/profile/rules/preferencesRules.ts';
import { problemMessage, textProblem } from '../../../core/profile/rules/Problems.ts';
import { byRecency, workHistoryProblems } from '../../../core/profile/rules/workHistoryRules.ts';
import { aWorkEntry, TINY_PNG } from './profileBuilders.ts';

const june2025 = { year: 2025, month: 6 };

describe('profile rules', () => {
  it('refuse every control character in a one-line text, and all but line breaks and tabs in a description', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x9f }).filter((code) => code < 0x20 || code >= 0x7f),
        (code) => {
          const text = `a${String.fromCharCode(code)}b`;
          const lineBreak = code === 0x09 || code === 0x0a || code === 0x0d;
          return (
            textProblem(text, { max: 50 }) === 'invalid-characters' && (textProblem(text, { max: 50, multiline: true }) === undefined) === lineBreak
          );
        },
      ),
    );
    expect(textProblem('Zażółć gęślą jaźń', { max: 50 })).toBeUndefined();
  });

  it('cap lengths after trimming, and name the field in the message', () => {
    expect(textProblem(` ${'x'.repeat(100)} `, { max: 100, required: true })).toBeUndefined();
    expect(profilePatchProblems({ firstName: 'x'.repeat(PROFILE_LIMITS.nameLength + 1) })).toEqual({ firstName: 'too-long' });
    expect(problemMessage({ 'skills.2.name': 'too-long' })).toBe('skills.2.name is too long.');
  });

  it('take only http(s) addresses as links', () => {
    expect(linkProblem('https://github.com/ada')).toBeUndefined();
    expect(linkProblem('http://example.com/a?b=c#d')).toBeUndefined();
    for (const bad of ['javascript:alert(1)', 'ftp://x.y', 'https://', 'github.com/ada', 'https://exa mple.com', `https://x.y/${'a'.repeat(300)}`])
      expect(linkProblem(bad)).toBeDefined();
  });

  it('check preferences against what exists', () => {
    const known = { categoryIds: new Set([1]), citySlugs: new Set(['krakow']) };
    expect(preferencesProblems({ categoryIds: [1], locations: { residences: ['krakow'], workplaceTypes: ['remote'] } }, known)).toEqual({});
    expect(preferencesProblems({ categoryIds: [2], locations: { residences: ['paris'], workplaceTypes: [] } }, known)).toEqual({
      'categoryIds.0': 'unknown-value',
      'locations.residences.0': 'unknown-value',
    });
    expect(preferencesProblems({ skills: Array.from({ length: 31 }, (_, i) => ({ id: '', name: `s${i}`, level: 3 })) })).toMatchObject({
      skills: 'too-many',
    });
  });

  it('check work-history dates against this month', () => {
    expect(workHistoryProblems(aWorkEntry(), june2025)).toEqual({});
    expect(workHistoryProblems(aWorkEntry({ period: { start: { year: 2025, month: 6 }, end: null } }), june2025)).toEqual({});
    expect(workHistoryProblems(aWorkEntry({ period: { start: { year: 1949, month: 1 }, end: null } }), june2025)).toEqual({
      'period.start': 'out-of-range',
    });
    expect(workHistoryProblems(aWorkEntry({ period: { start: { year: 2024, month: 1 }, end: { year: 2025, month: 7 } } }), june2025)).toEqual({
      'period.end': 'in-the-future',
    });
  });

  it('put open ends first, then the latest end, then the latest start', () => {
    const open = aWorkEntry({ period: { start: { year: 2019, month: 1 }, end: null } });
    const recent = aWorkEntry({ period: { start: { year: 2021, month: 1 }, end: { year: 2024, month: 5 } } });
    const old = aWorkEntry({ period: { start: { year: 2015, month: 1 }, end: { year: 2018, month: 5 } } });
    expect([old, recent, open].sort(byRecency)).toEqual([open, recent, old]);
  });

  it('tell images by their first bytes', () => {
    expect(avatarTypeOf(TINY_PNG)).toBe('image/png');
    expect(avatarTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(avatarProblem(new TextEncoder().encode('<svg/>'))).toBe('not-an-image');
    expect(avatarProblem(new Uint8Array(PROFILE_LIMITS.avatarBytes + 1))).toBe('too-large');
  });
});

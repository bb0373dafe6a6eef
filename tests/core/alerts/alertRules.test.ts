import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALERT_NAME_MAX_LENGTH,
  ALERT_NAME_PATTERN,
  alertNameProblem,
  EMAIL_PATTERN,
  emailProblem,
  guestAlertFormDefaults,
  guestAlertProblems,
  NO_POLISH_DIACRITICS_PATTERN,
  parseFrequency,
  validateGuestAlert,
} from '../../../core/alerts/alertRules.ts';
import { DEFAULT_FREQUENCY, emptyFiltersPayload, frequencies } from '../../../core/alerts/JobFilter.ts';
import { aGuestForm, keywordFilters } from './alertsWorld.ts';

const search = { searchUrl: '/job-offers/krakow?keyword=react', filters: keywordFilters('react', 'krakow') };

describe('the alert name rule', () => {
  it.each(['react', 'React, Kraków', 'C# & C++ (senior) / remote - 2025', 'zażółć gęślą jaźń ZAŻÓŁĆ GĘŚLĄ JAŹŃ', 'a'.repeat(ALERT_NAME_MAX_LENGTH)])(
    'accepts %j',
    (name) => {
      expect(alertNameProblem(name)).toBeNull();
    },
  );

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    ['a'.repeat(ALERT_NAME_MAX_LENGTH + 1), 'too-long'],
    ['node.js', 'pattern'],
    ['<script>', 'pattern'],
    ['50%', 'pattern'],
    ['a_b', 'pattern'],
    ['quote"d', 'pattern'],
    ['tab\there', 'pattern'],
    ['emoji 🚀', 'pattern'],
    ['über', 'pattern'],
    ['semi;colon', 'pattern'],
  ] as const)('refuses %j as %s', (name, problem) => {
    expect(alertNameProblem(name)).toBe(problem);
  });

  it('measures the trimmed name', () => {
    expect(alertNameProblem(`  ${'a'.repeat(ALERT_NAME_MAX_LENGTH)}  `)).toBeNull();
  });

  it('the pattern allows exactly the listed characters', () => {
    const allowed = new Set('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789,&#()/+- ąćęłńóśźżĄĆĘŁŃÓŚŹŻ');
    for (let code = 32; code < 0x250; code++) {
      const character = String.fromCharCode(code);
      expect({ character, accepted: ALERT_NAME_PATTERN.test(character) }).toEqual({ character, accepted: allowed.has(character) });
    }
  });
});

describe('the e-mail pattern (spec section 5)', () => {
  it.each(['ala@example.com', 'a.b-c+tag@sub.example.co', 'ala@[192.168.0.1]', '"quoted local"@example.com', 'ALA@EXAMPLE.PL'])(
    'accepts %j',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(true);
      expect(emailProblem(email)).toBeNull();
    },
  );

  it.each([
    'not-an-email',
    'ala@',
    '@example.com',
    'ala@example',
    'ala@example.c',
    'ala@@example.com',
    'a la@example.com',
    'ala@exa mple.com',
    'ala.@example.com',
    '.ala@example.com',
    'a..b@example.com',
    'ala@example.c0m',
  ])('refuses %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
    expect(emailProblem(email)).toBe('pattern');
  });

  it('requires an address', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('  ')).toBe('required');
  });

  it('refuses addresses longer than 254 characters without running the pattern', () => {
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe('pattern');
  });

  it('answers quickly on hostile input', () => {
    const started = performance.now();
    emailProblem(`${'a.'.repeat(120)}@${'b-'.repeat(60)}`);
    EMAIL_PATTERN.test(`"${'a'.repeat(5000)}`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('the pattern without Polish diacritics (spec section 5)', () => {
  it.each(['plain text', 'krakow', 'UPPER lower 123', ''])('accepts %j', (text) => {
    expect(NO_POLISH_DIACRITICS_PATTERN.test(text)).toBe(true);
  });

  it.each([...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ'].map((letter) => `kra${letter}ow`).concat(['a,b', ',']))('refuses %j', (text) => {
    expect(NO_POLISH_DIACRITICS_PATTERN.test(text)).toBe(false);
  });

  it('refuses any text holding one Polish letter or comma, and only those', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(NO_POLISH_DIACRITICS_PATTERN.test(text)).toBe(!/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ,]/.test(text));
      }),
    );
  });
});

describe('frequency', () => {
  it('defaults to twiceAWeek', () => {
    expect(DEFAULT_FREQUENCY).toBe('twiceAWeek');
    expect(parseFrequency(undefined)._unsafeUnwrap()).toBe('twiceAWeek');
    expect(parseFrequency('')._unsafeUnwrap()).toBe('twiceAWeek');
  });

  it.each(frequencies)('accepts %s', (frequency) => {
    expect(parseFrequency(frequency)._unsafeUnwrap()).toBe(frequency);
  });

  it('refuses anything else', () => {
    expect(parseFrequency('hourly')._unsafeUnwrapErr()).toEqual({ kind: 'invalid-frequency', value: 'hourly' });
    expect(parseFrequency('TwiceAWeek')._unsafeUnwrapErr().kind).toBe('invalid-frequency');
  });
});

describe('the register dialog form', () => {
  it('starts with the default name, twiceAWeek, both switches off and privacy unticked', () => {
    expect(guestAlertFormDefaults('react, Kraków')).toEqual({
      name: 'react, Kraków',
      email: '',
      privacyPolicy: false,
      marketingAgreement: false,
      createAccount: false,
      frequency: 'twiceAWeek',
    });
  });

  it('reports every field at once', () => {
    expect(guestAlertProblems({ name: 'bad.name', email: 'nope', privacyPolicy: false, frequency: 'hourly' })).toEqual({
      name: { kind: 'invalid-name', problem: 'pattern' },
      email: { kind: 'invalid-email', problem: 'pattern' },
      privacyPolicy: { kind: 'privacy-not-accepted' },
      frequency: { kind: 'invalid-frequency', value: 'hourly' },
    });
    expect(guestAlertProblems(aGuestForm())).toEqual({});
  });

  it('makes the guest payload: trimmed text, switches false by default, frequency twiceAWeek', () => {
    expect(validateGuestAlert(aGuestForm({ name: '  react  ', email: ' ala@example.com ' }), search)._unsafeUnwrap()).toEqual({
      email: 'ala@example.com',
      frequency: 'twiceAWeek',
      name: 'react',
      filters: search.filters,
      createCandidate: false,
      marketingAgreement: false,
      searchUrl: search.searchUrl,
    });
  });

  it('carries the switches and the frequency', () => {
    const payload = validateGuestAlert(aGuestForm({ marketingAgreement: true, createAccount: true, frequency: 'weekly' }), search)._unsafeUnwrap();
    expect(payload).toMatchObject({ marketingAgreement: true, createCandidate: true, frequency: 'weekly' });
  });

  it.each([
    [{ name: '' }, { kind: 'invalid-name', problem: 'required' }],
    [{ name: 'x'.repeat(1000) }, { kind: 'invalid-name', problem: 'too-long' }],
    [{ name: 'a<b' }, { kind: 'invalid-name', problem: 'pattern' }],
    [{ email: '' }, { kind: 'invalid-email', problem: 'required' }],
    [{ email: 'ala@' }, { kind: 'invalid-email', problem: 'pattern' }],
    [{ privacyPolicy: false }, { kind: 'privacy-not-accepted' }],
    [{ frequency: 'monthly' }, { kind: 'invalid-frequency', value: 'monthly' }],
  ])('refuses %j with %j', (patch, failure) => {
    expect(validateGuestAlert(aGuestForm(patch), search)._unsafeUnwrapErr()).toEqual(failure);
  });

  it('needs a search URL', () => {
    expect(validateGuestAlert(aGuestForm(), { searchUrl: ' ', filters: emptyFiltersPayload })._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-search-url',
    });
  });
});

import { describe, expect, it } from 'vitest';
import * as contract from '../../../contract/session.ts';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  emailProblem,
  favouriteOfferIdFrom,
  firstPasswordProblems,
  OFFER_ID_MAX_LENGTH,
  loginProblems,
  registrationProblems,
} from '../../../core/session/credentials.ts';

describe('credential rules', () => {
  it('match the gateway limits', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH]).toEqual([
      contract.PASSWORD_MIN_LENGTH,
      contract.PASSWORD_MAX_LENGTH,
      contract.EMAIL_MAX_LENGTH,
      contract.NAME_MAX_LENGTH,
    ]);
  });

  it('check e-mails', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
    expect(emailProblem('ala@example')).toBe('invalid-email');
    expect(emailProblem('a la@example.com')).toBe('invalid-email');
    expect(emailProblem(' ala@example.com ')).toBeUndefined();
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe('too-long');
  });

  it('ask login only for something in each field', () => {
    expect(loginProblems({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(loginProblems({ email: 'ala@example.com', password: 'x' })).toEqual({});
  });

  it('need 8 characters for a new password and names without control characters', () => {
    expect(registrationProblems({ email: 'ala@example.com', password: '1234567', firstName: 'Ala', lastName: 'N' })).toEqual({
      password: 'too-short',
    });
    expect(registrationProblems({ email: 'ala@example.com', password: '12345678', firstName: ' ', lastName: 'a\u0007' })).toEqual({
      firstName: 'required',
      lastName: 'invalid-characters',
    });
    expect(
      registrationProblems({ email: 'ala@example.com', password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1), firstName: 'A', lastName: 'B'.repeat(101) }),
    ).toEqual({
      password: 'too-long',
      lastName: 'too-long',
    });
  });

  it('accept only id-shaped favourite offer ids', () => {
    expect(favouriteOfferIdFrom(' 3f1c2a9e-0d4b-4c7a-9a51-6f2b8d0e1c11 ')).toBe('3f1c2a9e-0d4b-4c7a-9a51-6f2b8d0e1c11');
    expect(favouriteOfferIdFrom('')).toBeNull();
    expect(favouriteOfferIdFrom(null)).toBeNull();
    expect(favouriteOfferIdFrom('<script>')).toBeNull();
    expect(favouriteOfferIdFrom('a'.repeat(129))).toBeNull();
  });
});

describe('credential limits', () => {
  const atLimit = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`;

  it('take an e-mail address of exactly the longest length', () => {
    expect(atLimit).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailProblem(atLimit)).toBeUndefined();
    expect(emailProblem(`a${atLimit}`)).toBe('too-long');
  });

  it('take a login password of exactly the longest length, and no longer', () => {
    expect(loginProblems({ email: 'ala@example.com', password: 'x'.repeat(PASSWORD_MAX_LENGTH) })).toEqual({});
    expect(loginProblems({ email: 'ala@example.com', password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) })).toEqual({ password: 'too-long' });
  });

  it('ask for a new password before measuring it, and take one of exactly the longest length', () => {
    const form = { email: 'ala@example.com', firstName: 'Ala', lastName: 'N' };
    expect(registrationProblems({ ...form, password: '' })).toEqual({ password: 'required' });
    expect(firstPasswordProblems({ password: '' })).toEqual({ password: 'required' });
    expect(registrationProblems({ ...form, password: 'x'.repeat(PASSWORD_MAX_LENGTH) })).toEqual({});
    expect(firstPasswordProblems({ password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) })).toEqual({ password: 'too-long' });
  });

  it('take a favourite offer id of exactly the longest length, made only of id characters', () => {
    expect(favouriteOfferIdFrom('a'.repeat(OFFER_ID_MAX_LENGTH))).toBe('a'.repeat(OFFER_ID_MAX_LENGTH));
    expect(favouriteOfferIdFrom('offer-1/../../admin')).toBeNull();
    expect(favouriteOfferIdFrom('offer-1 offer-2')).toBeNull();
  });
});

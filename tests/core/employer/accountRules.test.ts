import { describe, expect, it } from 'vitest';
import { COMPANY_NAME_MAX_LENGTH as WIRE_COMPANY_MAX, PHONE_PATTERN as WIRE_PHONE } from '../../../contract/employer.ts';
import { COMPANY_NAME_MAX_LENGTH, PHONE_PATTERN, phoneProblem, signUpProblems } from '../../../core/employer/accountRules.ts';

const valid = {
  companyName: 'Acme',
  name: 'Ada',
  phone: '+48 600 100 200',
  email: 'ada@example.com',
  password: 'long-enough',
  passwordConfirmation: 'long-enough',
  acceptedRegulations: true,
  subscribeToNewsletter: false,
};

describe('employer account rules', () => {
  it('keep the gateway’s limits', () => {
    expect(COMPANY_NAME_MAX_LENGTH).toBe(WIRE_COMPANY_MAX);
    expect(PHONE_PATTERN.source).toBe(WIRE_PHONE.source);
  });

  it('accept a valid sign-up and name each broken field', () => {
    expect(signUpProblems(valid)).toEqual({});
    expect(
      signUpProblems({
        ...valid,
        companyName: ' ',
        email: 'x',
        password: 'short',
        passwordConfirmation: 'other',
        acceptedRegulations: false,
        phone: 'abc',
      }),
    ).toEqual({
      companyName: 'required',
      email: 'invalid-email',
      password: 'too-short',
      passwordConfirmation: 'mismatch',
      acceptedRegulations: 'not-accepted',
      phone: 'invalid-phone',
    });
    expect(signUpProblems({ ...valid, companyName: 'x'.repeat(201) }).companyName).toBe('too-long');
  });

  it('take an empty phone as none', () => {
    expect(phoneProblem('  ')).toBeUndefined();
    expect(phoneProblem('(12) 345-67-89')).toBeUndefined();
  });
});

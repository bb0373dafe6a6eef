import { describe, expect, it } from 'vitest';
import {
  applicationProblems,
  cvProblem,
  hasApplicationProblems,
  MESSAGE_MAX_LENGTH,
  messageProblem,
  normaliseFields,
  type CvDraft,
} from '../../../core/applications/apply/applicationRules.ts';
import { MAX_DOCUMENT_BYTES } from '../../../core/applications/documentRules.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../core/session/credentials.ts';
import { anApplicant } from './applicationsWorld.ts';

const aFile = (name = 'cv.pdf', size = 1234): CvDraft => ({ kind: 'file', name, size });

describe('the application form’s rules', () => {
  it('accepts a complete form with a new file or a profile CV, and no message', () => {
    expect(applicationProblems(anApplicant(), aFile())).toEqual({});
    expect(applicationProblems(anApplicant({ message: '' }), { kind: 'profile', documentId: 'doc-1' })).toEqual({});
    expect(hasApplicationProblems({})).toBe(false);
  });

  it('names each field’s problem at once', () => {
    const problems = applicationProblems(anApplicant({ name: '  ', email: 'not-an-address', message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }), null);
    expect(problems).toEqual({ name: 'required', email: 'invalid-email', message: 'too-long', cv: 'required' });
    expect(hasApplicationProblems(problems)).toBe(true);
  });

  describe('name', () => {
    it.each([
      ['', 'required'],
      ['   ', 'required'],
      ['x'.repeat(NAME_MAX_LENGTH + 1), 'too-long'],
      ['Ada\u0000Lovelace', 'invalid-characters'],
      ['Ada\nLovelace', 'invalid-characters'],
      ['Ada\u0085', 'invalid-characters'],
    ])('%j → %s', (name, problem) => {
      expect(applicationProblems(anApplicant({ name }), aFile()).name).toBe(problem);
    });

    it('takes up to the longest name, counted after trimming', () => {
      expect(applicationProblems(anApplicant({ name: ` ${'x'.repeat(NAME_MAX_LENGTH)} ` }), aFile()).name).toBeUndefined();
      expect(applicationProblems(anApplicant({ name: 'Zażółć Gęślą' }), aFile()).name).toBeUndefined();
    });
  });

  describe('e-mail', () => {
    it.each([
      ['', 'required'],
      ['ada', 'invalid-email'],
      ['ada@', 'invalid-email'],
      ['@example.com', 'invalid-email'],
      [`${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`, 'too-long'],
    ])('%j → %s', (email, problem) => {
      expect(applicationProblems(anApplicant({ email }), aFile()).email).toBe(problem);
    });

    it('accepts an address with spaces around it', () => {
      expect(applicationProblems(anApplicant({ email: '  Ada@Example.com ' }), aFile()).email).toBeUndefined();
    });
  });

  describe('message', () => {
    it('is optional and keeps line breaks and tabs', () => {
      expect(messageProblem('')).toBeUndefined();
      expect(messageProblem('Hello,\r\n\tI apply.\n')).toBeUndefined();
    });

    it('is at most 5000 characters after trimming', () => {
      expect(MESSAGE_MAX_LENGTH).toBe(5000);
      expect(messageProblem('x'.repeat(MESSAGE_MAX_LENGTH))).toBeUndefined();
      expect(messageProblem(`  ${'x'.repeat(MESSAGE_MAX_LENGTH)}  `)).toBeUndefined();
      expect(messageProblem('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('too-long');
    });

    it('refuses control characters other than line breaks', () => {
      expect(messageProblem('a\u0000b')).toBe('invalid-characters');
      expect(messageProblem('a\u0007b')).toBe('invalid-characters');
      expect(messageProblem('a\u007fb')).toBe('invalid-characters');
    });
  });

  describe('CV choice', () => {
    it('is required: no CV, or a profile choice without a document', () => {
      expect(cvProblem(null)).toBe('required');
      expect(cvProblem({ kind: 'profile', documentId: '' })).toBe('required');
      expect(cvProblem({ kind: 'profile', documentId: '   ' })).toBe('required');
      expect(cvProblem({ kind: 'profile', documentId: 'doc-1' })).toBeUndefined();
    });

    it('checks a new file’s name and size before sending', () => {
      expect(cvProblem(aFile('cv.exe'))).toBe('file-type-not-allowed');
      expect(cvProblem(aFile('../cv.pdf'))).toBe('file-name-not-allowed');
      expect(cvProblem(aFile('cv.pdf', 0))).toBe('file-empty');
      expect(cvProblem(aFile('cv.pdf', MAX_DOCUMENT_BYTES + 1))).toBe('file-too-large');
      expect(cvProblem(aFile('cv.pdf', MAX_DOCUMENT_BYTES))).toBeUndefined();
      expect(cvProblem(aFile('CV.DOCX'))).toBeUndefined();
    });

    it('reports the name’s problem before the size’s', () => {
      expect(cvProblem(aFile('cv.exe', MAX_DOCUMENT_BYTES + 1))).toBe('file-type-not-allowed');
    });
  });

  describe('consents', () => {
    it('are never a problem: either answer is a valid form', () => {
      for (const futureConsent of [true, false])
        for (const customConsent of [true, false]) expect(applicationProblems(anApplicant({ futureConsent, customConsent }), aFile())).toEqual({});
    });

    it('are sent as given', () => {
      expect(normaliseFields(anApplicant({ futureConsent: false, customConsent: true }))).toMatchObject({
        futureConsent: false,
        customConsent: true,
      });
      expect(normaliseFields(anApplicant({ futureConsent: true, customConsent: false }))).toMatchObject({
        futureConsent: true,
        customConsent: false,
      });
    });
  });

  it('sends the fields trimmed, the e-mail lower-cased, the message’s inner line breaks kept', () => {
    expect(normaliseFields(anApplicant({ name: '  Ada  ', email: ' Ada@Example.COM ', message: '\n Hi,\nme \n' }))).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hi,\nme',
      futureConsent: true,
      customConsent: false,
    });
  });
});

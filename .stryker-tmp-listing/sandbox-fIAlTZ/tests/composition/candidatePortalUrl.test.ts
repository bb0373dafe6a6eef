// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { readCandidatePortalUrl, readSettings, SettingError } from '../../composition/server/settings.ts';

describe('CANDIDATE_PORTAL_URL', () => {
  it("defaults to '/candidate' on this site", () => {
    expect(readCandidatePortalUrl(undefined)).toBe('/candidate');
    expect(readCandidatePortalUrl('  ')).toBe('/candidate');
    expect(readSettings({}).candidatePortalUrl).toBe('/candidate');
  });

  it('takes a path or an http(s) address, without the trailing slash', () => {
    expect(readCandidatePortalUrl('/konto/')).toBe('/konto');
    expect(readCandidatePortalUrl('https://candidates.example.com/')).toBe('https://candidates.example.com');
    expect(readCandidatePortalUrl('http://localhost:5000/portal')).toBe('http://localhost:5000/portal');
  });

  it('refuses anything else with a readable error', () => {
    for (const bad of ['candidate', '//evil.example', 'javascript:alert(1)', 'ftp://files.example', '/a\\b', 'https://x.example/?a=1']) {
      expect(() => readCandidatePortalUrl(bad), bad).toThrow(SettingError);
    }
  });
});

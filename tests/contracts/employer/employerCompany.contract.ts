import { describe, expect, it } from 'vitest';
import type { EmployerCompany } from '../../../core/employer/company/EmployerCompany.ts';
import { failure, ok } from './employerDevice.ts';
import { EXECUTABLE_BYTES, file, JPEG_BYTES, PNG_BYTES, type NewCompany } from './companyDevice.ts';

const billing = {
  companyName: 'Acme sp. z o.o.',
  street: 'Prosta',
  streetNumber: '20',
  city: 'Warszawa',
  postalCode: '00-850',
  country: 'PL',
  taxId: 'PL5250001009',
};

/** What every EmployerCompany adapter promises: the caller's own company, changed by its admins only, by the gateway's rules. */
export function employerCompanyContract(adapter: string, newCompany: NewCompany): void {
  describe(`EmployerCompany contract: ${adapter}`, () => {
    it('answers a new company: initials for a logo, no description, empty billing, no clauses, no story', async () => {
      const admin = await newCompany();
      const company = await ok(admin.company.load());
      expect(company.data).toMatchObject({ slug: admin.slug, hasOwnLogo: false, shortDescription: '', coverUrl: null, type: 'other' });
      expect(company.billing.companyName).toBe('');
      expect(company.clauses).toEqual({ informationClause: null, futureConsent: null, customConsent: null });
      expect(company.brandStory).toBe('none');
    });

    it('changes the data sent, normalises the type, and keeps a logo and a cover read by their bytes', async () => {
      const admin = await newCompany();
      const changed = await ok(
        admin.company.updateData({
          name: 'Acme Software',
          shortDescription: 'We build boards.',
          type: 'software-house',
          industry: 'fintech',
          site: 'https://acme.example',
          logo: file(PNG_BYTES, 'logo.png', 'image/png'),
          cover: file(JPEG_BYTES, 'cover.jpg', 'image/jpeg'),
        }),
      );
      expect(changed.data).toMatchObject({
        name: 'Acme Software',
        shortDescription: 'We build boards.',
        type: 'software-house',
        industry: 'fintech',
        hasOwnLogo: true,
      });
      expect(changed.data.coverUrl).not.toBeNull();
      const again = await ok(admin.company.updateData({ size: '11-50' }));
      expect(again.data).toMatchObject({ name: 'Acme Software', size: '11-50', logoUrl: changed.data.logoUrl });
      expect(await ok(admin.company.load())).toEqual(again);
    });

    it('refuses an unknown type, a site that is not one and an image that is not one, changing nothing', async () => {
      const admin = await newCompany();
      const before = await ok(admin.company.load());
      expect((await failure(admin.company.updateData({ type: 'spaceship' }))).kind).toBe('invalid-input');
      expect((await failure(admin.company.updateData({ site: 'javascript:alert(1)' }))).kind).toBe('invalid-input');
      expect(await failure(admin.company.updateData({ name: 'With a bad logo', logo: file(EXECUTABLE_BYTES, 'logo.png', 'image/png') }))).toEqual({
        kind: 'file-type-not-allowed',
      });
      expect(await ok(admin.company.load())).toEqual(before);
    });

    it('saves billing data and clauses, which the company answers afterwards', async () => {
      const admin = await newCompany();
      expect(await ok(admin.company.updateBilling(billing))).toEqual(billing);
      const clauses = {
        informationClause: 'We process your data to recruit.',
        futureConsent: { text: 'Keep my CV.', enabled: true },
        customConsent: null,
      };
      expect(await ok(admin.company.updateClauses(clauses))).toEqual(clauses);
      const company = await ok(admin.company.load());
      expect(company.billing).toEqual(billing);
      expect(company.clauses).toEqual(clauses);
      expect((await failure(admin.company.updateBilling({ ...billing, country: 'Poland' }))).kind).toBe('invalid-input');
    });

    it('lets a recruiter read the company and refuses its changes as forbidden', async () => {
      const admin = await newCompany();
      const recruiter = await admin.member('recruiter');
      expect((await ok(recruiter.company.load())).data.slug).toBe(admin.slug);
      expect(await failure(recruiter.company.updateData({ name: 'Taken over' }))).toEqual({ kind: 'forbidden' });
      expect(await failure(recruiter.company.updateBilling(billing))).toEqual({ kind: 'forbidden' });
      expect(await failure(recruiter.company.updateClauses({ informationClause: 'x', futureConsent: null, customConsent: null }))).toEqual({
        kind: 'forbidden',
      });
    });

    it('is unauthorized without a login, and lists industries to anyone', async () => {
      const admin = await newCompany();
      expect(await failure(admin.guest().company.load())).toEqual({ kind: 'unauthorized' });
      expect(await failure(admin.guest().company.updateBilling(billing))).toEqual({ kind: 'unauthorized' });
      expect((await ok(admin.guest().company.industries('en'))).map((industry) => industry.key)).toContain('fintech');
    });
  });
}

/** The port this suite proves (every adapter of it runs the suite: tests/contracts/everyPortProven.test.ts). */
export type ProvenPort = EmployerCompany;

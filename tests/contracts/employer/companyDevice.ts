import type { BrandStories } from '../../../core/employer/company/story/BrandStories.ts';
import type { CompanyUsers } from '../../../core/employer/company/users/CompanyUsers.ts';
import type { EmployerCompany } from '../../../core/employer/company/EmployerCompany.ts';
import type { EmployerRole } from '../../../core/employer/EmployerProfile.ts';

/**
 * One logged-in user of a company in the company contracts: the three ports with that user's
 * bearer, who they are, and how to get a device for another user of the same company.
 */
export interface CompanyDevice {
  readonly company: EmployerCompany;
  readonly users: CompanyUsers;
  readonly stories: BrandStories;
  readonly email: string;
  readonly slug: string;
  /** A device of a new user of this company with this role (invited, password set through the link, logged in). */
  member(role: EmployerRole): Promise<CompanyDevice>;
  /** The same ports without a bearer: a guest. */
  guest(): Pick<CompanyDevice, 'company' | 'users' | 'stories'>;
}

/** A new company, and a device of its admin (the user who signed it up). */
export type NewCompany = () => Promise<CompanyDevice>;

/** A 1×1 PNG, JPEG bytes and an executable's: the images are told by their bytes. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const JPEG_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array<number>(64).fill(0)]);
export const EXECUTABLE_BYTES = Uint8Array.from([
  0x4d,
  0x5a,
  ...new Array<number>(62).fill(0),
  0x50,
  0x45,
  0,
  0,
  ...new Array<number>(100).fill(0x90),
]);

export const file = (bytes: Uint8Array, name: string, type: string): File => new File([Uint8Array.from(bytes)], name, { type });

export const storyInput = (slug: string, headline: string, published: boolean) => ({
  slug,
  content: {
    pl: { headline: `${headline} PL`, sections: [{ title: 'Kim jesteśmy', body: 'Akapit.' }], benefits: ['Karta sportowa'] },
    en: { headline: `${headline} EN`, sections: [{ title: 'Who we are', body: 'A paragraph.' }], benefits: ['Gym card'] },
  },
  technologies: ['TypeScript'],
  published,
  keptPictures: [] as string[],
  newPictures: [] as File[],
});

import { describe, expect, it } from 'vitest';
import type { BrandStoryInput } from '../../../../core/employer/company/story/BrandStory.ts';
import type { BrandStories } from '../../../../core/employer/company/story/BrandStories.ts';
import type { CompanyDataChanges, CompanyUserChanges, CompanyUserInvitation } from '../../../../core/employer/company/Company.ts';
import type { EmployerCompany } from '../../../../core/employer/company/EmployerCompany.ts';
import { LoadIndustries } from '../../../../core/employer/company/LoadIndustries.ts';
import { LoadBrandStory } from '../../../../core/employer/company/story/LoadBrandStory.ts';
import { LoadTechnologies } from '../../../../core/employer/company/story/LoadTechnologies.ts';
import { SaveBrandStory } from '../../../../core/employer/company/story/SaveBrandStory.ts';
import { UpdateBillingData } from '../../../../core/employer/company/UpdateBillingData.ts';
import { UpdateClauses } from '../../../../core/employer/company/UpdateClauses.ts';
import { UpdateCompanyData } from '../../../../core/employer/company/UpdateCompanyData.ts';
import type { CompanyUsers } from '../../../../core/employer/company/users/CompanyUsers.ts';
import { InviteCompanyUser } from '../../../../core/employer/company/users/InviteCompanyUser.ts';
import { ListCompanyUsers } from '../../../../core/employer/company/users/ListCompanyUsers.ts';
import { UpdateCompanyUser } from '../../../../core/employer/company/users/UpdateCompanyUser.ts';
import { companyWorld, PNG, upload } from './companyWorld.ts';

/** A company port that keeps the data changes it was sent before passing them on. */
function dataKept(inner: EmployerCompany): EmployerCompany & { sent: CompanyDataChanges[] } {
  const port = {
    sent: [] as CompanyDataChanges[],
    load: () => inner.load(),
    updateData: (changes: CompanyDataChanges) => (port.sent.push(changes), inner.updateData(changes)),
    updateBilling: (billing: Parameters<EmployerCompany['updateBilling']>[0]) => inner.updateBilling(billing),
    updateClauses: (clauses: Parameters<EmployerCompany['updateClauses']>[0]) => inner.updateClauses(clauses),
    industries: (language: 'pl' | 'en') => inner.industries(language),
  };
  return port;
}

/** A users port that keeps the invitations and changes it was sent before passing them on. */
function usersKept(inner: CompanyUsers): CompanyUsers & { invited: CompanyUserInvitation[]; changed: CompanyUserChanges[] } {
  const port = {
    invited: [] as CompanyUserInvitation[],
    changed: [] as CompanyUserChanges[],
    list: () => inner.list(),
    invite: (invitation: CompanyUserInvitation) => (port.invited.push(invitation), inner.invite(invitation)),
    update: (id: string, changes: CompanyUserChanges) => (port.changed.push(changes), inner.update(id, changes)),
    remove: (id: string) => inner.remove(id),
  };
  return port;
}

/** A stories port that counts the saves it was sent. */
function savesCounted(inner: BrandStories): BrandStories & { saves: number } {
  const port = {
    saves: 0,
    load: (slug: string) => inner.load(slug),
    status: (slug: string) => inner.status(slug),
    save: (input: BrandStoryInput) => (port.saves++, inner.save(input)),
    technologies: () => inner.technologies(),
  };
  return port;
}

describe('changing the company data', () => {
  function updating() {
    const world = companyWorld();
    const company = dataKept(world.company);
    return { ...world, company, update: new UpdateCompanyData(company, world.coordinator) };
  }

  it('sends only the fields given, each trimmed', async () => {
    const world = updating();
    const logo = upload(PNG);
    await world.update.execute({
      name: ' Acme Labs ',
      shortDescription: ' We build. ',
      type: ' startup ',
      industry: ' fintech ',
      size: ' 10-50 ',
      site: ' https://acme.example ',
      logo,
    });
    await world.update.execute({ size: ' 50-200 ' });
    expect(world.company.sent).toStrictEqual([
      {
        name: 'Acme Labs',
        shortDescription: 'We build.',
        type: 'startup',
        industry: 'fintech',
        size: '10-50',
        site: 'https://acme.example',
        logo,
      },
      { size: '50-200' },
    ]);
  });

  it('saves each field given and keeps the others', async () => {
    const world = updating();
    const saved = (
      await world.update.execute({
        name: ' Acme Labs ',
        shortDescription: ' We build. ',
        industry: ' fintech ',
        size: ' 10-50 ',
        site: ' https://acme.example/ ',
        cover: upload(PNG),
      })
    )._unsafeUnwrap();
    expect(saved.data).toMatchObject({
      name: 'Acme Labs',
      shortDescription: 'We build.',
      industry: 'fintech',
      size: '10-50',
      site: 'https://acme.example/',
      hasOwnLogo: false,
    });
    expect(saved.data.coverUrl).not.toBeNull();
    const again = (await world.update.execute({ type: 'agency' }))._unsafeUnwrap();
    expect(again.data).toEqual({ ...saved.data, type: 'agency' });
  });

  it('clears the industry with null or blanks, and only then', async () => {
    const world = updating();
    await world.update.execute({ industry: 'fintech' });
    expect((await world.update.execute({ industry: null }))._unsafeUnwrap().data.industry).toBeNull();
    await world.update.execute({ industry: 'software' });
    expect((await world.update.execute({ industry: '  ' }))._unsafeUnwrap().data.industry).toBeNull();
    expect(world.company.sent.map((changes) => changes.industry)).toEqual(['fintech', null, 'software', null]);
  });

  it('clears the description, the size and the site with blanks', async () => {
    const world = updating();
    await world.update.execute({ shortDescription: 'We build.', size: '10-50', site: 'https://acme.example/' });
    const cleared = (await world.update.execute({ shortDescription: ' ', size: ' ', site: ' ' }))._unsafeUnwrap();
    expect(cleared.data).toMatchObject({ shortDescription: '', size: '', site: '' });
  });

  it('names the image that is an empty file', async () => {
    const world = updating();
    expect((await world.update.execute({ cover: upload(new Uint8Array(), 0) }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
      message: 'cover: empty file',
    });
    expect(world.company.sent).toEqual([]);
  });
});

describe('the billing data and the clauses', () => {
  const billing = { companyName: 'Acme', street: 'Prosta', streetNumber: '1', city: 'Warszawa', postalCode: '00-001', country: 'PL', taxId: '' };

  it('names the first billing field refused', async () => {
    const world = companyWorld();
    const refused = await new UpdateBillingData(world.company, world.coordinator).execute({ ...billing, city: ' ' });
    expect(refused._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input', message: 'city: required' });
  });

  it('saves the clauses cleaned', async () => {
    const world = companyWorld();
    const saved = await new UpdateClauses(world.company, world.coordinator).execute({
      informationClause: ' We process your data. ',
      futureConsent: { text: ' I agree to future recruitment. ', enabled: true },
      customConsent: { text: ' ', enabled: false },
    });
    expect(saved._unsafeUnwrap()).toEqual({
      informationClause: 'We process your data.',
      futureConsent: { text: 'I agree to future recruitment.', enabled: true },
      customConsent: null,
    });
  });

  it('names the first clause refused', async () => {
    const world = companyWorld();
    const refused = await new UpdateClauses(world.company, world.coordinator).execute({
      informationClause: null,
      futureConsent: null,
      customConsent: { text: '', enabled: true },
    });
    expect(refused._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input', message: 'customConsent: required' });
  });

  it('offers the industries of the dictionary', async () => {
    const world = companyWorld();
    expect((await new LoadIndustries(world.company).execute('en'))._unsafeUnwrap()).toEqual(world.companies.industries);
  });
});

describe('the company’s users', () => {
  function managing() {
    const world = companyWorld();
    const users = usersKept(world.users);
    return {
      ...world,
      users,
      invite: new InviteCompanyUser(users, world.coordinator),
      update: new UpdateCompanyUser(users, world.coordinator),
    };
  }

  it('lists the company’s users, the admin first', async () => {
    const world = managing();
    await world.invite.execute({ name: 'Bob', email: 'bob@example.com', phone: null, role: 'recruiter' });
    const users = (await new ListCompanyUsers(world.users, world.coordinator).execute())._unsafeUnwrap();
    expect(users.map((user) => [user.email, user.role])).toEqual([
      ['ada@example.com', 'admin'],
      ['bob@example.com', 'recruiter'],
    ]);
  });

  it('invites with the texts trimmed and the phone kept', async () => {
    const world = managing();
    const bob = (
      await world.invite.execute({ name: ' Bob ', email: ' bob@example.com ', phone: ' +48 600 100 200 ', role: 'recruiter' })
    )._unsafeUnwrap();
    expect(world.users.invited).toEqual([{ name: 'Bob', email: 'bob@example.com', phone: '+48 600 100 200', role: 'recruiter' }]);
    expect(bob.phone).toBe('+48 600 100 200');
  });

  it('refuses a bad name, address or phone without a call', async () => {
    const world = managing();
    const valid = { name: 'Bob', email: 'bob@example.com', phone: null, role: 'recruiter' } as const;
    for (const invitation of [
      { ...valid, name: ' ' },
      { ...valid, email: 'bob' },
      { ...valid, phone: 'call me' },
    ]) {
      expect((await world.invite.execute(invitation))._unsafeUnwrapErr()).toStrictEqual({ kind: 'invalid-input' });
    }
    expect(world.users.invited).toEqual([]);
  });

  it('sends only the changes given, trimmed, a blank or null phone as none', async () => {
    const world = managing();
    const bob = (await world.invite.execute({ name: 'Bob', email: 'bob@example.com', phone: '+48 600 100 200', role: 'recruiter' }))._unsafeUnwrap();
    expect((await world.update.execute({ id: bob.id, changes: { name: ' Robert ' } }))._unsafeUnwrap()).toMatchObject({
      name: 'Robert',
      phone: '+48 600 100 200',
      role: 'recruiter',
    });
    expect((await world.update.execute({ id: bob.id, changes: { phone: ' (12) 345-67-89 ' } }))._unsafeUnwrap().phone).toBe('(12) 345-67-89');
    expect((await world.update.execute({ id: bob.id, changes: { phone: '  ' } }))._unsafeUnwrap().phone).toBeNull();
    expect((await world.update.execute({ id: bob.id, changes: { role: 'admin' } }))._unsafeUnwrap().role).toBe('admin');
    await world.update.execute({ id: bob.id, changes: { phone: '+48 600 100 200' } });
    expect((await world.update.execute({ id: bob.id, changes: { phone: null } }))._unsafeUnwrap().phone).toBeNull();
    expect(world.users.changed).toStrictEqual([
      { name: 'Robert' },
      { phone: '(12) 345-67-89' },
      { phone: null },
      { role: 'admin' },
      { phone: '+48 600 100 200' },
      { phone: null },
    ]);
  });

  it('refuses a bad name or phone without a call', async () => {
    const world = managing();
    const id = world.account.profile.id;
    expect((await world.update.execute({ id, changes: { name: '' } }))._unsafeUnwrapErr()).toStrictEqual({ kind: 'invalid-input' });
    expect((await world.update.execute({ id, changes: { phone: 'call me' } }))._unsafeUnwrapErr()).toStrictEqual({ kind: 'invalid-input' });
    expect(world.users.changed).toEqual([]);
  });
});

describe('the brand story', () => {
  const content = { pl: { headline: 'Historia', sections: [], benefits: [] }, en: { headline: 'Story', sections: [], benefits: [] } };

  function saving() {
    const world = companyWorld();
    const stories = savesCounted(world.stories);
    const slug = world.account.profile.company.slug;
    const input = (overrides: Partial<BrandStoryInput> = {}): BrandStoryInput => ({
      slug,
      content,
      technologies: ['TypeScript'],
      published: true,
      keptPictures: [],
      newPictures: [],
      ...overrides,
    });
    return { ...world, slug, input, stories, save: new SaveBrandStory(stories, world.coordinator) };
  }

  it('refuses a picture too large or not claiming an image type by its own failure, without a call', async () => {
    const world = saving();
    expect((await world.save.execute(world.input({ newPictures: [upload(PNG, 2 * 1024 * 1024 + 1)] })))._unsafeUnwrapErr()).toEqual({
      kind: 'file-too-large',
    });
    expect((await world.save.execute(world.input({ newPictures: [upload(PNG, PNG.length, 'image/svg+xml')] })))._unsafeUnwrapErr()).toEqual({
      kind: 'file-type-not-allowed',
    });
    expect((await world.save.execute(world.input({ newPictures: [upload(new Uint8Array(), 0)] })))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
      message: 'pictures.0: file-empty',
    });
    expect((await world.save.execute(world.input({ technologies: ['x'.repeat(51)] })))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
      message: 'technologies.0: too-long',
    });
    expect(world.stories.saves).toBe(0);
  });

  it('loads the saved story for its editor, and null before there is one', async () => {
    const world = saving();
    const load = new LoadBrandStory(world.stories, world.coordinator);
    expect((await load.execute(world.slug))._unsafeUnwrap()).toBeNull();
    const saved = (await world.save.execute(world.input({ published: false })))._unsafeUnwrap();
    expect((await load.execute(world.slug))._unsafeUnwrap()).toEqual(saved);
  });

  it('offers the board’s technologies', async () => {
    const world = saving();
    expect((await new LoadTechnologies(world.stories).execute())._unsafeUnwrap()).toEqual(world.companies.technologies);
  });
});

import { errAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../core/employer/company/Company.ts';
import type { EmployerCompany } from '../../../../core/employer/company/EmployerCompany.ts';
import { LoadCompany } from '../../../../core/employer/company/LoadCompany.ts';
import { DismissMarketingPromo } from '../../../../core/employer/company/prompts/DismissMarketingPromo.ts';
import { MARKETING_PROMO_KEY } from '../../../../core/employer/company/prompts/panelPrompts.ts';
import { QueuePanelPrompts } from '../../../../core/employer/company/prompts/QueuePanelPrompts.ts';
import { SaveBrandStory } from '../../../../core/employer/company/story/SaveBrandStory.ts';
import { UpdateBillingData } from '../../../../core/employer/company/UpdateBillingData.ts';
import { UpdateClauses } from '../../../../core/employer/company/UpdateClauses.ts';
import { UpdateCompanyData } from '../../../../core/employer/company/UpdateCompanyData.ts';
import { InviteCompanyUser } from '../../../../core/employer/company/users/InviteCompanyUser.ts';
import { UpdateCompanyUser } from '../../../../core/employer/company/users/UpdateCompanyUser.ts';
import { RemoveCompanyUser } from '../../../../core/employer/company/users/RemoveCompanyUser.ts';
import type { GatewayFailure } from '../../../../core/shared/Failure.ts';
import { ModalQueue } from '../../../../core/ui-state/ModalQueue.ts';
import { companyWorld, PNG, upload } from './companyWorld.ts';

/** A port that counts the calls it gets: a refusal before any call leaves it at zero. */
function counted(inner: EmployerCompany): EmployerCompany & { calls: number } {
  const port = {
    calls: 0,
    load: () => (port.calls++, inner.load()),
    updateData: (changes: Parameters<EmployerCompany['updateData']>[0]) => (port.calls++, inner.updateData(changes)),
    updateBilling: (billing: Parameters<EmployerCompany['updateBilling']>[0]) => (port.calls++, inner.updateBilling(billing)),
    updateClauses: (clauses: Parameters<EmployerCompany['updateClauses']>[0]) => (port.calls++, inner.updateClauses(clauses)),
    industries: (language: 'pl' | 'en') => inner.industries(language),
  };
  return port;
}

describe('company use cases', () => {
  it('refuses bad data, images too large or not claiming an image type, before any call', async () => {
    const world = companyWorld();
    const port = counted(world.company);
    const update = new UpdateCompanyData(port, world.coordinator);
    expect((await update.execute({ type: 'spaceship' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input', message: 'type: unknown-type' });
    expect((await update.execute({ logo: upload(PNG, 2 * 1024 * 1024) }))._unsafeUnwrapErr()).toEqual({ kind: 'file-too-large' });
    expect((await update.execute({ cover: upload(PNG, 10, 'application/x-msdownload') }))._unsafeUnwrapErr()).toEqual({
      kind: 'file-type-not-allowed',
    });
    expect((await update.execute({ logo: upload(new Uint8Array(), 0) }))._unsafeUnwrapErr().kind).toBe('invalid-input');
    expect(
      (
        await new UpdateBillingData(port, world.coordinator).execute({
          companyName: '',
          street: '',
          streetNumber: '',
          city: '',
          postalCode: '',
          country: 'PL',
          taxId: '',
        })
      )._unsafeUnwrapErr().kind,
    ).toBe('invalid-input');
    expect(
      (
        await new UpdateClauses(port, world.coordinator).execute({
          informationClause: null,
          futureConsent: { text: '', enabled: true },
          customConsent: null,
        })
      )._unsafeUnwrapErr().kind,
    ).toBe('invalid-input');
    expect(port.calls).toBe(0);
  });

  it('sends the data trimmed with the type normalised, and the image read by its bytes', async () => {
    const world = companyWorld();
    const saved = (
      await new UpdateCompanyData(world.company, world.coordinator).execute({
        name: '  Acme  ',
        type: 'Software House',
        industry: ' ',
        logo: upload(PNG),
      })
    )._unsafeUnwrap();
    expect(saved.data).toMatchObject({ name: 'Acme', type: 'software-house', industry: null, hasOwnLogo: true });
    const notAnImage = await new UpdateCompanyData(world.company, world.coordinator).execute({ logo: upload(new TextEncoder().encode('MZ....')) });
    expect(notAnImage._unsafeUnwrapErr()).toEqual({ kind: 'file-type-not-allowed' });
  });

  it('saves billing data trimmed with the country in capitals', async () => {
    const world = companyWorld();
    const billing = { companyName: ' Acme ', street: 'Prosta', streetNumber: '', city: 'Warszawa', postalCode: '00-001', country: 'pl', taxId: '' };
    expect((await new UpdateBillingData(world.company, world.coordinator).execute(billing))._unsafeUnwrap()).toMatchObject({
      companyName: 'Acme',
      country: 'PL',
    });
  });

  it('refreshes an expired login once and retries the call', async () => {
    const world = companyWorld();
    world.accounts.expireAccessTokens();
    const company = (await new LoadCompany(world.company, world.coordinator).execute())._unsafeUnwrap();
    expect(company.data.name).toBe('Acme');
    expect(world.authentication.refreshes).toEqual(['granted']);
  });

  it('invites, changes and removes users through the fakes’ rules: email-taken, last-admin', async () => {
    const world = companyWorld();
    const invite = new InviteCompanyUser(world.users, world.coordinator);
    expect((await invite.execute({ name: 'Bob', email: 'not an address', phone: null, role: 'recruiter' }))._unsafeUnwrapErr().kind).toBe(
      'invalid-input',
    );
    const bob = (await invite.execute({ name: ' Bob ', email: ' bob@example.com ', phone: ' ', role: 'recruiter' }))._unsafeUnwrap();
    expect(bob).toMatchObject({ name: 'Bob', email: 'bob@example.com', phone: null, role: 'recruiter', confirmed: false });
    expect((await invite.execute({ name: 'Bob', email: 'bob@example.com', phone: null, role: 'admin' }))._unsafeUnwrapErr()).toEqual({
      kind: 'email-taken',
    });
    const update = new UpdateCompanyUser(world.users, world.coordinator);
    expect((await update.execute({ id: world.account.profile.id, changes: { role: 'recruiter' } }))._unsafeUnwrapErr()).toEqual({
      kind: 'last-admin',
    });
    expect((await update.execute({ id: bob.id, changes: { phone: 'call me' } }))._unsafeUnwrapErr().kind).toBe('invalid-input');
    expect((await new RemoveCompanyUser(world.users, world.coordinator).execute(bob.id)).isOk()).toBe(true);
    expect(world.accounts.accounts.has('bob@example.com')).toBe(false);
  });

  it('saves a story cleaned, and refuses one past its limits before any call', async () => {
    const world = companyWorld();
    const save = new SaveBrandStory(world.stories, world.coordinator);
    const slug = world.account.profile.company.slug;
    const content = {
      pl: { headline: ' Historia ', sections: [{ title: '', body: '' }], benefits: [] },
      en: { headline: 'Story', sections: [], benefits: [' '] },
    };
    const saved = (
      await save.execute({ slug, content, technologies: ['TS', 'ts'], published: true, keptPictures: [], newPictures: [upload(PNG)] })
    )._unsafeUnwrap();
    expect(saved).toMatchObject({
      status: 'published',
      technologies: ['TS'],
      content: { pl: { headline: 'Historia', sections: [] }, en: { benefits: [] } },
    });
    expect(saved.pictures).toHaveLength(1);
    const tooLong = await save.execute({
      slug,
      content: { ...content, en: { headline: 'x'.repeat(151), sections: [], benefits: [] } },
      technologies: [],
      published: false,
      keptPictures: [],
      newPictures: [],
    });
    expect(tooLong._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input', message: 'en.headline: too-long' });
    expect(world.companies.companyBySlug(slug)?.story?.content.en.headline).toBe('Story');
  });
});

describe('the panel’s prompts in the modal queue', () => {
  it('shows company-data first, then company-profile, then the promotion, one at a time', async () => {
    const world = companyWorld();
    const modals = new ModalQueue();
    const shown: (string | null)[] = [];
    modals.current$.subscribe((current) => shown.push(current));
    const queued = (await new QueuePanelPrompts(world.company, world.coordinator, modals, world.hints).execute('admin'))._unsafeUnwrap();
    expect(queued).toEqual(['company-data', 'company-profile', 'marketing-promo']);
    expect(modals.current).toBe('company-data');
    modals.dequeue('company-data');
    expect(modals.current).toBe('company-profile');
    modals.dequeue('company-profile');
    expect(modals.current).toBe('marketing-promo');
    await new DismissMarketingPromo(modals, world.hints).execute();
    expect(shown).toEqual([null, 'company-data', 'company-profile', 'marketing-promo', null]);
  });

  it('never shows a dismissed promotion again on this device, and queues nothing when the company cannot be read', async () => {
    const world = companyWorld();
    const modals = new ModalQueue();
    await new DismissMarketingPromo(modals, world.hints).execute();
    expect(world.hints.get(MARKETING_PROMO_KEY)).not.toBeNull();
    expect((await new QueuePanelPrompts(world.company, world.coordinator, modals, world.hints).execute('recruiter'))._unsafeUnwrap()).toEqual([]);
    const broken = counted(world.company);
    broken.load = (): ResultAsync<Company, GatewayFailure> => errAsync({ kind: 'network-failure', message: 'offline' });
    const again = new ModalQueue();
    expect((await new QueuePanelPrompts(broken, world.coordinator, again, world.hints).execute('admin')).isErr()).toBe(true);
    expect(again.current).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseAlertLink, activationLink, unsubscribeLink } from '../../../core/alerts/job-alerts/alertLinks.ts';
import { aGuestForm, alertsWorld, keywordFilters } from './alertsWorld.ts';

const search = { searchUrl: '/job-offers/krakow?keyword=react', filters: keywordFilters('react', 'krakow') };

describe('CreateGuestAlert (the register dialog)', () => {
  it('creates an inactive alert with the payload of the spec', async () => {
    const world = alertsWorld();
    const created = (await world.createGuestAlert.execute({ ...search, form: aGuestForm({ marketingAgreement: true }) }))._unsafeUnwrap();
    expect(world.jobAlerts.guestAlerts).toHaveLength(1);
    expect(world.jobAlerts.guestAlerts[0]).toMatchObject({
      jobFilterId: created.jobFilterId,
      status: 'inactive',
      payload: {
        email: 'ala@example.com',
        frequency: 'twiceAWeek',
        name: 'react, Kraków',
        filters: search.filters,
        createCandidate: false,
        marketingAgreement: true,
        searchUrl: search.searchUrl,
      },
    });
  });

  it.each([
    [{ name: '' }, { kind: 'invalid-name', problem: 'required' }],
    [{ name: 'a'.repeat(1000) }, { kind: 'invalid-name', problem: 'too-long' }],
    [{ name: 'alert <b>' }, { kind: 'invalid-name', problem: 'pattern' }],
    [{ email: 'ala(at)example.com' }, { kind: 'invalid-email', problem: 'pattern' }],
    [{ email: '' }, { kind: 'invalid-email', problem: 'required' }],
    [{ privacyPolicy: false }, { kind: 'privacy-not-accepted' }],
    [{ frequency: 'yearly' }, { kind: 'invalid-frequency', value: 'yearly' }],
  ])('refuses %j before any call', async (patch, failure) => {
    const world = alertsWorld();
    expect((await world.createGuestAlert.execute({ ...search, form: aGuestForm(patch) }))._unsafeUnwrapErr()).toEqual(failure);
    expect(world.jobAlerts.guestAlerts).toHaveLength(0);
  });

  it('follows the error catalogue', async () => {
    const world = alertsWorld({ alerts: { accounts: ['taken@example.com'], candidateProfiles: ['cand@example.com'], guestLimit: 1 } });
    const create = (form: ReturnType<typeof aGuestForm>, url = search.searchUrl) =>
      world.createGuestAlert.execute({ searchUrl: url, filters: search.filters, form });
    expect((await create(aGuestForm({ email: 'taken@example.com' })))._unsafeUnwrapErr()).toEqual({ kind: 'account-exists' });
    expect((await create(aGuestForm({ email: 'cand@example.com', createAccount: true })))._unsafeUnwrapErr()).toEqual({ kind: 'candidate-exists' });
    (await create(aGuestForm()))._unsafeUnwrap();
    expect((await create(aGuestForm()))._unsafeUnwrapErr()).toEqual({ kind: 'alert-exists' });
    expect((await create(aGuestForm(), '/job-offers/all-locations?keyword=other'))._unsafeUnwrapErr()).toEqual({ kind: 'alert-limit-reached' });
    const record = world.jobAlerts.guestAlerts[0];
    (await world.activateAlert.execute({ code: record?.activationCode, jobFilterId: record?.jobFilterId }))._unsafeUnwrap();
    expect((await create(aGuestForm()))._unsafeUnwrapErr()).toEqual({ kind: 'active-alert-exists' });
  });
});

describe('ActivateAlert (the e-mail link)', () => {
  async function withAlert() {
    const world = alertsWorld();
    await world.createGuestAlert.execute({ ...search, form: aGuestForm() });
    const record = world.jobAlerts.guestAlerts[0];
    if (!record) throw new Error('no alert');
    return { world, record };
  }

  it('activates with the right code', async () => {
    const { world, record } = await withAlert();
    expect((await world.activateAlert.execute({ code: record.activationCode, jobFilterId: record.jobFilterId })).isOk()).toBe(true);
    expect(world.jobAlerts.guestAlerts[0]?.status).toBe('active');
  });

  it("a wrong code, another filter's id or a reused code is activation-conflict (the error variant)", async () => {
    const { world, record } = await withAlert();
    expect((await world.activateAlert.execute({ code: 'wrong', jobFilterId: record.jobFilterId }))._unsafeUnwrapErr()).toEqual({
      kind: 'activation-conflict',
    });
    expect((await world.activateAlert.execute({ code: record.activationCode, jobFilterId: 'other' }))._unsafeUnwrapErr()).toEqual({
      kind: 'activation-conflict',
    });
    await world.activateAlert.execute({ code: record.activationCode, jobFilterId: record.jobFilterId });
    expect((await world.activateAlert.execute({ code: record.activationCode, jobFilterId: record.jobFilterId }))._unsafeUnwrapErr()).toEqual({
      kind: 'activation-conflict',
    });
  });

  it.each([[{ code: null, jobFilterId: 'x' }], [{ code: 'x', jobFilterId: undefined }], [{ code: '  ', jobFilterId: 'x' }]])(
    'a link without both values is invalid-activation-link, without a call (%j)',
    async (input) => {
      const { world } = await withAlert();
      expect((await world.activateAlert.execute(input))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-activation-link' });
      expect(world.jobAlerts.guestAlerts[0]?.status).toBe('inactive');
    },
  );
});

describe('Unsubscribe (the e-mail link)', () => {
  it('removes the alert with the right candidate id and code, once', async () => {
    const world = alertsWorld();
    await world.createGuestAlert.execute({ ...search, form: aGuestForm() });
    const record = world.jobAlerts.guestAlerts[0];
    const input = { candidateId: record?.candidateId, code: record?.unsubscribeCode };
    expect((await world.unsubscribe.execute(input)).isOk()).toBe(true);
    expect(world.jobAlerts.guestAlerts).toHaveLength(0);
    expect((await world.unsubscribe.execute(input))._unsafeUnwrapErr()).toEqual({ kind: 'unsubscribe-failed', cause: { kind: 'not-found' } });
  });

  it('a link without both values is invalid-unsubscribe-link', async () => {
    const world = alertsWorld();
    expect((await world.unsubscribe.execute({ candidateId: 'c', code: null }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-unsubscribe-link' });
    expect((await world.unsubscribe.execute({ candidateId: '', code: 'x' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-unsubscribe-link' });
  });
});

describe('parseAlertLink', () => {
  it('reads the activation and unsubscribe links, whole or as a query', () => {
    expect(parseAlertLink(`https://jobs.example${activationLink('abc', 'jf-1')}`)).toEqual({ kind: 'activate', code: 'abc', jobFilterId: 'jf-1' });
    expect(parseAlertLink(unsubscribeLink('cand 1', 'c&d'))).toEqual({ kind: 'unsubscribe', candidateId: 'cand 1', code: 'c&d' });
    expect(parseAlertLink('job-alerts=activate&code=x')).toEqual({ kind: 'activate', code: 'x', jobFilterId: null });
  });

  it('gives null values for missing or blank parts, and null for other URLs; never throws', () => {
    expect(parseAlertLink('/?job-alerts=unsubscribe&code=%20')).toEqual({ kind: 'unsubscribe', candidateId: null, code: null });
    expect(parseAlertLink('/job-offers/all-locations?keyword=x')).toBeNull();
    expect(parseAlertLink('/?job-alerts=explode')).toBeNull();
    expect(parseAlertLink('/?job-alerts=activate&code=%E0%A4%A')).toMatchObject({ kind: 'activate' });
  });
});

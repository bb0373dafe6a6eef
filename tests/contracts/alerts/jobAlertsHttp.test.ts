import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { JobAlertsHttp } from '../../../adapters/http/alerts/JobAlertsHttp.ts';
import { JobFiltersHttp } from '../../../adapters/http/alerts/JobFiltersHttp.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import { emptyFiltersPayload, type GuestAlertPayload } from '../../../core/alerts/JobFilter.ts';
import { activationOf, outbox, startAlertsHarness, uniqueGuestEmail, unsubscribeOf, type AlertsHarness } from '../../gateway/alerts/alertsHarness.ts';
import { register } from '../../gateway/session/sessionHarness.ts';

/** JobAlertsHttp against the real gateway: the error catalogue's kinds come out of the wire's 409 bodies. */
describe('JobAlertsHttp against the real gateway', () => {
  let h: AlertsHarness;
  let alerts: JobAlertsHttp;
  beforeAll(async () => {
    h = await startAlertsHarness({ offers: 30 });
    alerts = new JobAlertsHttp(new GatewayHttpClient('', injectFetch(h.app)), 'jobboard');
  });
  afterAll(async () => h.close());

  const guest = (overrides: Partial<GuestAlertPayload> = {}): GuestAlertPayload => ({
    email: uniqueGuestEmail('http'),
    frequency: 'twiceAWeek',
    name: 'java, Kraków',
    filters: emptyFiltersPayload,
    createCandidate: false,
    marketingAgreement: true,
    searchUrl: '/praca/krakow?keyword=java',
    ...overrides,
  });

  it('creates a guest alert, activates it once, and unsubscribes it once', async () => {
    const payload = guest();
    const created = (await alerts.createGuest(payload))._unsafeUnwrap();
    const mail = (await outbox(h.db, payload.email))[0]!;
    const { code, jobFilterId } = activationOf(mail);
    expect(jobFilterId).toBe(created.jobFilterId);
    expect((await alerts.createGuest(payload))._unsafeUnwrapErr()).toEqual({ kind: 'alert-exists' });
    expect((await alerts.activate(code, jobFilterId)).isOk()).toBe(true);
    expect((await alerts.activate(code, jobFilterId))._unsafeUnwrapErr()).toEqual({ kind: 'activation-conflict' });
    expect((await alerts.createGuest(payload))._unsafeUnwrapErr()).toEqual({ kind: 'active-alert-exists' });
    const link = unsubscribeOf(mail);
    expect((await alerts.unsubscribe(link.candidateId, link.code)).isOk()).toBe(true);
    expect((await alerts.unsubscribe(link.candidateId, link.code))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
  });

  it('reads account-exists, candidate-exists and invalid input from the gateway’s answers', async () => {
    const account = await register(h.app);
    expect((await alerts.createGuest(guest({ email: account.email })))._unsafeUnwrapErr()).toEqual({ kind: 'account-exists' });
    expect((await alerts.createGuest(guest({ email: account.email, createCandidate: true })))._unsafeUnwrapErr()).toEqual({ kind: 'candidate-exists' });
    const invalid = (await alerts.createGuest(guest({ email: 'not-an-email' })))._unsafeUnwrapErr();
    expect(invalid).toMatchObject({ kind: 'http-failure', status: 400 });
  });

  it('enables, changes and disables a logged-in candidate’s alert; enabling twice is active-alert-exists', async () => {
    const account = await register(h.app);
    const client = new GatewayHttpClient('', injectFetch(h.app), () => ({ authorization: `Bearer ${account.token}` }));
    const filters = new JobFiltersHttp(client, 'jobboard');
    const mine = new JobAlertsHttp(client, 'jobboard');
    const filter = (await filters.create({ searchUrl: '/praca?keyword=go', name: 'go', filters: emptyFiltersPayload }))._unsafeUnwrap();
    const enabled = (await mine.enable({ jobFilterId: filter.id, frequency: 'weekly', name: 'Go weekly' }))._unsafeUnwrap();
    expect(enabled).toMatchObject({ id: filter.id, filterName: 'Go weekly', jobAlert: { status: 'active', frequency: 'weekly' } });
    expect((await mine.enable({ jobFilterId: filter.id, frequency: 'weekly', name: 'Go weekly' }))._unsafeUnwrapErr()).toEqual({ kind: 'active-alert-exists' });
    expect((await mine.changeFrequency(filter.id, 'daily')).isOk()).toBe(true);
    expect((await mine.disable(filter.id)).isOk()).toBe(true);
    expect((await mine.changeFrequency(filter.id, 'daily'))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect((await alerts.enable({ jobFilterId: filter.id, frequency: 'daily', name: 'x' }))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
  });
});

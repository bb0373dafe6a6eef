import { describe, expect, it } from 'vitest';
import { JOB_ALERTS_MAX, JOB_FILTERS_MAX } from '../../../contract/alerts.ts';
import type { JobAlerts } from '../../../core/alerts/job-alerts/JobAlerts.ts';
import { emptyFiltersPayload, type GuestAlertPayload } from '../../../core/alerts/JobFilter.ts';
import type { JobFilters } from '../../../core/alerts/saved-searches/JobFilters.ts';

/** The links of a guest alert's activation e-mail. */
export interface GuestAlertLinks {
  readonly activationCode: string;
  readonly unsubscribe: { readonly candidateId: string; readonly code: string };
}

/** One server: a new candidate's alerts and filters, the same server without a session, and its mail. */
export interface JobAlertsFixture {
  readonly alerts: JobAlerts;
  /** The same candidate's filters (enable acts on them). */
  readonly filters: JobFilters;
  readonly loggedOut: JobAlerts;
  /** The e-mail of an account with a password on this server. */
  readonly accountEmail: string;
  /** The links of the activation e-mail written for this guest alert. */
  readonly linksOf: (email: string, jobFilterId: string) => Promise<GuestAlertLinks>;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let counter = 0;
const uniqueEmail = () => `contract.${Date.now()}.${++counter}@example.com`;

const aGuestAlert = (overrides: Partial<GuestAlertPayload> = {}): GuestAlertPayload => ({
  email: uniqueEmail(),
  frequency: 'twiceAWeek',
  name: 'java, Kraków',
  filters: emptyFiltersPayload,
  createCandidate: false,
  marketingAgreement: true,
  searchUrl: '/praca/krakow?keyword=java',
  ...overrides,
});

/**
 * What every JobAlerts adapter promises (core/alerts/README.md, the spec's error catalogue): guest
 * alerts wait for their single-use activation code, one per (e-mail, search), at most
 * JOB_ALERTS_MAX live alerts and JOB_FILTERS_MAX filters per e-mail; a candidate enables alerts on
 * their own filters, at most JOB_ALERTS_MAX; no session is unauthorized.
 */
export function jobAlertsContract(adapter: string, fresh: () => Promise<JobAlertsFixture>): void {
  describe(`JobAlerts contract: ${adapter}`, () => {
    it('creates a guest alert, activates it once, and unsubscribes it once', async () => {
      const { alerts, linksOf } = await fresh();
      const payload = aGuestAlert();
      const created = (await alerts.createGuest(payload))._unsafeUnwrap();
      const links = await linksOf(payload.email, created.jobFilterId);
      expect((await alerts.createGuest(payload))._unsafeUnwrapErr()).toEqual({ kind: 'alert-exists' });
      expect((await alerts.activate(links.activationCode, created.jobFilterId)).isOk()).toBe(true);
      expect((await alerts.activate(links.activationCode, created.jobFilterId))._unsafeUnwrapErr()).toEqual({ kind: 'activation-conflict' });
      expect((await alerts.createGuest(payload))._unsafeUnwrapErr()).toEqual({ kind: 'active-alert-exists' });
      expect((await alerts.unsubscribe(links.unsubscribe.candidateId, links.unsubscribe.code)).isOk()).toBe(true);
      expect((await alerts.unsubscribe(links.unsubscribe.candidateId, links.unsubscribe.code))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    });

    it('lets a guest create an unsubscribed search again, waiting for a new activation', async () => {
      const { alerts, linksOf } = await fresh();
      const payload = aGuestAlert();
      const first = (await alerts.createGuest(payload))._unsafeUnwrap();
      const links = await linksOf(payload.email, first.jobFilterId);
      (await alerts.unsubscribe(links.unsubscribe.candidateId, links.unsubscribe.code))._unsafeUnwrap();
      const again = (await alerts.createGuest(payload))._unsafeUnwrap();
      expect((await alerts.activate(links.activationCode, first.jobFilterId))._unsafeUnwrapErr()).toEqual({ kind: 'activation-conflict' });
      expect((await alerts.activate((await linksOf(payload.email, again.jobFilterId)).activationCode, again.jobFilterId)).isOk()).toBe(true);
    });

    it('refuses a wrong activation code, another filter’s id and a wrong unsubscribe code', async () => {
      const { alerts, linksOf } = await fresh();
      const payload = aGuestAlert();
      const { jobFilterId } = (await alerts.createGuest(payload))._unsafeUnwrap();
      const links = await linksOf(payload.email, jobFilterId);
      expect((await alerts.activate('wrong-code', jobFilterId))._unsafeUnwrapErr()).toEqual({ kind: 'activation-conflict' });
      expect((await alerts.activate(links.activationCode, UNKNOWN_ID))._unsafeUnwrapErr()).toEqual({ kind: 'activation-conflict' });
      expect((await alerts.unsubscribe(links.unsubscribe.candidateId, 'wrong-code'))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    });

    it('reads an account’s e-mail as account-exists, or candidate-exists when the guest asks for an account', async () => {
      const { alerts, accountEmail } = await fresh();
      expect((await alerts.createGuest(aGuestAlert({ email: accountEmail })))._unsafeUnwrapErr()).toEqual({ kind: 'account-exists' });
      expect((await alerts.createGuest(aGuestAlert({ email: accountEmail, createCandidate: true })))._unsafeUnwrapErr()).toEqual({
        kind: 'candidate-exists',
      });
    });

    it('makes an account with the first "create account" alert: a second one is candidate-exists, a plain one joins it', async () => {
      const { alerts } = await fresh();
      const email = uniqueEmail();
      (await alerts.createGuest(aGuestAlert({ email, createCandidate: true, searchUrl: '/praca?keyword=a' })))._unsafeUnwrap();
      expect((await alerts.createGuest(aGuestAlert({ email, createCandidate: true, searchUrl: '/praca?keyword=b' })))._unsafeUnwrapErr()).toEqual({
        kind: 'candidate-exists',
      });
      (await alerts.createGuest(aGuestAlert({ email, searchUrl: '/praca?keyword=b' })))._unsafeUnwrap();
      expect((await alerts.createGuest(aGuestAlert({ email, searchUrl: '/praca?keyword=a' })))._unsafeUnwrapErr()).toEqual({ kind: 'alert-exists' });
    });

    it(`allows a guest ${JOB_ALERTS_MAX} live alerts`, async () => {
      const { alerts } = await fresh();
      const email = uniqueEmail();
      for (let i = 0; i < JOB_ALERTS_MAX; i++) (await alerts.createGuest(aGuestAlert({ email, searchUrl: `/praca?keyword=k${i}` })))._unsafeUnwrap();
      expect((await alerts.createGuest(aGuestAlert({ email, searchUrl: '/praca?keyword=over' })))._unsafeUnwrapErr()).toEqual({
        kind: 'alert-limit-reached',
      });
      expect((await alerts.createGuest(aGuestAlert({ searchUrl: '/praca?keyword=over' }))).isOk()).toBe(true);
    });

    it(`allows a guest ${JOB_FILTERS_MAX} filters, unsubscribed ones included`, async () => {
      const { alerts, linksOf } = await fresh();
      const email = uniqueEmail();
      for (let i = 0; i < JOB_FILTERS_MAX; i++) {
        const { jobFilterId } = (await alerts.createGuest(aGuestAlert({ email, searchUrl: `/praca?keyword=f${i}` })))._unsafeUnwrap();
        const { unsubscribe } = await linksOf(email, jobFilterId);
        (await alerts.unsubscribe(unsubscribe.candidateId, unsubscribe.code))._unsafeUnwrap();
      }
      expect((await alerts.createGuest(aGuestAlert({ email, searchUrl: '/praca?keyword=over' })))._unsafeUnwrapErr()).toEqual({
        kind: 'alert-limit-reached',
      });
      expect((await alerts.createGuest(aGuestAlert({ email, searchUrl: '/praca?keyword=f0' }))).isOk()).toBe(true);
    });

    it('enables, changes and disables a candidate’s alert; enabling twice is active-alert-exists', async () => {
      const { alerts, filters } = await fresh();
      const filter = (await filters.create({ searchUrl: '/praca?keyword=go', name: 'go', filters: emptyFiltersPayload }))._unsafeUnwrap();
      const enabled = (await alerts.enable({ jobFilterId: filter.id, frequency: 'weekly', name: 'Go weekly' }))._unsafeUnwrap();
      expect(enabled).toMatchObject({ id: filter.id, filterName: 'Go weekly', jobAlert: { status: 'active', frequency: 'weekly' } });
      expect((await alerts.enable({ jobFilterId: filter.id, frequency: 'weekly', name: 'Go weekly' }))._unsafeUnwrapErr()).toEqual({
        kind: 'active-alert-exists',
      });
      expect((await alerts.changeFrequency(filter.id, 'daily')).isOk()).toBe(true);
      expect((await filters.list())._unsafeUnwrap()[0]?.jobAlert).toEqual({ status: 'active', frequency: 'daily' });
      expect((await alerts.disable(filter.id)).isOk()).toBe(true);
      expect((await filters.list())._unsafeUnwrap()[0]).toMatchObject({ id: filter.id, jobAlert: null });
      expect((await alerts.disable(filter.id)).isOk()).toBe(true);
      expect((await alerts.changeFrequency(filter.id, 'daily'))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    });

    it('answers not-found for a filter the candidate does not have', async () => {
      const { alerts } = await fresh();
      expect((await alerts.enable({ jobFilterId: UNKNOWN_ID, frequency: 'daily', name: 'x' }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      expect((await alerts.disable(UNKNOWN_ID))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      expect((await alerts.changeFrequency(UNKNOWN_ID, 'daily'))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    });

    it(`allows a candidate ${JOB_ALERTS_MAX} alerts`, async () => {
      const { alerts, filters } = await fresh();
      const ids: string[] = [];
      for (let i = 0; i <= JOB_ALERTS_MAX; i++)
        ids.push((await filters.create({ searchUrl: `/praca?keyword=a${i}`, name: `a${i}`, filters: emptyFiltersPayload }))._unsafeUnwrap().id);
      const [over, ...rest] = ids;
      for (const id of rest) (await alerts.enable({ jobFilterId: id, frequency: 'daily', name: 'x' }))._unsafeUnwrap();
      expect((await alerts.enable({ jobFilterId: over ?? '', frequency: 'daily', name: 'x' }))._unsafeUnwrapErr()).toEqual({
        kind: 'alert-limit-reached',
      });
      (await alerts.disable(rest[0] ?? ''))._unsafeUnwrap();
      expect((await alerts.enable({ jobFilterId: over ?? '', frequency: 'daily', name: 'x' })).isOk()).toBe(true);
    });

    it('answers unauthorized to the candidate’s calls without a session', async () => {
      const { loggedOut } = await fresh();
      expect((await loggedOut.enable({ jobFilterId: UNKNOWN_ID, frequency: 'daily', name: 'x' }))._unsafeUnwrapErr()).toEqual({
        kind: 'unauthorized',
      });
      expect((await loggedOut.disable(UNKNOWN_ID))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
      expect((await loggedOut.changeFrequency(UNKNOWN_ID, 'daily'))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { JobAlertsHttp } from '../../../adapters/http/alerts/JobAlertsHttp.ts';
import { JobFiltersHttp } from '../../../adapters/http/alerts/JobFiltersHttp.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import { emptyFiltersPayload } from '../../../core/alerts/JobFilter.ts';
import { activationOf, outbox, startAlertsHarness, uniqueGuestEmail, unsubscribeOf, type AlertsHarness } from '../../gateway/alerts/alertsHarness.ts';
import { register } from '../../gateway/session/sessionHarness.ts';
import { jobAlertsContract } from './jobAlerts.contract.ts';

let h: AlertsHarness;
beforeAll(async () => {
  h = await startAlertsHarness({ offers: 30 });
});
afterAll(async () => h.close());

const guestAlerts = () => new JobAlertsHttp(new GatewayHttpClient('', injectFetch(h.app)), 'jobboard');

jobAlertsContract('JobAlertsHttp against the real gateway', async () => {
  const account = await register(h.app);
  const signedIn = new GatewayHttpClient('', injectFetch(h.app), () => ({ authorization: `Bearer ${account.token}` }));
  return {
    alerts: new JobAlertsHttp(signedIn, 'jobboard'),
    filters: new JobFiltersHttp(signedIn, 'jobboard'),
    loggedOut: guestAlerts(),
    accountEmail: (await register(h.app)).email,
    linksOf: async (email, jobFilterId) => {
      const mail = (await outbox(h.db, email)).find((message) => message.kind === 'activation' && activationOf(message).jobFilterId === jobFilterId);
      if (!mail) throw new Error(`no activation e-mail to ${email} for ${jobFilterId}`);
      return { activationCode: activationOf(mail).code, unsubscribe: unsubscribeOf(mail) };
    },
  };
});

describe('JobAlertsHttp against the real gateway', () => {
  it('writes the activation e-mail of the alert it created', async () => {
    const email = uniqueGuestEmail('http');
    const created = (
      await guestAlerts().createGuest({
        email,
        frequency: 'twiceAWeek',
        name: 'java',
        filters: emptyFiltersPayload,
        createCandidate: false,
        marketingAgreement: true,
        searchUrl: '/praca?keyword=java',
      })
    )._unsafeUnwrap();
    const { jobFilterId } = activationOf((await outbox(h.db, email))[0]!);
    expect(jobFilterId).toBe(created.jobFilterId);
  });

  it('passes input the gateway refuses on as http-failure 400', async () => {
    const invalid = (
      await guestAlerts().createGuest({
        email: 'not-an-email',
        frequency: 'twiceAWeek',
        name: 'java',
        filters: emptyFiltersPayload,
        createCandidate: false,
        marketingAgreement: true,
        searchUrl: '/praca?keyword=java',
      })
    )._unsafeUnwrapErr();
    expect(invalid).toMatchObject({ kind: 'http-failure', status: 400 });
  });
});

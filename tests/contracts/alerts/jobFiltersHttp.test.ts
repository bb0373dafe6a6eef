import { afterAll, beforeAll } from 'vitest';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { JobFiltersHttp } from '../../../adapters/http/alerts/JobFiltersHttp.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import { JOB_FILTERS_MAX } from '../../../contract/alerts.ts';
import { startAlertsHarness, type AlertsHarness } from '../../gateway/alerts/alertsHarness.ts';
import { register } from '../../gateway/session/sessionHarness.ts';
import { jobFiltersContract } from './jobFilters.contract.ts';

let h: AlertsHarness;
beforeAll(async () => {
  h = await startAlertsHarness({ offers: 30 });
});
afterAll(async () => h.close());

jobFiltersContract('JobFiltersHttp against the real gateway', async () => {
  const account = await register(h.app);
  const fetch = injectFetch(h.app);
  // Each call a second later, so that "newest first" has something to order by.
  const tick = () => (h.clock.now = new Date(h.clock.now.getTime() + 1000));
  const signedIn = new GatewayHttpClient(
    '',
    (input, init) => (tick(), fetch(input, init)),
    () => ({ authorization: `Bearer ${account.token}` }),
  );
  return {
    filters: new JobFiltersHttp(signedIn, 'jobboard'),
    loggedOut: new JobFiltersHttp(new GatewayHttpClient('', fetch), 'jobboard'),
    limit: JOB_FILTERS_MAX,
  };
});

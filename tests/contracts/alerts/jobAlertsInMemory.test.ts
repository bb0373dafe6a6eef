import { JobAlertsInMemory } from '../../../adapters/in-memory/alerts/JobAlertsInMemory.ts';
import { JobFiltersInMemory } from '../../../adapters/in-memory/alerts/JobFiltersInMemory.ts';
import { jobAlertsContract } from './jobAlerts.contract.ts';

jobAlertsContract('JobAlertsInMemory', async () => {
  const accountEmail = 'registered@example.com';
  const filters = new JobFiltersInMemory();
  const alerts = new JobAlertsInMemory(filters, { accounts: [accountEmail] });
  return {
    alerts,
    filters,
    loggedOut: new JobAlertsInMemory(new JobFiltersInMemory([], undefined, () => false)),
    accountEmail,
    linksOf: async (email, jobFilterId) => {
      const record = alerts.guestAlerts.find((alert) => alert.jobFilterId === jobFilterId && alert.payload.email === email);
      if (!record) throw new Error(`no activation e-mail to ${email} for ${jobFilterId}`);
      return { activationCode: record.activationCode, unsubscribe: { candidateId: record.candidateId, code: record.unsubscribeCode } };
    },
  };
});

import { DigestRunsInMemory } from '../../../adapters/in-memory/alerts/DigestRunsInMemory.ts';
import { digestRunsContract } from './digestRuns.contract.ts';

const due = [
  {
    alertId: 'a1',
    tenant: 'jobboard',
    email: 'ann@example.com',
    name: 'Java, Kraków',
    offers: 2,
    more: false,
    titles: ['Java Developer', 'Senior Java Engineer'],
  },
  { alertId: 'a2', tenant: 'design', email: 'bo@example.com', name: 'UX', offers: 1, more: false, titles: ['UX Designer'] },
];

digestRunsContract('DigestRunsInMemory', {
  withDueDigests: async () => ({
    digestRuns: new DigestRunsInMemory('operator-token-0123456789abcdef', due, 1),
    operatorToken: 'operator-token-0123456789abcdef',
  }),
  withoutOperatorToken: async () => new DigestRunsInMemory(null, due),
});

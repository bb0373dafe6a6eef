import { ConsentsInMemory } from '../../../adapters/in-memory/preferences/ConsentsInMemory.ts';
import { consentsContract } from './consents.contract.ts';

consentsContract('ConsentsInMemory', async () => {
  const consents = new ConsentsInMemory();
  return { consents, given: async (name) => consents.given.get(name) ?? null, loggedOut: new ConsentsInMemory(() => false) };
});

import { JobFiltersInMemory } from '../../../adapters/in-memory/alerts/JobFiltersInMemory.ts';
import { jobFiltersContract } from './jobFilters.contract.ts';

jobFiltersContract('JobFiltersInMemory', async () => {
  const filters = new JobFiltersInMemory();
  return { filters, loggedOut: new JobFiltersInMemory([], undefined, () => false), limit: filters.limit };
});

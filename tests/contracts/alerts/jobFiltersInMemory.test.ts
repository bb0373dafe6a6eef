import { JobFiltersInMemory } from '../../../adapters/in-memory/alerts/JobFiltersInMemory.ts';
import { jobFiltersContract } from './jobFilters.contract.ts';

jobFiltersContract('JobFiltersInMemory', async () => {
  const filters = new JobFiltersInMemory([], 20);
  return { filters, loggedOut: new JobFiltersInMemory([], 20, () => false), limit: filters.limit };
});

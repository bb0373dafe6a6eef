import type { Container } from 'inversify';
import { JobAlertsInMemory } from '../../adapters/in-memory/alerts/JobAlertsInMemory.ts';
import { JobFiltersInMemory } from '../../adapters/in-memory/alerts/JobFiltersInMemory.ts';
import { SavedSearchesInMemory } from '../../adapters/in-memory/alerts/SavedSearchesInMemory.ts';
import { T } from '../tokens.ts';

/** The alerts ports in memory, for test containers: no saved searches, no server filters. */
export function bindAlertsInMemory(container: Container): void {
  const filters = new JobFiltersInMemory();
  container.bind(T.JobFilters).toConstantValue(filters);
  container.bind(T.JobAlerts).toConstantValue(new JobAlertsInMemory(filters));
  container.bind(T.SavedSearchesStore).toConstantValue(new SavedSearchesInMemory());
}

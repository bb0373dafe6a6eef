// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JobAlertsInMemory } from '../../../adapters/in-memory/alerts/JobAlertsInMemory.ts';
import { JobFiltersInMemory } from '../../../adapters/in-memory/alerts/JobFiltersInMemory.ts';
import { SavedSearchesInMemory } from '../../../adapters/in-memory/alerts/SavedSearchesInMemory.ts';
import type { Tenant } from '../../../core/tenancy/Tenant.ts';
import { ListingAlerts } from '../../../ui/features/alerts/ListingAlerts.tsx';
import { ListingProvider } from '../../../ui/features/listing/ListingContext.tsx';
import { aFilterState, aVocabulary } from '../../core/listing/builders.ts';
import { renderChrome } from '../chrome/support/renderChrome.tsx';

afterEach(cleanup);

/** The dialog's default name is made of the labels the page shows ("B2B", "Remote work"). */
function renderAlerts(filters: ReturnType<ReturnType<typeof aFilterState>['build']>, path: string) {
  const jobFilters = new JobFiltersInMemory();
  const ports = { jobFilters, jobAlerts: new JobAlertsInMemory(jobFilters), savedSearches: new SavedSearchesInMemory() };
  return renderChrome(
    (tenant: Tenant) => (
      <ListingProvider value={{ filters, vocabulary: aVocabulary(), language: 'en', tenant, currency: 'pln' }}>
        <ListingAlerts bannerVisible />
      </ListingProvider>
    ),
    { path, session: 'guest', flags: { jobAlerts: true }, ports },
  );
}

async function defaultName(): Promise<string> {
  act(() => fireEvent.click(screen.getByTestId('alert-banner-open')));
  await screen.findByTestId('alert-submit', {}, { timeout: 5000 });
  return (screen.getByTestId('alert-name') as HTMLInputElement).value;
}

describe('the default alert name', () => {
  it('reads "Java, Krakow, B2B" for a B2B search, as the filters panel labels it', async () => {
    renderAlerts(
      aFilterState().withCity('krakow').withCategory('java').withEmploymentTypes('b2b').build(),
      '/job-offers/krakow/java?employment-type=b2b',
    );
    expect(await defaultName()).toBe('Java, Krakow, B2B');
  });

  it('names the remote location and switches with their labels', async () => {
    renderAlerts(
      aFilterState().withRemote().withExperience('senior').withSalaryOnly().build(),
      '/job-offers/remote?experience-level=senior&with-salary=true',
    );
    expect(await defaultName()).toBe('Remote work, Senior, With salary');
  });
});

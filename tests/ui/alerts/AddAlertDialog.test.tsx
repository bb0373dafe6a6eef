// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JobAlertsInMemory } from '../../../adapters/in-memory/alerts/JobAlertsInMemory.ts';
import { JobFiltersInMemory } from '../../../adapters/in-memory/alerts/JobFiltersInMemory.ts';
import { SavedSearchesInMemory } from '../../../adapters/in-memory/alerts/SavedSearchesInMemory.ts';
import { toFiltersPayload } from '../../../core/alerts/saved-searches/filtersPayload.ts';
import { ADD_ALERT_HASH, HIDE_SUB_MESSAGE_COOKIE } from '../../../core/alerts/surfaces/alertSurfaces.ts';
import type { Tenant } from '../../../core/tenancy/Tenant.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { AlertsKeys } from '../../../composition/alerts/alertsKeys.ts';
import { SharedKeys } from '../../../composition/shared/sharedKeys.ts';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { ListingAlerts } from '../../../ui/features/alerts/ListingAlerts.tsx';
import { ListingProvider } from '../../../ui/features/listing/ListingContext.tsx';
import { SnackbarStack } from '../../../ui/features/ui-state/SnackbarStack.tsx';
import { aFilterState, aVocabulary } from '../../core/listing/builders.ts';
import { aCandidate, renderChrome } from '../chrome/support/renderChrome.tsx';

afterEach(cleanup);

const filters = aFilterState().withCity('krakow').withKeywords('react').build();
const SEARCH_URL = '/job-offers/krakow?keyword=react';

interface Options {
  readonly session?: 'guest' | ReturnType<typeof aCandidate>;
  readonly bannerVisible?: boolean;
  readonly jobAlerts?: boolean;
}

function alertPorts() {
  const jobFilters = new JobFiltersInMemory();
  const jobAlerts = new JobAlertsInMemory(jobFilters);
  return { jobFilters, jobAlerts, savedSearches: new SavedSearchesInMemory() };
}

function renderAlerts(options: Options = {}) {
  const ports = alertPorts();
  const harness = renderChrome(
    (tenant: Tenant) => (
      <ListingProvider value={{ filters, vocabulary: aVocabulary(), language: 'en', tenant, currency: 'pln' }}>
        <button type="button">Elsewhere</button>
        <ListingAlerts bannerVisible={options.bannerVisible ?? true} />
        <SnackbarStack />
      </ListingProvider>
    ),
    { path: SEARCH_URL, session: options.session ?? 'guest', flags: { jobAlerts: options.jobAlerts ?? true }, ports },
  );
  return { ...harness, jobFilters: ports.jobFilters, jobAlerts: ports.jobAlerts };
}

const dialog = () => screen.getByTestId('add-alert-dialog');
/** Opens the dialog from the banner and waits for its form (the forms load on first open). */
async function openFromBanner() {
  act(() => fireEvent.click(screen.getByTestId('alert-banner-open')));
  await screen.findByTestId('alert-submit', {}, { timeout: 5000 });
}
const submit = () => act(async () => fireEvent.click(screen.getByTestId('alert-submit')));
const describedBy = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the job alert register dialog, as a guest', () => {
  it('opens from the banner with #add-alert and the default name of the search', async () => {
    const harness = renderAlerts();
    await openFromBanner();
    expect(harness.location()).toBe(`${SEARCH_URL}#${ADD_ALERT_HASH}`);
    expect(dialog().hasAttribute('open')).toBe(true);
    expect((screen.getByTestId('alert-name') as HTMLInputElement).value).toBe('react, Krakow');
    expect((screen.getByTestId('alert-frequency') as HTMLSelectElement).value).toBe('twiceAWeek');
    expect(screen.getByTestId('alert-marketing').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('alert-create-account').getAttribute('aria-checked')).toBe('false');
    expect((screen.getByTestId('alert-privacy') as HTMLInputElement).checked).toBe(false);
  });

  it("shows the rules' messages on the fields and calls nothing while the form is invalid", async () => {
    const harness = renderAlerts();
    await openFromBanner();
    await submit();
    const email = screen.getByTestId('alert-email');
    const privacy = screen.getByTestId('alert-privacy');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(email)).toBe('Enter your e-mail address.');
    expect(privacy.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(privacy)).toBe('Accept the privacy policy.');
    expect(screen.getByTestId('alert-name').getAttribute('aria-invalid')).toBe('false');

    await act(async () => {
      fireEvent.change(screen.getByTestId('alert-name'), { target: { value: '<script>' } });
      fireEvent.blur(screen.getByTestId('alert-name'));
    });
    await waitFor(() =>
      expect(describedBy(screen.getByTestId('alert-name'))).toBe('The name may contain only letters, digits, spaces and , & # ( ) / + -.'),
    );
    await act(async () => {
      fireEvent.change(email, { target: { value: 'not-an-address' } });
      fireEvent.blur(email);
    });
    await waitFor(() => expect(describedBy(email)).toBe('Enter a valid e-mail address, e.g. jane@example.com.'));
    await submit();
    expect(harness.jobAlerts.guestAlerts).toEqual([]);
  });

  it('creates the inactive alert with what was chosen and asks to open the e-mail', async () => {
    const harness = renderAlerts();
    await openFromBanner();
    await act(async () => {
      fireEvent.change(screen.getByTestId('alert-email'), { target: { value: ' ala@example.com ' } });
      fireEvent.change(screen.getByTestId('alert-frequency'), { target: { value: 'weekly' } });
      fireEvent.click(screen.getByTestId('alert-privacy'));
      fireEvent.click(screen.getByTestId('alert-marketing'));
    });
    await submit();
    await waitFor(() => expect(screen.getByTestId('alert-created').textContent).toContain('ala@example.com'));
    expect(harness.jobAlerts.guestAlerts).toHaveLength(1);
    expect(harness.jobAlerts.guestAlerts[0]).toMatchObject({
      status: 'inactive',
      payload: {
        email: 'ala@example.com',
        name: 'react, Krakow',
        frequency: 'weekly',
        marketingAgreement: true,
        createCandidate: false,
        searchUrl: SEARCH_URL,
      },
    });
    expect(harness.jobAlerts.guestAlerts[0]?.payload.filters.search.keywords).toEqual(['react']);

    await act(async () => fireEvent.click(screen.getByTestId('alert-created-close')));
    expect(harness.location()).toBe(SEARCH_URL);
    expect(dialog().hasAttribute('open')).toBe(false);
  });

  it('warns when the alert already exists and keeps what was typed', async () => {
    const harness = renderAlerts();
    const earlier = {
      searchUrl: SEARCH_URL,
      filters: toFiltersPayload(filters, 'pln'),
      form: { name: 'x', email: 'ala@example.com', privacyPolicy: true },
    };
    (await resolve(harness.useCases, AlertsKeys.CreateGuestAlert).execute(earlier))._unsafeUnwrap();
    await openFromBanner();
    await act(async () => {
      fireEvent.change(screen.getByTestId('alert-name'), { target: { value: 'My React' } });
      fireEvent.change(screen.getByTestId('alert-email'), { target: { value: 'ala@example.com' } });
      fireEvent.click(screen.getByTestId('alert-privacy'));
    });
    await submit();
    const failure = await screen.findByTestId('alert-form-failure');
    expect(failure.textContent).toBe('This alert already exists.');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect((screen.getByTestId('alert-name') as HTMLInputElement).value).toBe('My React');
    expect((screen.getByTestId('alert-email') as HTMLInputElement).value).toBe('ala@example.com');
    expect(harness.jobAlerts.guestAlerts).toHaveLength(1);
  });

  it('ignores #add-alert when the tenant has no job alerts, and shows no banner', async () => {
    const harness = renderAlerts({ jobAlerts: false, bannerVisible: false });
    await act(async () => resolve(harness.useCases, UiStateKeys.HashTracker).open(ADD_ALERT_HASH));
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(screen.queryByTestId('alert-banner')).toBeNull();
  });
});

describe('the job alert register dialog, logged in', () => {
  it('asks only for the name and frequency, saves the filter with its alert and says so', async () => {
    const harness = renderAlerts({ session: aCandidate() });
    await openFromBanner();
    expect(screen.queryByTestId('alert-email')).toBeNull();
    expect(screen.queryByTestId('alert-privacy')).toBeNull();
    await act(async () => fireEvent.change(screen.getByTestId('alert-frequency'), { target: { value: 'daily' } }));
    await submit();
    await waitFor(() => expect(screen.getByTestId('alert-saved').textContent).toContain('Your job alert has been saved.'));
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(harness.jobFilters.all).toHaveLength(1);
    expect(harness.jobFilters.all[0]).toMatchObject({
      searchUrl: SEARCH_URL,
      filterName: 'react, Krakow',
      jobAlert: { status: 'active', frequency: 'daily' },
    });

    // The same search again: the filter exists and its alert is active.
    await openFromBanner();
    await submit();
    expect((await within(dialog()).findByTestId('alert-form-failure')).textContent).toBe('This alert is already active.');
    expect(harness.jobFilters.all).toHaveLength(1);
  });
});

describe('the "save job alert" banner', () => {
  it('hides itself for a year with ja-hide-sub-message', async () => {
    const harness = renderAlerts();
    expect(screen.getByRole('heading', { name: 'Do not miss new offers' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hide the job alert banner' })));
    expect(screen.queryByTestId('alert-banner')).toBeNull();
    expect(resolve(harness.useCases, SharedKeys.CookieJar).get(HIDE_SUB_MESSAGE_COOKIE)).toBe('true');
  });

  it('is not rendered when the loader says it is hidden', () => {
    renderAlerts({ bannerVisible: false });
    expect(screen.queryByTestId('alert-banner')).toBeNull();
  });
});

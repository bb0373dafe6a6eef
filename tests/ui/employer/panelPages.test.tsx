// @vitest-environment jsdom
import { emptyOfferFields } from '../../../core/offers/lifecycle/OfferDraft.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../../../ui/features/employer/session/LoginPage.tsx';
import { OffersPage } from '../../../ui/features/employer/offers/OffersPage.tsx';
import { PricingPage } from '../../../ui/features/employer/payment/PricingPage.tsx';
import { StatisticsPage } from '../../../ui/features/employer/statistics/StatisticsPage.tsx';
import { fixturePlans, fixtureTestimonials } from '../../contracts/offers/lifecycleFixtures.ts';
import { polyfillDialog } from '../listing/support/dialogPolyfill.ts';
import { renderPanel } from './renderPanel.tsx';

beforeAll(() => polyfillDialog());
afterEach(cleanup);

const active = fixturePlans.filter((plan) => plan.active);

describe('the employer panel’s pages', () => {
  it('pricing: highlights the recommended plan and writes prices with spaces between thousands and 2 decimals only when needed', () => {
    renderPanel('/employer/pricing', [
      { path: '/employer/pricing', element: <PricingPage data={{ language: 'en', plans: active, testimonials: fixtureTestimonials }} /> },
    ]);
    const recommended = screen.getByTestId('plan-standard');
    expect(recommended.getAttribute('data-recommended')).toBe('true');
    expect(within(recommended).getByText('Recommended')).toBeTruthy();
    expect(screen.getByTestId('plan-premium-net').textContent).toBe('1 499.50 PLN net');
    expect(screen.getByTestId('plan-basic-net').textContent).toBe('499 PLN net');
    expect(screen.getByText('We hired in two weeks.')).toBeTruthy();
  });

  it('pricing: a visitor who is not logged in is sent to log in first', async () => {
    const panel = renderPanel('/employer/pricing', [
      { path: '/employer/pricing', element: <PricingPage data={{ language: 'en', plans: active, testimonials: [] }} /> },
      { path: '/employer/login', element: <LoginPage noScript={false} /> },
    ]);
    await waitFor(() => expect(screen.getByText('To choose a plan, log in or create a company account.')).toBeTruthy());
    fireEvent.click(screen.getByTestId('plan-basic-choose'));
    await waitFor(() => expect(panel.location()).toMatch(/^\/employer\/login\?plan=Basic&next=/));
  });

  it('login: says what went wrong, and goes to the offers once logged in', async () => {
    const panel = renderPanel(
      '/employer/login',
      [
        { path: '/employer/login', element: <LoginPage noScript={false} /> },
        { path: '/employer/offers', element: <OffersPage language="en" /> },
      ],
      (gateway) =>
        void gateway.accounts.addAccount({
          email: 'ada@example.com',
          password: 'Employer-pass-2026!',
          name: 'Ada',
          phone: null,
          companyName: 'Acme',
          confirmed: true,
        }),
    );
    fireEvent.change(screen.getByTestId('panel-field-email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByTestId('panel-field-password'), { target: { value: 'wrong-password' } });
    await act(async () => fireEvent.click(screen.getByTestId('employer-login-submit')));
    await waitFor(() =>
      expect(screen.getByTestId('employer-login-failure').textContent).toBe('Wrong e-mail or password, or the account is not confirmed yet.'),
    );

    fireEvent.change(screen.getByTestId('panel-field-password'), { target: { value: 'Employer-pass-2026!' } });
    await act(async () => fireEvent.click(screen.getByTestId('employer-login-submit')));
    await waitFor(() => expect(panel.location()).toBe('/employer/offers'));
    await waitFor(() => expect(screen.getByTestId('panel-who').textContent).toBe('Logged in: Ada (Acme)'));
  });

  it('offers: finishing asks in the panel’s dialog, then the offer is finished', async () => {
    const panel = renderPanel('/employer/offers', [{ path: '/employer/offers', element: <OffersPage language="en" /> }], (gateway) => {
      gateway.logIn();
      const company = gateway.accounts.accounts.get('ada@example.com')?.profile.company.id ?? 0;
      gateway.ledger.offers.set('live-offer', publishedOffer('live-offer', company, 'Live offer'));
    });
    const row = await screen.findByTestId('employer-offer');
    expect(within(row).getByTestId('offer-status').textContent).toBe('Published');
    expect(within(row).getByText('Published 2 Nov 2026')).toBeTruthy();
    fireEvent.click(within(row).getByTestId('offer-finish'));
    const dialog = await screen.findByTestId('confirm-dialog');
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Finish the recruitment?' })).toBeTruthy());
    await act(async () => fireEvent.click(within(dialog).getByTestId('confirm-accept')));
    await waitFor(() => expect(within(screen.getByTestId('employer-offer')).getByTestId('offer-status').textContent).toBe('Finished'));
    expect(panel.gateway.ledger.offers.get('live-offer')?.draft.status).toBe('finished');
    expect(screen.getByText('Recruitment finished: the offer has left search.')).toBeTruthy();
  });

  it('statistics: where uPlot loads but there is no 2D canvas to draw on, the chart still gives up and the table stays', async () => {
    const before = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    window.matchMedia = ((media: string) => ({
      matches: false,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      await expectStatisticsWithoutChart();
    } finally {
      if (before) Object.defineProperty(window, 'matchMedia', before);
      else delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('statistics: the numbers are in a table beside the chart, with totals', async () => {
    await expectStatisticsWithoutChart();
  });
});

/** The statistics page of an offer with three views and one click, in jsdom (no 2D canvas): the table, and a chart that gave up. */
async function expectStatisticsWithoutChart(): Promise<void> {
  renderPanel(
    '/employer/offers/x/statistics',
    [{ path: '/employer/offers/:slug/statistics', element: <StatisticsPage slug="live" language="en" /> }],
    (gateway) => {
      gateway.logIn();
      const company = gateway.accounts.accounts.get('ada@example.com')?.profile.company.id ?? 0;
      gateway.ledger.offers.set('live', publishedOffer('live', company, 'Live'));
      gateway.ledger.views.set('live', ['2026-11-19', '2026-11-19', '2026-11-20']);
      gateway.ledger.applyClicks.set('live', ['2026-11-20']);
    },
  );
  const table = await screen.findByTestId('statistics-table');
  expect(within(table).getAllByRole('row')).toHaveLength(32);
  expect(screen.getByTestId('statistics-total-views').textContent).toBe('3');
  expect(screen.getByTestId('statistics-total-clicks').textContent).toBe('1');
  expect(screen.getByTestId('statistics-chart').getAttribute('aria-hidden')).toBe('true');
  // jsdom has no 2D canvas (nor matchMedia, which uPlot needs as it loads, unless an earlier file in the
  // worker stubbed it): either way the chart gives up quietly and the table stays. uPlot is imported on
  // first use and transformed by Vite then: in a busy full run that once took over waitFor's default
  // second, so the wait lasts as long as the import takes, within the test's time.
  await waitFor(() => expect(screen.getByTestId('statistics-chart').getAttribute('data-unavailable')).toBe('true'), { timeout: 20_000 });
}

/** A published offer of the company, as the fake gateway keeps it. */
function publishedOffer(slug: string, companyId: number, title: string) {
  return {
    draft: {
      id: slug,
      slug,
      status: 'published' as const,
      pricing_plan: 'standard',
      company_logo: null,
      ...emptyOfferFields(),
      title,
      company_name: 'Acme',
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-02T00:00:00Z',
      published_at: '2026-11-02T00:00:00Z',
      expires_at: '2026-12-02T00:00:00Z',
      finished_at: null,
    },
    companyId,
    token: 'x'.repeat(43),
    deleted: false,
  };
}

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { JobAlertsInMemory } from '../../../adapters/in-memory/alerts/JobAlertsInMemory.ts';
import { LocalMailboxInMemory } from '../../../adapters/in-memory/alerts/LocalMailboxInMemory.ts';
import { emptyFiltersPayload } from '../../../core/alerts/JobFilter.ts';
import type { MailboxMessage } from '../../../core/alerts/mail/LocalMailbox.ts';
import { createTestRoot } from '../../../composition/roots/testRoot.ts';
import { UseCaseProvider } from '../../../composition/react/UseCaseProvider.tsx';
import { tenants } from '../../../gateway/tenancy/tenants.ts';
import { ActivationDialogHost } from '../../../ui/features/alerts/links/ActivationDialogHost.tsx';
import { LocalMailboxPage } from '../../../ui/features/alerts/mailbox/LocalMailboxPage.tsx';
import { UnsubscribeDialogHost } from '../../../ui/features/alerts/links/UnsubscribeDialogHost.tsx';
import { SnackbarStack } from '../../../ui/features/ui-state/SnackbarStack.tsx';
import { createI18n } from '../../../ui/i18n/createI18n.ts';
import { polyfillDialog } from '../chrome/support/renderChrome.tsx';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string, ui: ReactNode, ports: { mailbox?: LocalMailboxInMemory; alerts?: JobAlertsInMemory } = {}) {
  polyfillDialog();
  const container = createTestRoot({
    tenants,
    now: new Date('2026-11-20T12:00:00Z'),
    ports: { mailbox: ports.mailbox ?? new LocalMailboxInMemory(), jobAlerts: ports.alerts ?? new JobAlertsInMemory() },
  });
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <>
          {ui}
          <LocationProbe />
        </>
      ),
    },
  ]);
  render(
    <UseCaseProvider container={container}>
      <I18nextProvider i18n={createI18n('en')}>
        <Stub initialEntries={[path]} />
      </I18nextProvider>
    </UseCaseProvider>,
  );
  return { location: () => screen.getByTestId('location').textContent ?? '' };
}

const aMessage = (id: string, to: string, createdAt: string, text = 'Hello'): MailboxMessage => ({
  id,
  kind: 'activation',
  to,
  subject: `Subject ${id}`,
  createdAt,
  sentAt: null,
  from: 'Jobboard <no-reply@jobboard.localhost>',
  text,
});

afterEach(cleanup);

describe('the local mailbox page', () => {
  it('says the mailbox is off when mail goes out by SMTP', async () => {
    renderAt('/mailbox', <LocalMailboxPage language="en" />, { mailbox: new LocalMailboxInMemory([], true) });
    const off = await screen.findByTestId('mailbox-off');
    expect(within(off).getByRole('heading', { name: 'The local mailbox is off' })).toBeTruthy();
    expect(screen.queryByTestId('mailbox-filter')).toBeNull();
  });

  it('lists newest first, filters by address through the URL, and opens a message as text with its own links', async () => {
    const mailbox = new LocalMailboxInMemory([
      aMessage(
        '1',
        'ala@example.com',
        '2026-11-01T10:00:00.000Z',
        'Activate: http://localhost:3000/?job-alerts=activate&code=c&job-filter-id=f\nElsewhere: https://evil.example.org/x <b>bold</b>',
      ),
      aMessage('2', 'ola@example.com', '2026-11-03T10:00:00.000Z'),
      aMessage('3', 'ala@example.com', '2026-11-02T10:00:00.000Z'),
    ]);
    const page = renderAt('/mailbox', <LocalMailboxPage language="en" />, { mailbox });
    await waitFor(() =>
      expect(screen.getAllByTestId('mailbox-item').map((row) => row.getAttribute('data-to'))).toEqual([
        'ola@example.com',
        'ala@example.com',
        'ala@example.com',
      ]),
    );
    fireEvent.change(screen.getByTestId('mailbox-filter'), { target: { value: ' ALA@example.com ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('mailbox-filter-submit'));
    });
    expect(page.location()).toBe('/mailbox?to=ALA%40example.com');
    await waitFor(() =>
      expect(screen.getAllByTestId('mailbox-item').map((row) => row.textContent)).toEqual([
        expect.stringContaining('Subject 3'),
        expect.stringContaining('Subject 1'),
      ]),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Subject 1' }));
    });
    const body = await screen.findByTestId('mailbox-message-body');
    const links = within(body).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/?job-alerts=activate&code=c&job-filter-id=f']);
    expect(body.textContent).toContain('https://evil.example.org/x <b>bold</b>');
    expect(body.querySelector('b')).toBeNull();
  });

  it('shows an empty state for an address without mail', async () => {
    renderAt('/mailbox?to=nobody%40example.com', <LocalMailboxPage language="en" />);
    expect((await screen.findByTestId('mailbox-empty')).textContent).toBe('No messages to nobody@example.com.');
  });
});

describe('the e-mail link dialogs', () => {
  const hosts = (
    <>
      <ActivationDialogHost />
      <UnsubscribeDialogHost />
      <SnackbarStack />
    </>
  );

  it('activates only when the button is pressed, then closes to the root', async () => {
    const alerts = new JobAlertsInMemory();
    const created = (
      await alerts.createGuest({
        email: 'ala@example.com',
        frequency: 'weekly',
        name: 'java',
        filters: emptyFiltersPayload,
        createCandidate: false,
        marketingAgreement: false,
        searchUrl: '/job-offers?keyword=java',
      })
    )._unsafeUnwrap();
    const record = alerts.guestAlerts[0]!;
    const page = renderAt(`/?job-alerts=activate&code=${record.activationCode}&job-filter-id=${created.jobFilterId}`, hosts, { alerts });
    const dialog = await screen.findByTestId('alert-activation');
    expect(alerts.guestAlerts[0]!.status).toBe('inactive');
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('alert-activation-submit'));
    });
    await waitFor(() => expect(within(dialog).getByTestId('alert-activation-state').getAttribute('data-state')).toBe('done'));
    expect(alerts.guestAlerts[0]!.status).toBe('active');
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('alert-activation-close'));
    });
    expect(page.location()).toBe('/');
    expect(screen.queryByTestId('alert-activation-submit')).toBeNull();
  });

  it('shows an incomplete link’s error at once, without a button', async () => {
    renderAt('/?job-alerts=unsubscribe&candidate-id=x', hosts);
    expect((await screen.findByTestId('alert-unsubscribe-error')).textContent).toBe('The unsubscribe link is incomplete.');
    expect(screen.queryByTestId('alert-unsubscribe-submit')).toBeNull();
    expect(screen.queryByTestId('alert-activation')).toBeNull();
  });

  it('says an unsubscribe failure in the dialog', async () => {
    renderAt('/?job-alerts=unsubscribe&candidate-id=x&code=wrong', hosts);
    await act(async () => {
      fireEvent.click(await screen.findByTestId('alert-unsubscribe-submit'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('alert-unsubscribe-error').textContent).toBe('Unsubscribing failed: the link is not valid or has already been used.'),
    );
  });
});

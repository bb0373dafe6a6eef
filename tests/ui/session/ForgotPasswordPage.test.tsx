// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResultAsync } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import type { CandidateAuthenticationInMemory } from '../../../adapters/in-memory/session/CandidateAuthenticationInMemory.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import type { PasswordResetFailure } from '../../../core/session/CandidateAuthentication.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { ForgotPasswordPage } from '../../../ui/features/session/ForgotPasswordPage.tsx';
import { LoginPage } from '../../../ui/features/session/LoginPage.tsx';
import { aCandidate, renderChrome } from '../chrome/support/renderChrome.tsx';

const ACCOUNT = aCandidate({ email: 'ala@example.com' });

/** The login page, with the forgotten password's page a link away; the fake gateway knows ACCOUNT. */
function renderPages(path = '/candidate/forgot-password', language: Language = 'en') {
  const harness = renderChrome(() => <LoginPage candidateBase="/candidate" noScript={false} />, {
    path,
    extraRoutes: [
      { path: '/candidate/forgot-password', element: <ForgotPasswordPage candidateBase="/candidate" language={language} noScript={false} /> },
    ],
  });
  const gateway = resolve(harness.useCases, SessionKeys.CandidateAuthentication) as CandidateAuthenticationInMemory;
  gateway.addAccount(ACCOUNT.email, 'the old password', ACCOUNT);
  return { ...harness, gateway };
}

async function ask(email: string): Promise<void> {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
  await act(async () => fireEvent.click(screen.getByTestId('forgot-password-submit')));
}

describe('the forgotten password page', () => {
  afterEach(cleanup);

  it('is a link away from the login page', async () => {
    const harness = renderPages('/candidate/login');
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(link.getAttribute('href')).toBe('/candidate/forgot-password');
    await act(async () => fireEvent.click(link));
    expect(harness.location()).toBe('/candidate/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/candidate/login');
  });

  it('mails the account a link in the page’s language, then says so neutrally and moves the focus there', async () => {
    const harness = renderPages('/candidate/forgot-password', 'pl');
    await ask('  Ala@Example.com ');
    const done = await screen.findByTestId('forgot-password-done');
    expect(done.getAttribute('role')).toBe('status');
    expect(done.textContent).toBe(
      'If an account exists for Ala@Example.com, we have sent it a link to set a new password. Check your inbox, and the spam folder too.',
    );
    expect(document.activeElement).toBe(done);
    expect(screen.queryByTestId('forgot-password-form')).toBeNull();
    expect(harness.gateway.calls).toEqual([{ call: 'forgot-password', body: { email: 'Ala@Example.com', language: 'pl' } }]);
    expect(harness.gateway.sentLinks.map((link) => link.candidateId)).toEqual([ACCOUNT.id]);
  });

  it('answers an address without an account in the very same words, and mails nothing', async () => {
    const harness = renderPages();
    await ask('nobody@example.com');
    expect((await screen.findByTestId('forgot-password-done')).textContent).toBe(
      'If an account exists for nobody@example.com, we have sent it a link to set a new password. Check your inbox, and the spam folder too.',
    );
    expect(harness.gateway.sentLinks).toEqual([]);
  });

  it('says what is wrong with the address, tied to its field, and sends nothing', async () => {
    const harness = renderPages();
    await ask('ala@example');
    const field = screen.getByLabelText('E-mail address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a valid e-mail address, e.g. jane@example.com.',
    );
    await ask('');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required.');
    expect(harness.gateway.calls).toEqual([]);
  });

  it('announces too many attempts and a lost connection in the form, which stays to try again', async () => {
    const harness = renderPages();
    harness.gateway.failNext({ kind: 'too-many-attempts' }, { kind: 'network-failure', message: 'offline' });
    await ask(ACCOUNT.email);
    const form = screen.getByTestId('forgot-password-form');
    const failure = await screen.findByTestId('forgot-password-failure');
    expect(failure.textContent).toBe('Too many attempts. Wait a moment and try again.');
    expect(failure.parentElement?.getAttribute('aria-live')).toBe('assertive');
    expect(form.getAttribute('aria-describedby')).toBe(failure.id);
    await ask(ACCOUNT.email);
    await waitFor(() =>
      expect(screen.getByTestId('forgot-password-failure').textContent).toBe('The server cannot be reached. Check your connection and try again.'),
    );
    await ask(ACCOUNT.email);
    await screen.findByTestId('forgot-password-done');
    expect(harness.gateway.sentLinks).toHaveLength(1);
  });

  it('shows that it is working while the request runs, and accepts no second click meanwhile', async () => {
    const harness = renderPages();
    let answer: (value: void) => void = () => undefined;
    const pending = new Promise<void>((resolvePromise) => {
      answer = resolvePromise;
    });
    harness.gateway.requestPasswordReset = () => ResultAsync.fromSafePromise<void, PasswordResetFailure>(pending);
    await ask(ACCOUNT.email);
    const button = within(screen.getByTestId('forgot-password-form')).getByRole('button');
    expect(button.textContent).toBe('One moment…');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer());
    await screen.findByTestId('forgot-password-done');
  });
});

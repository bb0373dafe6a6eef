// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolve } from '../../../composition/kernel/provide.ts';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { guestSession, loggedIn } from '../../../core/session/SessionState.ts';
import { useSignedInParts } from '../../../ui/app/signedInParts.ts';
import { SignedInPartsProvider } from '../../../ui/layout/SignedInParts.tsx';
import { aCandidate, renderChrome } from '../chrome/support/renderChrome.tsx';

function PartsProbe() {
  return <output data-testid="parts">{useSignedInParts() === null ? 'none' : 'loaded'}</output>;
}

const page = () => (
  <SignedInPartsProvider>
    <PartsProbe />
  </SignedInPartsProvider>
);

/** Lets the chunk's import and the host's effects run. */
const settle = () => act(async () => new Promise((done) => setTimeout(done, 50)));

describe('a signed-in candidate’s parts (ADR 39)', () => {
  afterEach(cleanup);

  it('never arrive on a guest’s page', async () => {
    renderChrome(page, { session: 'guest' });
    await settle();
    await settle();
    expect(screen.getByTestId('parts').textContent).toBe('none');
  });

  it('arrive once a guest signs in on the page, and stay after the logout', async () => {
    const harness = renderChrome(page, { session: 'guest' });
    await settle();
    const store = resolve(harness.useCases, SessionKeys.SessionStore);
    act(() => store.set(loggedIn({ ...aCandidate(), featureFlags: 0 })));
    await waitFor(() => expect(screen.getByTestId('parts').textContent).toBe('loaded'), { timeout: 5000 });
    act(() => store.set(guestSession));
    await settle();
    expect(screen.getByTestId('parts').textContent).toBe('loaded');
  });

  it('arrive with a candidate already signed in when the page starts', async () => {
    renderChrome(page, { session: aCandidate() });
    await waitFor(() => expect(screen.getByTestId('parts').textContent).toBe('loaded'), { timeout: 5000 });
  });
});

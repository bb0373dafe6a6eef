// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentsInMemory } from '../../../adapters/in-memory/preferences/ConsentsInMemory.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { PreferencesKeys } from '../../../composition/preferences/preferencesKeys.ts';
import { ProfilingConsentPrompt } from '../../../ui/features/preferences/ProfilingConsentPrompt.tsx';
import { SnackbarStack } from '../../../ui/features/ui-state/SnackbarStack.tsx';
import { aCandidate, renderChrome } from './support/renderChrome.tsx';

const renderPrompt = (session: 'guest' | ReturnType<typeof aCandidate>) =>
  renderChrome(
    () => (
      <>
        <ProfilingConsentPrompt candidateBase="/candidate" returnTo="/candidate/matched-for-you" />
        <SnackbarStack />
      </>
    ),
    { session },
  );

describe('profiling consent prompt', () => {
  afterEach(cleanup);

  it('asks a guest to log in or register, coming back afterwards', () => {
    renderPrompt('guest');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/candidate/login?returnTo=%2Fcandidate%2Fmatched-for-you');
    expect(screen.queryByTestId('profiling-consent-give')).toBeNull();
  });

  it('grants the consent named profiling with value true for a candidate', async () => {
    const harness = renderPrompt(aCandidate());
    await act(async () => {
      fireEvent.click(screen.getByTestId('profiling-consent-give'));
    });
    await waitFor(() => expect(screen.getByTestId('profiling-saved').textContent).toContain('We will match offers to your profile.'));
    expect((resolve(harness.useCases, PreferencesKeys.Consents) as ConsentsInMemory).given.get('profiling')).toBe(true);
    expect(screen.queryByTestId('profiling-consent-give')).toBeNull();
  });
});

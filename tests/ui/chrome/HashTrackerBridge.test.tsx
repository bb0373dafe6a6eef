// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resolve } from '../../../composition/kernel/provide.ts';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { HashTrackerBridge } from '../../../ui/layout/ChromeEffects.tsx';
import { renderChrome } from './support/renderChrome.tsx';

function Navigator() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" data-testid="push" onClick={() => void navigate({ hash: '#favorites' })}>
        push
      </button>
      <button type="button" data-testid="leave" onClick={() => void navigate({ hash: '' })}>
        leave
      </button>
      <button type="button" data-testid="back" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

const renderBridge = (path: string) =>
  renderChrome(
    () => (
      <>
        <HashTrackerBridge />
        <Navigator />
      </>
    ),
    { path },
  );

describe('HashTrackerBridge', () => {
  afterEach(cleanup);

  it('passes a hash the router pushed (no hashchange fires for it) on to the tracker', async () => {
    const harness = renderBridge('/job-offers/all-locations');
    const tracker = resolve(harness.useCases, UiStateKeys.HashTracker);
    await act(async () => {
      fireEvent.click(screen.getByTestId('push'));
    });
    expect(tracker.current).toBe('favorites');
  });

  // Opening a surface writes location.hash, which the router hears as a pop and commits later; a quick
  // Esc clears the hash with replaceState meanwhile. Passed on, that late pop reopened the surface.
  it('leaves pops to the address bar (their hashchange), so a pop the router commits late reopens nothing', async () => {
    const harness = renderBridge('/job-offers/all-locations');
    const tracker = resolve(harness.useCases, UiStateKeys.HashTracker);
    await act(async () => {
      fireEvent.click(screen.getByTestId('push'));
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('leave'));
    });
    expect(tracker.current).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByTestId('back'));
    });
    expect(harness.location()).toBe('/job-offers/all-locations#favorites');
    expect(tracker.current).toBe('');
  });

  it('does not take the first location from the router either: the adapter reads it when it connects', () => {
    const harness = renderBridge('/job-offers/all-locations#cookies');
    expect(resolve(harness.useCases, UiStateKeys.HashTracker).current).toBe('');
  });
});

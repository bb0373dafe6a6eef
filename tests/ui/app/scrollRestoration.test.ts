import { describe, expect, it, vi } from 'vitest';
import { restoreScrollScript, SCROLL_POSITIONS_KEY } from '../../../ui/app/ScrollRestoration.tsx';

/** Runs the inline script against a window of its own: history, session storage, scrollTo and console as given. */
function runScript(state: { key?: string } | null, stored: string | null) {
  const history = { state, replaceState: vi.fn((next: { key: string }) => (history.state = next)) };
  const sessionStorage = { getItem: vi.fn(() => stored), removeItem: vi.fn() };
  const window = { history, scrollTo: vi.fn() };
  const console = { error: vi.fn() };
  new Function('window', 'sessionStorage', 'console', restoreScrollScript(SCROLL_POSITIONS_KEY))(window, sessionStorage, console);
  return { history, sessionStorage, window, console };
}

describe('the scroll restoration script written into every page', () => {
  it('gives a new history entry a key and does not read session storage for it', () => {
    const { history, sessionStorage, window } = runScript(null, JSON.stringify({ abc: 300 }));
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    expect(history.state).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/) });
    expect(sessionStorage.getItem).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('puts a known entry back where it was, keeping its key', () => {
    const { history, sessionStorage, window } = runScript({ key: 'abc' }, JSON.stringify({ abc: 300, other: 10 }));
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(sessionStorage.getItem).toHaveBeenCalledWith(SCROLL_POSITIONS_KEY);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 300);
  });

  it('leaves the window alone when nothing is stored for the entry', () => {
    const { window } = runScript({ key: 'abc' }, JSON.stringify({ other: 10 }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('drops unreadable stored positions instead of failing the page', () => {
    const { sessionStorage, window, console } = runScript({ key: 'abc' }, '{not json');
    expect(sessionStorage.removeItem).toHaveBeenCalledWith(SCROLL_POSITIONS_KEY);
    expect(console.error).toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('cannot close its script element from the storage key', () => {
    expect(restoreScrollScript('</script><script>alert(1)</script>')).not.toContain('</script>');
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveChatWidgetInMemory } from '../../../adapters/in-memory/LiveChatWidgetInMemory.ts';
import { createTestRoot } from '../../../composition/roots/testRoot.ts';
import { UseCaseProvider } from '../../../composition/react/UseCaseProvider.tsx';
import { tenants } from '../../../gateway/tenancy/tenants.ts';
import { LivechatProvider, useLivechat } from '../../../ui/features/chat/LivechatProvider.tsx';
import { ModalProvider, useModal } from '../../../ui/features/ui-state/ModalProvider.tsx';
import { ModalQueueHost } from '../../../ui/features/ui-state/ModalQueueHost.tsx';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../ui/i18n/createI18n.ts';
import { polyfillDialog } from '../listing/support/dialogPolyfill.ts';

afterEach(cleanup);

/** platform.md 8: "Modal or chat context used outside its provider" throws these errors. */
const container = () => createTestRoot({ tenants, now: new Date('2026-11-20T12:00:00Z'), ports: { liveChat: new LiveChatWidgetInMemory() } });
const withUseCases = (children: ReactNode) => <UseCaseProvider container={container()}>{children}</UseCaseProvider>;

describe('context hooks outside their providers', () => {
  // React logs the thrown error before rethrowing it; the test expects the throw, not the log.
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('useModal throws "useModal was used outside of its Provider"', () => {
    const log = quiet();
    expect(() => renderHook(() => useModal(), { wrapper: ({ children }) => withUseCases(children) })).toThrow(
      'useModal was used outside of its Provider',
    );
    log.mockRestore();
  });

  it('useLivechat throws "useLivechat was used outside of its Provider"', () => {
    const log = quiet();
    expect(() => renderHook(() => useLivechat(), { wrapper: ({ children }) => withUseCases(children) })).toThrow(
      'useLivechat was used outside of its Provider',
    );
    log.mockRestore();
  });
});

describe('inside their providers', () => {
  it('useModal gives the page’s queue: what is queued shows in the host', async () => {
    polyfillDialog();
    const Queue = () => {
      const queue = useModal();
      return (
        <button type="button" onClick={() => queue.enqueue('marketing-promo')}>
          queue
        </button>
      );
    };
    render(
      withUseCases(
        <I18nextProvider i18n={createI18n('en')}>
          <ModalProvider>
            <Queue />
            <ModalQueueHost />
          </ModalProvider>
        </I18nextProvider>,
      ),
    );
    act(() => screen.getByText('queue').click());
    expect(screen.getByTestId('queued-modal-marketing-promo')).toBeTruthy();
  });

  it('useLivechat gives the page’s live chat', () => {
    const { result } = renderHook(() => useLivechat(), { wrapper: ({ children }) => withUseCases(<LivechatProvider>{children}</LivechatProvider>) });
    expect(typeof result.current.open).toBe('function');
  });
});

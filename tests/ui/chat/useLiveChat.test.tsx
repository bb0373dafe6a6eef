// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatKeys } from '../../../composition/chat/chatKeys.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { UseCaseProvider } from '../../../composition/react/UseCaseProvider.tsx';
import { createTestRoot } from '../../../composition/roots/testRoot.ts';
import { tenants } from '../../../gateway/tenancy/tenants.ts';
import { LivechatProvider } from '../../../ui/features/chat/LivechatProvider.tsx';
import { useLiveChat } from '../../../ui/features/chat/useLiveChat.ts';
import { settle } from '../../support/virtualTime.ts';

afterEach(cleanup);

function ChatEntry() {
  const chat = useLiveChat();
  return <output data-testid="chat-entry">{chat === null ? 'hidden' : 'shown'}</output>;
}

/** A chat entry (as the footer and the side menu have), with the phase of every commit that rendered it. */
function renderEntry() {
  const container = createTestRoot({ tenants, now: new Date('2026-11-30T12:00:00Z') });
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => void phases.push(phase);
  render(
    <UseCaseProvider container={container}>
      <LivechatProvider>
        <Profiler id="entry" onRender={onRender}>
          <ChatEntry />
        </Profiler>
      </LivechatProvider>
    </UseCaseProvider>,
  );
  return { chat: resolve(container, ChatKeys.LiveChat), phases };
}

describe('useLiveChat', () => {
  it('renders an entry again only when the chat loads: not for its first state, not for its window', async () => {
    const { chat, phases } = renderEntry();
    await act(() => settle());
    // The chat's first state is a new "not loaded" object: taking it rendered every entry again after hydration.
    expect(phases).toEqual(['mount']);
    expect(screen.getByTestId('chat-entry').textContent).toBe('hidden');

    chat.start(
      { licence: '12345', scriptUrl: 'https://chat.example/tracking.js' },
      { strict: true, performance: false, targeting: false, functionality: true },
    );
    await act(() => settle());
    expect(screen.getByTestId('chat-entry').textContent).toBe('shown');

    const commitsWhenLoaded = phases.length;
    act(() => chat.open());
    act(() => chat.close());
    expect(chat.current.window).toBe('closed');
    expect(phases).toHaveLength(commitsWhenLoaded);
  });
});

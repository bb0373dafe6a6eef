import { act, render, type RenderResult } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { PassiveWorldInMemory } from '../../../adapters/in-memory/invitations/PassiveWorldInMemory.ts';
import { LogInMemory } from '../../../adapters/in-memory/LogInMemory.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { UseCaseProvider } from '../../../composition/react/UseCaseProvider.tsx';
import { createTestRoot } from '../../../composition/roots/testRoot.ts';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { TestSession } from '../../../composition/session/sessionModules.ts';
import { SharedKeys } from '../../../composition/shared/sharedKeys.ts';
import { USER_ID_COOKIE } from '../../../core/session/sessionCookies.ts';
import { loggedIn } from '../../../core/session/SessionState.ts';
import { tenants } from '../../../gateway/tenancy/tenants.ts';
import { createI18n } from '../../../ui/i18n/createI18n.ts';
import { SnackbarStack } from '../../../ui/features/ui-state/SnackbarStack.tsx';
import { aCandidate, polyfillDialog } from '../chrome/support/renderChrome.tsx';
import { VirtualTime } from '../../support/virtualTime.ts';

export interface InvitationsHarness extends RenderResult {
  readonly useCases: Container;
  readonly world: PassiveWorldInMemory;
  readonly log: LogInMemory;
  readonly time: VirtualTime;
  readonly candidateId: string;
}

/**
 * A candidate page over the test root with the passive-candidates fake world: a logged-in candidate
 * whose token carries the passiveCandidates flag (2), English texts, snackbars, virtual time.
 */
export function renderInvitations(
  ui: ReactNode,
  setUp: (world: PassiveWorldInMemory, candidateId: string) => void = () => undefined,
  path = '/candidate/chats',
): InvitationsHarness {
  polyfillDialog();
  const candidate = aCandidate({ unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 } });
  const world = new PassiveWorldInMemory();
  setUp(world, candidate.id);
  const log = new LogInMemory();
  const time = new VirtualTime();
  const session = new TestSession(candidate, 2);
  const useCases = createTestRoot({
    tenants: [tenants[0]!],
    now: new Date('2026-11-20T12:00:00Z'),
    scheduler: time.scheduler,
    session,
    ports: { passive: world, log },
  });
  session.bearer.set(session.gateway.issue(candidate.id));
  resolve(useCases, SharedKeys.CookieJar).set(USER_ID_COOKIE, candidate.id);
  resolve(useCases, SessionKeys.SessionStore).set(loggedIn({ ...candidate, featureFlags: 2 }));
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <>
          {ui}
          <SnackbarStack />
        </>
      ),
    },
  ]);
  const result = render(
    <UseCaseProvider container={useCases}>
      <I18nextProvider i18n={createI18n('en')}>
        <Stub initialEntries={[path]} />
      </I18nextProvider>
    </UseCaseProvider>,
  );
  return { ...result, useCases, world, log, time, candidateId: candidate.id };
}

/** Lets promise chains (the loads after mounting) answer and render. */
export const settleUi = () => act(async () => new Promise((done) => setTimeout(done, 20)));

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmployerCandidatesInMemory } from '../../../adapters/in-memory/invitations/EmployerCandidatesInMemory.ts';
import { InvitationsInMemory } from '../../../adapters/in-memory/invitations/InvitationsInMemory.ts';
import type { PassiveWorldInMemory } from '../../../adapters/in-memory/invitations/PassiveWorldInMemory.ts';
import { ChatInMemory } from '../../../adapters/in-memory/chat/ChatInMemory.ts';
import { InvitationsKeys } from '../../../composition/invitations/invitationsKeys.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { emptyPreferences } from '../../../core/profile/CandidateDocument.ts';
import { ChatConnectionHost } from '../../../ui/features/chat/ChatConnectionHost.tsx';
import { ChatsPage } from '../../../ui/features/chat/ChatsPage.tsx';
import { LoginMenu } from '../../../ui/features/chrome/LoginMenu.tsx';
import { SignedInPartsProvider } from '../../../ui/layout/SignedInParts.tsx';
import { PassiveCandidateSwitch } from '../../../ui/features/invitations/PassiveCandidateSwitch.tsx';
import { tenants } from '../../../gateway/tenancy/tenants.ts';
import { shellOf } from '../profile/renderProfile.tsx';
import { renderInvitations, settleUi } from './renderInvitations.tsx';

const shell = shellOf(tenants[0]!);

/** An offer of company 1 the candidate fits, opted in: the company may invite them. */
function invitable(world: PassiveWorldInMemory, candidateId: string, offerId = 'offer-1') {
  world.offers.push({ id: offerId, slug: offerId, title: 'Senior TypeScript Engineer', companyId: 1, companyName: 'Acme' });
  if (!world.candidate(candidateId)) {
    world.candidates.push({
      details: {
        visibility: 'visible',
        candidateId,
        profile: { firstName: 'Ala', lastName: 'Nowak', email: 'ala@example.com', avatarUrl: null, applicationDocs: [], socialMediaProfiles: [] },
        preferences: emptyPreferences(candidateId),
        workHistory: [],
        categories: [],
      },
      fit: {},
    });
  }
  (world.candidate(candidateId)!.fit as Record<string, number>)[offerId] = 90;
  world.optedIn.set(candidateId, true);
  return () => new EmployerCandidatesInMemory(world, () => 1).invite(candidateId, offerId);
}

const page = (
  <>
    <ChatsPage shell={shell} initialConversation={null} />
    <ChatConnectionHost />
  </>
);

describe('the chats page', () => {
  afterEach(cleanup);

  it('accepts an invitation, then chats in it; messages show as plain text', async () => {
    const harness = renderInvitations(page, (world, id) => void invitable(world, id)());
    await settleUi();
    const invitation = await screen.findByTestId('invitation');
    expect(invitation.textContent).toContain('Acme invites you to talk about the offer "Senior TypeScript Engineer".');
    await act(async () => fireEvent.click(within(invitation).getByTestId('invitation-accept')));
    await settleUi();
    expect((await screen.findByTestId('invitation-accepted')).textContent).toContain('Invitation accepted. You can talk to the company now.');
    expect(screen.getByTestId('invitation').getAttribute('data-status')).toBe('accepted');
    await settleUi();
    await act(async () => fireEvent.click(await screen.findByTestId('conversation-item')));
    const company = new ChatInMemory(harness.world).connect('chat:employer:1');
    company.events$.subscribe();
    await act(async () =>
      company.send({ type: 'send', conversationId: harness.world.conversations[0]!.summary.id, text: '<b>Hello</b> Ala', clientId: 'e1' }),
    );
    const received = await within(screen.getByTestId('messages')).findByText('<b>Hello</b> Ala');
    expect(received.querySelector('b')).toBeNull();
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'Hi, nice to meet you' } });
    await act(async () => fireEvent.click(screen.getByTestId('chat-send')));
    expect(harness.world.conversations[0]!.messages.map((message) => message.text)).toEqual(['<b>Hello</b> Ala', 'Hi, nice to meet you']);
    expect(harness.world.conversations[0]!.readUpTo.candidate).toBe(1);
  });

  it('on a failed accept shows the caller’s error snackbar and logs the failure', async () => {
    const harness = renderInvitations(page, (world, id) => void invitable(world, id)());
    await settleUi();
    const invitations = resolve(harness.useCases, InvitationsKeys.Invitations) as InvitationsInMemory;
    invitations.failNext = { kind: 'network-failure', message: 'offline' };
    await act(async () => fireEvent.click(await screen.findByTestId('invitation-accept')));
    await settleUi();
    expect((await screen.findByTestId('invitation-accept-failed')).textContent).toContain('The invitation could not be accepted. Please try again.');
    expect(harness.log.entries.map((entry) => entry.message)).toEqual(['invitation accept failed']);
    expect(screen.getByTestId('invitation').getAttribute('data-status')).toBe('pending');
    expect((screen.getByTestId('invitation-accept') as HTMLButtonElement).disabled).toBe(false);
  });

  it('declines an invitation', async () => {
    renderInvitations(page, (world, id) => void invitable(world, id)());
    await settleUi();
    await act(async () => fireEvent.click(await screen.findByTestId('invitation-reject')));
    await settleUi();
    expect(screen.getByTestId('invitation').getAttribute('data-status')).toBe('rejected');
  });
});

describe('the unread badge', () => {
  afterEach(cleanup);

  it('counts invitations waiting and rises live when a company invites', async () => {
    let inviteSecond: () => unknown = () => undefined;
    renderInvitations(
      <SignedInPartsProvider>
        <LoginMenu candidateBase="/candidate" employerPortal="/employer" flags={tenants[0]!.flags} />
      </SignedInPartsProvider>,
      (world, id) => {
        void invitable(world, id)();
        inviteSecond = invitable(world, id, 'offer-2');
      },
    );
    await settleUi();
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('1');
    await act(async () => void inviteSecond());
    await settleUi();
    expect(screen.getByTestId('unread-badge').textContent).toBe('2');
  });
});

describe('the passive-candidates switch in the settings', () => {
  afterEach(cleanup);

  it('opts in and says how many invitations came', async () => {
    const harness = renderInvitations(
      <PassiveCandidateSwitch />,
      (world, id) => {
        world.invitations.push({
          id: 'i1',
          candidateId: id,
          companyId: 1,
          companyName: 'Acme',
          companyLogoUrl: null,
          jobAdvertisementId: 'o',
          offerTitle: 'T',
          offerSlug: 't',
          status: 'rejected',
          createdAt: '2026-11-01T00:00:00.000Z',
          answeredAt: null,
          conversationId: null,
        });
      },
      '/candidate/settings',
    );
    await settleUi();
    const toggle = await screen.findByRole('checkbox', { name: 'Companies may find me and invite me to talk' });
    expect(screen.getByTestId('invitation-stats').textContent).toBe('Invitations received: 1');
    await act(async () => fireEvent.click(toggle));
    await settleUi();
    expect(harness.world.optedIn.get(harness.candidateId)).toBe(true);
    expect((await screen.findByTestId('passive-saved')).textContent).toContain('Setting saved.');
  });

  it('says when the feature is paused and does not let the candidate opt in', async () => {
    renderInvitations(<PassiveCandidateSwitch />, (world) => void (world.gate = { enabled: true, maintenance: true }), '/candidate/settings');
    await settleUi();
    const toggle = (await screen.findByRole('checkbox')) as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    expect(screen.getByRole('note').textContent).toBe('Invitations and chats are unavailable for a while. Please try later.');
  });
});

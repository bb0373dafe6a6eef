import type { Widen } from '../Widen.ts';
import type { invitationsPl } from '../pl/invitations.ts';

export const invitationsEn: Widen<typeof invitationsPl> = {
  invitations: {
    heading: 'Invitations to conversations',
    lead: 'Companies that like your profile invite you to talk about their offers.',
    empty: 'You have no invitations yet. When a company invites you, you will see it here.',
    loading: 'Loading your invitations…',
    failed: 'Your invitations could not be loaded.',
    from: '{{company}} invites you to talk about the offer "{{offer}}".',
    received: 'Received {{date}}',
    status: {
      pending: 'Waiting for your answer',
      accepted: 'Accepted',
      rejected: 'Declined',
    },
    accept: 'Accept',
    reject: 'Decline',
    acceptLabel: 'Accept the invitation from {{company}}',
    rejectLabel: 'Decline the invitation from {{company}}',
    openChat: 'Go to the conversation',
    accepted: 'Invitation accepted. You can talk to the company now.',
    rejected: 'Invitation declined.',
    acceptFailed: 'The invitation could not be accepted. Please try again.',
    rejectFailed: 'The invitation could not be declined. Please try again.',
    passive: {
      heading: 'Passive job search',
      lead: 'Let companies find your profile and invite you to a conversation when their offer fits your preferences. A company sees your details only when the match is 75% or more.',
      switch: 'Companies may find me and invite me to talk',
      saved: 'Setting saved.',
      failed: 'The setting could not be saved. Please try again.',
      unavailable: 'Invitations and chats are unavailable for a while. Please try later.',
      disabled: 'This board does not offer invitations from companies.',
      loading: 'Loading the setting…',
      stats: 'Invitations received: {{count}}',
    },
  },
};

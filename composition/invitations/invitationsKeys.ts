import type { AcceptInvitation } from '../../core/invitations/AcceptInvitation.ts';
import type { AnswerParts } from '../../core/invitations/answerInvitation.ts';
import type { Invitations } from '../../core/invitations/Invitations.ts';
import type { InvitationsLive } from '../../core/invitations/InvitationsLive.ts';
import type { InvitationsStore } from '../../core/invitations/InvitationsStore.ts';
import type { InvitationUpdates } from '../../core/invitations/InvitationUpdates.ts';
import type { LoadInvitations } from '../../core/invitations/LoadInvitations.ts';
import type { LoadInvitationStats } from '../../core/invitations/LoadInvitationStats.ts';
import type { LoadPassiveStatus } from '../../core/invitations/LoadPassiveStatus.ts';
import type { PassiveCandidates } from '../../core/invitations/PassiveCandidates.ts';
import type { PassiveStatusStore } from '../../core/invitations/PassiveStatusStore.ts';
import type { RejectInvitation } from '../../core/invitations/RejectInvitation.ts';
import type { SetPassiveOptIn } from '../../core/invitations/SetPassiveOptIn.ts';
import { token } from '../kernel/Token.ts';

/** Passive candidates on the candidate's side: status and opt-in, invitations and their answers, the live channel. */
export const InvitationsKeys = {
  Invitations: token<Invitations>('invitations.Invitations'),
  PassiveCandidates: token<PassiveCandidates>('invitations.PassiveCandidates'),
  InvitationUpdates: token<InvitationUpdates>('invitations.InvitationUpdates'),
  InvitationsStore: token<InvitationsStore>('invitations.InvitationsStore'),
  PassiveStatusStore: token<PassiveStatusStore>('invitations.PassiveStatusStore'),
  LoadInvitations: token<LoadInvitations>('invitations.LoadInvitations'),
  /** What accepting and rejecting an invitation both work with: the session, the store, the reload, snackbars and the log. */
  AnswerParts: token<AnswerParts>('invitations.AnswerParts'),
  AcceptInvitation: token<AcceptInvitation>('invitations.AcceptInvitation'),
  RejectInvitation: token<RejectInvitation>('invitations.RejectInvitation'),
  LoadPassiveStatus: token<LoadPassiveStatus>('invitations.LoadPassiveStatus'),
  SetPassiveOptIn: token<SetPassiveOptIn>('invitations.SetPassiveOptIn'),
  LoadInvitationStats: token<LoadInvitationStats>('invitations.LoadInvitationStats'),
  InvitationsLive: token<InvitationsLive>('invitations.InvitationsLive'),
} as const;

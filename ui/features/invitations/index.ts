/**
 * The invitations feature's public entry: what other features may use of invitations and the passive-candidate switch (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { InvitationsSection } from './InvitationsSection.tsx';
export { PassiveCandidateSwitch } from './PassiveCandidateSwitch.tsx';

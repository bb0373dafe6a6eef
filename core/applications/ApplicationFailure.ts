import type { GatewayFailure, InvalidInput, TooManyRequests } from '../shared/Failure.ts';
import type { ApplicationStatus } from './ApplicationStatus.ts';
import type { FileProblem } from './documentRules.ts';

/** The form was refused: a problem key per field (`name`, `email`, `message`, `cv`), by the form's rules or the gateway's. */
export type InvalidApplication = { readonly kind: 'invalid-application'; readonly fields: Readonly<Record<string, string>> };
/** A file refused for its name, type (read from its bytes), size or emptiness; nothing was stored. */
export type FileNotAccepted = { readonly kind: 'file-not-accepted'; readonly problem: FileProblem };
/** This address (or candidate) already has an application for the offer. */
export type AlreadyApplied = { readonly kind: 'already-applied' };
/** The offer takes applications at its own address, not on the board. */
export type AppliesElsewhere = { readonly kind: 'applies-elsewhere' };
/** A status outside the pipeline's next steps (docs/applications.md), with the ones allowed. */
export type StatusNotAllowed = { readonly kind: 'status-not-allowed'; readonly allowed: readonly ApplicationStatus[] };
/** An e-mail link past its time. */
export type LinkExpired = { readonly kind: 'link-expired' };

/** Every failure of the applications context's calls. */
export type ApplicationFailure =
  | InvalidApplication
  | FileNotAccepted
  | AlreadyApplied
  | AppliesElsewhere
  | StatusNotAllowed
  | LinkExpired
  | InvalidInput
  | TooManyRequests
  | GatewayFailure;

export const invalidApplicationInput: InvalidInput = { kind: 'invalid-input' };

import type { GatewayFailure } from '../shared/Failure.ts';
import type { AlertUpdateFailed } from './AlertFailure.ts';

/** Disable, frequency change, delete or mark-read: any gateway failure is the generic alert-update-failed. */
export const updateFailed = (cause: GatewayFailure): AlertUpdateFailed => ({ kind: 'alert-update-failed', cause });

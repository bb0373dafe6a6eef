import { alertsHttp, alertsUseCases } from '../../alerts/alertsModules.ts';
import type { ContextModule } from '../../kernel/ContextModule.ts';

/**
 * Saved searches and job alerts: the listing's save-search switch, the alert forms, lists, links and
 * the local mailbox, each a chunk loaded after hydration or on use, attach them (ADR 40).
 */
export const alertPageModules: readonly ContextModule[] = [alertsHttp, alertsUseCases];
